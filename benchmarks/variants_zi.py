"""Variant battery zi: a 28th look-alike of an external held-out suite, real framework runs (`--battery zi`).

    nice -n 10 python benchmarks/variants.py --battery zi --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zi [--runs]

Like batteries d-zh, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads, zd's for a replaced schedule, w's for a replaced loss, e's for
a run without evaluation), battery zh's model wrappers and this battery's own hooks (a net that stays
in eval mode after the first validation, predictions shifted by one row in evaluation, uniform_(0, 1)
kernels, a bias on every Linear), so each case can run in each of the three layouts; the layout
rotation of variants.py picks one. It was written blind: its author trained it with `--train-only`,
read the raw logged numbers of each run, and never diagnosed or scored it, so it is held-out data for
the tool. Its halves are even (22 faulty, 22 healthy; ~3 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength,
favouring the faults users meet most, in forms earlier batteries did not use (an lr scaled for the
global batch twice, a warm-up counted in steps but stepped per epoch, MultiStepLR milestones in
epochs stepped per batch, zero_grad() on the lr finder's optimizer, one diver's 1-based labels read
as 0-based, a glob that matched one site, a 16-bit ADC wrap scaled in with the rest, per-barcode files
read in order, a scaler's transform() result thrown away, an LED compartment's test weeks, a
look-ahead join, class weights set to the class shares, a loop that never calls model.train() again,
evaluation traces divided by their own peak, evaluation predictions one row off, a validation filter
on a split name the file does not use, a smoke test's max_steps, ModelCheckpoint(mode="max") on the
val loss, uniform_(0, 1) weights, a gate-bias helper's -3 on every Linear, BCEWithLogitsLoss fed
sigmoid outputs, and a `drop_out` key that leaves a 2x512 MLP without dropout). Runs of 64 to 3,000
steps: MLPs (2x64 to 2x512, dropout 0.3 / 0.5), 2-D CNNs with and without batch norm, a small residual
net, 1-D CNNs with and without batch norm (and dropout), a GRU reading current traces sample by
sample, GRU / LSTM readers and small transformers of squiggle events, regression MLPs; SGD with and
without momentum, Adam, AdamW, NAdam and RMSprop; constant, step, warm-up + cosine, warm-up + linear,
cosine, exponential and plateau schedules; bf16-mixed autocast, flip / rotation / noise, supply-gain
and event-noise augmentation, dropout, weight decay, early stopping, clipping and gradient
accumulation; batches of 8 to 64; cadences from every step to once every 100 steps, evaluations twice
an epoch to every 3 epochs (and never).
The data sets are new, all made offline with numpy from known generating models: a reef survey's
photo-quadrat patches (12x12 grey: live coral, bleached coral, turf algae, sand, rubble) under depth
attenuation, caustics and noise (sound CNNs stop near 0.76-0.86; 80 patches from one site); a tram
fleet's door-motor current traces (64 samples of an opening cycle: normal, an obstruction, a worn
belt, a misaligned rail, brush wear; sound batch-norm 1-D CNNs stop near 0.78-0.83; a 16-bit ADC's
wrap; evaluation traces scaled by their peak); nanopore squiggle segments (20 events, each the
current of a 3-mer under a pore model, quantised to 16 levels, with stays, skips and noise) labelled by
their barcode (sound sequence models stop near accuracy 0.6-0.73 at a loss of ~0.75-1.0); a
greenhouse's weekly tomato yield (log kg/m2, standardised: a floor near an MSE of 0.03-0.05; in kg/m2)
from radiation, temperatures, CO2, humidity deficit, stem density, crop age, EC and lamp hours (an LED
compartment as a test set; the columns in their units); and bike-share station snapshots (stays
stocked, runs empty, fills up within the hour) from the hour, the day, the fill, the last hour's net
flow, the terrain, transit, the weather and events (sound MLPs stop near accuracy 0.79-0.85 at a loss
of ~0.4-0.5; 300- and 2,400-snapshot draws, a rare-state draw, a look-ahead column).
The healthy half holds sound runs a naive reader can take for a fault: a training loss at or above the
val loss under flip / rotation / noise augmentation, under dropout 0.3 with supply-gain jitter, under
dropout 0.5 and under event noise; val jumps to 2.45 and 2.37 before a StepLR cut on a residual
net; val bumps under bf16 and warm-up + cosine; early stopping at epoch 22 of 40 after a val jump and
at epoch 20 of 50 under ReduceLROnPlateau; a GRU reading traces sample by sample that sits at the
class share for 7 epochs, then learns; a transformer whose val loss flattens as the cosine lr runs out;
an LSTM with a train / val gap at the data's floor; batch-8 losses logged every step and every 100
steps; runs of 64 steps and 3 epochs still improving; a plain-SGD regression that takes 60 epochs;
a yield in kg/m2; NAdam's early val bumps; evaluations every 2 and 3 epochs.
The faulty half: see each case's description.
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
from benchmarks.variants_ze import lambda_schedule, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _augmented, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


BENTHOS = ("live-coral", "bleached-coral", "turf-algae", "sand", "rubble")


def _coral(seed: int, n: int, shares: tuple[float, ...] = (0.3, 0.15, 0.2, 0.2, 0.15)) -> tuple[Any, Any]:
    """12x12 grey patches cut from a reef survey's photo-quadrats at the points an analyst scored:
    live coral (a grid of dark polyp spots 3-4.5 px apart on a mid-grey skeleton), bleached coral
    (the same polyps, faint, on a bright skeleton), turf algae (dark, fine filaments along one
    direction), sand (bright, with ripples 5-8 px apart) or rubble (3-6 flat fragments of their own
    grey). Each patch has the depth's attenuation (a gain of 0.5-1.2 and an offset), the surface's
    caustics (a bright wave of up to 0.4), and noise of sd 0.15-0.35: a deep patch of bleached coral
    reads as sand, so sound CNNs stop near 0.7-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        theta = rng.uniform(0, np.pi)
        u = xx * np.cos(theta) + yy * np.sin(theta)
        v = -xx * np.sin(theta) + yy * np.cos(theta)
        if c in (0, 1):
            period = rng.uniform(3.0, 4.5)
            spots = np.cos(2 * np.pi * u / period + rng.uniform(0, 6.3)) * np.cos(
                2 * np.pi * v / period + rng.uniform(0, 6.3)
            )
            img = (0.0 if c == 0 else 0.8) - (0.7 if c == 0 else 0.3) * np.clip(spots, 0, None)
        elif c == 2:
            fil = rng.normal(0, 1, (12, 12))
            for _ in range(3):
                fil = 0.5 * fil + 0.25 * (np.roll(fil, 1, 1) + np.roll(fil, -1, 1))
            img = -0.3 + 0.6 * (fil if rng.random() < 0.5 else fil.T)
        elif c == 3:
            img = 0.6 + 0.3 * np.sin(2 * np.pi * u / rng.uniform(5, 8) + rng.uniform(0, 6.3))
        else:
            k = int(rng.integers(3, 7))
            seeds = rng.uniform(0, 12, (k, 2))
            d = (xx[..., None] - seeds[:, 0]) ** 2 + (yy[..., None] - seeds[:, 1]) ** 2
            img = rng.uniform(-0.4, 0.8, k)[d.argmin(-1)]
        caustic = rng.uniform(0, 0.4) * np.clip(np.sin(2 * np.pi * v / rng.uniform(6, 12)), 0, None)
        img = rng.uniform(0.5, 1.2) * (img + caustic) + rng.uniform(-0.3, 0.3)
        x[i] = img + rng.normal(0, rng.uniform(0.15, 0.35), (12, 12))
    return x, y


def _image_splits(
    x: Any, y: Any, sizes: tuple[int, int, int], name: str, stats: tuple[float, float]
) -> Splits:
    import torch

    from tests.suite import datasets as ds

    images = torch.tensor((x - stats[0]) / stats[1], dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def coral(seed: int = 25201, sizes: tuple[int, int, int] = SIZES, name: str = "reef-quadrat-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _coral(seed, sum(sizes))
    return _image_splits(x, y, sizes, name, (float(x[: sizes[0]].mean()), float(x[: sizes[0]].std())))


def coral_one_site() -> Splits:
    """The bug: the training glob `quadrats/site_0*/**/*.png` was meant to read `site_0*` to `site_1*`
    and matched only the first site's folder: 80 training patches (validation and test: 300 each)."""

    x, y = _coral(25202, 80 + 600)
    return _image_splits(
        x, y, (80, 300, 300), "reef-quadrat-12-80", (float(x[:80].mean()), float(x[:80].std()))
    )


DOOR_FAULTS = ("normal", "obstruction", "worn-belt", "misaligned-rail", "brush-wear")


def _doors(
    seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.17, 0.17, 0.17, 0.17), wrap: float = 0.0
) -> tuple[Any, Any]:
    """A tram fleet's door-motor current traces (A), 64 samples over an opening cycle, labelled by the
    depot's finding: a normal cycle (an inrush to ~4 A, a run at ~1.5 A, a braking dip and the end
    stop's peak), an obstruction (a rise of 1-2.5 A somewhere in the run, then the reversal's swing), a
    worn belt (a slip ripple of 0.2-0.6 A over the run), a misaligned rail (friction climbing by 0.4-1.2
    A along the run) or brush wear (commutation spikes at random samples and a lower run current).
    Each door has its supply voltage (a gain of 0.85-1.15), a temperature's offset, the run's length
    (+-4 samples) and the sensor's noise (sd 0.05-0.2): a mild belt ripple under noise reads as a normal
    cycle, so sound 1-D CNNs stop near 0.75-0.9. `wrap`: the share of traces in which a burst of 3-6
    samples wrapped round the 16-bit ADC's range (-32768 counts, -327.68 A at 0.01 A a count)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    t = np.arange(64, dtype=float)
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        end = 50 + int(rng.integers(-4, 5))
        run = np.where((t > 6) & (t < end), 1.5, 0.0)
        inrush = 4.0 * np.exp(-((t - 3) ** 2) / 4)
        stop = 2.5 * np.exp(-((t - end - 3) ** 2) / 3)
        curve = inrush + run + stop - 0.6 * np.exp(-((t - end) ** 2) / 2)
        sev = rng.uniform(0.4, 1.0)
        mid = (t > 10) & (t < end - 2)
        if c == 1:
            at = rng.uniform(15, end - 8)
            curve = curve + sev * rng.uniform(1.0, 2.5) * np.clip((t - at) / 3, 0, 1) * (t < at + 6)
            curve = curve - 1.2 * sev * np.exp(-((t - at - 8) ** 2) / 3)
        elif c == 2:
            curve = curve + mid * sev * rng.uniform(0.2, 0.6) * np.sin(2 * np.pi * t / rng.uniform(3, 6))
        elif c == 3:
            curve = curve + mid * sev * rng.uniform(0.4, 1.2) * (t - 10) / max(1, end - 12)
        elif c == 4:
            curve = curve - mid * 0.3 * sev
            hits = rng.choice(np.flatnonzero(mid), int(rng.integers(2, 6)), replace=False)
            curve[hits] += sev * rng.uniform(0.8, 1.8, len(hits))
        curve = rng.uniform(0.85, 1.15) * curve + rng.uniform(-0.2, 0.2)
        x[i] = curve + rng.normal(0, rng.uniform(0.05, 0.2), 64)
        if wrap and rng.random() < wrap:
            at = int(rng.integers(5, 55))
            x[i, at : at + int(rng.integers(3, 7))] = -327.68
    return x, y


def _trace_splits(
    x: Any, y: Any, sizes: tuple[int, int, int], name: str, stats: tuple[float, float]
) -> Splits:
    import torch

    from tests.suite import datasets as ds

    traces = torch.tensor((x - stats[0]) / stats[1], dtype=torch.float32)
    return ds.named(ds._split(traces, torch.tensor(y).long(), sizes, 5), name)


def doors(seed: int = 25301, sizes: tuple[int, int, int] = SIZES, name: str = "door-current-64") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _doors(seed, sum(sizes))
    return _trace_splits(x, y, sizes, name, (float(x[: sizes[0]].mean()), float(x[: sizes[0]].std())))


def doors_adc_wrap() -> Splits:
    """The bug: the depot logger reads the ADC as a signed 16-bit value and a burst of overload
    samples wraps to -32768 counts (-327.68 A) in 2% of the traces, every split; the pipeline scales
    with the training mean and sd, outliers and all."""
    x, y = _doors(25302, sum(SIZES), wrap=0.02)
    return _trace_splits(
        x, y, SIZES, "door-current-64", (float(x[: SIZES[0]].mean()), float(x[: SIZES[0]].std()))
    )


def doors_eval_peak_scaled() -> Splits:
    """The bug: the evaluation script divides every validation and test trace by its own peak
    (`x / x.abs().max()`, a helper from the anomaly-detection notebook), while training used the
    training set's global mean and sd: the evaluation traces lie in -0.1 to 1, not centred, and the
    current levels that tell an obstruction and brush wear apart are gone."""
    import numpy as np

    x, y = _doors(25303, sum(SIZES))
    train = SIZES[0]
    mean, sd = float(x[:train].mean()), float(x[:train].std())
    scaled = (x - mean) / sd
    rest = x[train:]
    scaled[train:] = rest / np.abs(rest).max(1, keepdims=True)
    return _trace_splits(scaled, y, SIZES, "door-current-64", (0.0, 1.0))


BARCODES = ("barcode01", "barcode02", "barcode03", "barcode04", "barcode05")


def _squiggles(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """Nanopore squiggle segments: the 20 events (each a mean current, quantised to 16 levels 1-16)
    around a read's barcode, labelled by the barcode (five 14-base barcodes). Each event is the current
    of the 3-mer in the pore under a fixed pore model (levels of 3-14, sd 1.6 of the event's noise);
    the motor protein stalls (a stay: the event repeats, 15%) or skips a base (8%); the segment starts
    1-4 bases before the barcode and runs into the read's own random bases: a noisy read of two
    barcodes that share 3-mers is a coin toss, so sound sequence models stop near accuracy
    0.6-0.73 at a loss of ~0.75-1.0 (ln 5 = 1.61)."""
    import numpy as np

    model_rng = np.random.default_rng(2025)
    pore = model_rng.uniform(3, 14, 64)
    codes = model_rng.integers(0, 4, (5, 14))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.2, 0.18, 0.18])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        lead = rng.integers(0, 4, int(rng.integers(1, 5)))
        bases = np.concatenate([lead, codes[y[i]], rng.integers(0, 4, 12)])
        events: list[int] = []
        k = 0
        while len(events) < length and k + 2 < len(bases):
            kmer = 16 * bases[k] + 4 * bases[k + 1] + bases[k + 2]
            level = pore[kmer] + rng.normal(0, 1.6)
            events.append(int(np.clip(np.round(level), 1, 16)))
            r = rng.random()
            k += 0 if r < 0.15 else (2 if r < 0.23 else 1)
        x[i, : len(events)] = events
    return x, y


def _token_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str) -> Splits:
    import torch

    from tests.suite import datasets as ds

    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 5), name)


def squiggles(
    seed: int = 25401, sizes: tuple[int, int, int] = SIZES, name: str = "nanopore-events-20"
) -> Splits:
    """Segments (N, 20) over 17 ids (0 the padding), 5 classes."""
    x, y = _squiggles(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


TOMATO_COLUMNS = (
    "radiation_j_cm2",
    "day_temp_c",
    "night_temp_c",
    "co2_ppm",
    "vpd_kpa",
    "stems_m2",
    "crop_week",
    "ec_ms_cm",
    "lamp_hours",
    "trusses_pruned",
)


def _tomatoes(seed: int, n: int, led: bool = False) -> tuple[Any, Any]:
    """A greenhouse's weekly tomato yield (kg/m2) from the week's outside radiation sum (J/cm2/day),
    the day and night temperatures, CO2 (ppm), the humidity deficit (kPa), stem density, crop week,
    the drip's EC and the hours of supplementary lamps: the fruit growth follows the light intercepted
    (outside light through 70% transmission, plus the lamps') through a light-use efficiency raised by
    CO2 (a saturating curve) and lowered by a high deficit, the 24-h mean temperature's optimum near
    21 C, a crop's age curve (fruit load rising over the first 12 weeks), stem density and a high EC's
    penalty, a week's lag of harvest by temperature; with pests and picking noise (sd 8%): the target is
    log(yield), standardised, and sound models stop near an MSE of 0.03-0.05. `led`: the lamps are LEDs
    whose light the radiation sensor misses and whose fruit grows 80% more per lamp hour."""
    import numpy as np

    rng = np.random.default_rng(seed)
    radiation = rng.uniform(300, 2800, n)
    day_t = rng.uniform(17, 27, n)
    night_t = day_t - rng.uniform(2, 8, n)
    co2 = rng.uniform(400, 1000, n)
    vpd = rng.gamma(4, 0.2, n)
    stems = rng.uniform(2.0, 4.0, n)
    week = rng.integers(1, 41, n).astype(float)
    ec = rng.uniform(2, 8, n)
    lamps = np.where(radiation < 1200, rng.uniform(0, 16, n), 0.0)
    pruned = rng.integers(0, 3, n).astype(float)
    light = 0.7 * radiation * 7 / 100 + lamps * 7 * (1.8 if led else 1.0) * 0.9
    luE = 0.011 * (1 + 0.45 * (1 - np.exp(-(co2 - 380) / 300))) * np.exp(-0.25 * np.clip(vpd - 1.0, 0, None))
    mean_t = (14 * day_t + 10 * night_t) / 24
    temp = np.exp(-((mean_t - 21) ** 2) / 18)
    age = 1 / (1 + np.exp(-(week - 8) / 2.5))
    yield_kg = 2.5 * light * luE * temp * age * (stems / 3) ** 0.5 * (1 - 0.04 * np.clip(ec - 5, 0, None))
    yield_kg = yield_kg * (1 - 0.05 * pruned) * np.exp(rng.normal(0, 0.08, n)) + 0.02
    x = np.column_stack([radiation, day_t, night_t, co2, vpd, stems, week, ec, lamps, pruned])
    return x, yield_kg


def tomatoes(seed: int = 25501, sizes: tuple[int, int, int] = SIZES, name: str = "tomato-yield") -> Splits:
    """10 standardised columns, log(yield) standardised."""
    import numpy as np

    x, kg = _tomatoes(seed, sum(sizes))
    return _regression_table(name, x, np.log(kg), sizes)


def tomatoes_kg() -> Splits:
    """The yield in kg/m2 as the target (not standardised, 0.02-5; standardised columns)."""
    x, kg = _tomatoes(25502, sum(SIZES))
    return _regression_table("tomato-yield-kg", x, kg, SIZES, target_scaled=False)


def tomatoes_transform_discarded() -> Splits:
    """The bug: `scaler.fit(X_train); scaler.transform(X_train)` with the result thrown away (the
    script meant `X_train = scaler.fit_transform(X_train)`); every split goes to the net in its units
    (radiation 300-2,800 J/cm2, CO2 400-1,000 ppm, ...)."""
    import numpy as np

    x, kg = _tomatoes(25503, sum(SIZES))
    return _regression_table("tomato-yield", x, np.log(kg), SIZES, features_scaled=False)


def tomatoes_led_test() -> Splits:
    """The model is tested on the new LED compartment's weeks: its lamps' light is invisible to the
    radiation sensor and the fruit grows 80% more per lamp hour; training and validation weeks come
    from the sodium-lamp compartments."""
    import numpy as np

    x, kg = _tomatoes(25504, SIZES[0] + SIZES[1])
    x_led, kg_led = _tomatoes(25505, 8 * SIZES[2], led=True)
    keep = np.flatnonzero(x_led[:, 8] > 4)[: SIZES[2]]
    return _regression_table(
        "tomato-yield", np.concatenate([x, x_led[keep]]), np.log(np.concatenate([kg, kg_led[keep]])), SIZES
    )


STATION_STATES = ("stays-stocked", "runs-empty", "fills-up")


def _stations(
    seed: int, n: int, shares: tuple[float, ...] | None = None, lookahead: bool = False
) -> tuple[Any, Any]:
    """A bike-share scheme's station snapshots, labelled by what the next hour brought: the station
    stays stocked, runs empty or fills up. Columns: the hour (sine, cosine), a weekend flag, the fill
    (bikes over docks), the docks, the last hour's net flow, the elevation over the city's mean, the
    distance to a metro stop, the temperature, the rain, an event nearby, the distance to the centre.
    The next hour's net flow is a commuters' tide (out of hilly, residential stations in the morning,
    into the centre; back in the evening), a leisure flow on warm dry weekends, an event's surge and
    the last hour's flow carried on, with a Poisson's noise: a half-full station on a morning is a
    coin toss, so sound MLPs stop near accuracy 0.75-0.85. `shares`: the states resampled to these
    shares. `lookahead`: the snapshot also holds `fill_next` (the fill an hour later, from a join on
    the wrong timestamp)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    m = 4 * n
    hour = rng.uniform(5, 24, m)
    weekend = (rng.random(m) < 2 / 7).astype(float)
    docks = rng.integers(12, 40, m).astype(float)
    fill = rng.beta(0.8, 0.8, m)
    elevation = rng.normal(0, 25, m)
    metro = rng.exponential(400, m)
    centre = rng.exponential(2.5, m)
    temp = rng.normal(15, 7, m)
    rain = rng.exponential(0.5, m) * (rng.random(m) < 0.3)
    event = (rng.random(m) < 0.08).astype(float)
    last = rng.normal(0, 3, m)
    commute = (1 - weekend) * (
        np.exp(-((hour - 8.5) ** 2) / 2) * (-(centre - 2) * 2.5 - elevation / 12 - 3 * (metro < 300))
        + np.exp(-((hour - 18) ** 2) / 3) * ((centre - 2) * 2.0 + elevation / 15)
    )
    leisure = (
        weekend
        * np.clip(temp - 12, 0, None)
        * (rain < 0.2)
        * np.exp(-((hour - 14) ** 2) / 8)
        * (-0.4 * (centre < 2) + 0.3)
    )
    flow = 0.9 * last + 3.0 * commute + 4.0 * leisure + event * rng.choice([-8.0, 8.0], m)
    flow = flow + rng.normal(0, 1.5, m)
    bikes_next = fill * docks + flow
    state = np.where(bikes_next <= 2, 1, np.where(bikes_next >= docks - 2, 2, 0))
    cols = [np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24), weekend, fill, docks, last]
    cols += [elevation, np.log(metro + 1), temp, rain, event, np.log(centre + 0.1)]
    if lookahead:
        cols.append(np.clip(bikes_next / docks, 0, 1) + rng.normal(0, 0.02, m))
    x = np.column_stack(cols)
    if shares is None:
        return x[:n], state[:n]
    pick = np.concatenate(
        [
            rng.choice(np.flatnonzero(state == c), int(round(s * n)), replace=False)
            for c, s in enumerate(shares)
        ]
    )
    pick = rng.permutation(pick)[:n]
    return x[pick], state[pick]


def stations(seed: int = 25601, sizes: tuple[int, int, int] = SIZES, name: str = "bike-stations") -> Splits:
    """12 standardised columns, 3 classes."""
    x, y = _stations(seed, sum(sizes))
    return _generated(name, x, y, 3, sizes)


def stations_small() -> Splits:
    """300 training snapshots (validation and test: 300 each)."""
    x, y = _stations(25602, 900)
    return _generated("bike-stations-300", x, y, 3, (300, 300, 300))


def stations_long() -> Splits:
    """A 2,400-snapshot draw."""
    x, y = _stations(25603, 3000)
    return _generated("bike-stations-2400", x, y, 3, (2400, 300, 300))


def stations_rare() -> Splits:
    """A city-wide draw in which empty and full stations are rare (88% stay stocked, 7% run empty,
    5% fill up)."""
    x, y = _stations(25604, sum(SIZES), shares=(0.88, 0.07, 0.05))
    return _generated("bike-stations-rare", x, y, 3, SIZES)


def stations_lookahead_join() -> Splits:
    """The bug: the feature table joins the dock feed on `ts + 1h` (a timezone fix applied twice), so
    each training and validation snapshot holds the fill an hour later; the test snapshots come from
    the live feed, where that column holds the fill now."""

    x, y = _stations(25605, sum(SIZES), lookahead=True)
    known = SIZES[0] + SIZES[1]
    x[known:, -1] = x[known:, 3]
    return _generated("bike-stations", x, y, 3, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def one_based_labels(share: float) -> Callable[[Splits, int], Splits]:
    """The bug: one diver's annotation export numbers the classes from 1, and the loader reads it as
    if 0-based, wrapping with `% 5`: `share` of the training patches carry the next class's label
    (rubble's 5 becomes live coral's 0)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 91)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = (y[hit] + 1) % 5
        return replace(data, y_train=y)

    return fault


def uniform_kernels(net: Any) -> Any:
    """The bug: an init helper calls `nn.init.uniform_(m.weight)` on every conv and linear layer,
    meaning `uniform_(w, -b, b)`: the default bounds are 0 and 1, every weight positive."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Conv2d | nn.Linear):
                nn.init.uniform_(module.weight)
    return net


def gate_bias_everywhere(value: float) -> Callable[[Any], Any]:
    """The bug: a helper meant to set a gating layer's bias to `value` runs over every nn.Linear
    (`for m in model.modules(): if isinstance(m, nn.Linear): nn.init.constant_(m.bias, value)`)."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, nn.Linear):
                    module.bias.fill_(value)
        return net

    return hook


def bce_on_sigmoid(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the head ends in nn.Sigmoid() (from the multi-label version of the script) and the
    loss is nn.BCEWithLogitsLoss() against one-hot targets: a sigmoid over probabilities, so the loss
    cannot go below ~0.57 and its gradients shrink by the sigmoid twice."""
    from torch import nn

    onehot = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return nn.functional.binary_cross_entropy_with_logits(out.sigmoid(), onehot)


def share_weighted(weights: tuple[float, ...]) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """The bug: CrossEntropyLoss(weight=counts / counts.sum()) where the recipe means the inverse: the
    weights are the class shares, so the rare states weigh least (train and validation alike)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        import torch
        from torch import nn

        return nn.functional.cross_entropy(out, y, weight=torch.tensor(weights, dtype=out.dtype))

    return loss


def _one_row_off(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    if not torch.is_grad_enabled():
        out = torch.roll(out, 1, 0)
    return out


eval_one_row_off = _wrapper(_one_row_off)
eval_one_row_off.__doc__ = """The bug: the evaluation pairs predictions and labels through a helper
written for next-step forecasting, which shifts the predictions by one row (`np.roll(preds, 1)`):
every validation and test segment is scored against its neighbour's barcode. Training is untouched."""


def per_epoch_warmup(warm_steps: int, steps_per_epoch: int) -> Callable[[int, int], float]:
    """The bug: `LambdaLR(opt, lambda e: min(1, (e + 1) / warmup_steps))` with warmup_steps counted in
    optimizer steps (600), but stepped once an epoch (`interval="epoch"`): the warm-up would take 600
    epochs, and the lr stays at (epoch + 1) / 600 of its value."""
    return lambda step, _total: float(min(1.0, (step // steps_per_epoch + 1) / warm_steps))


def stays_in_eval_mode(net: Any) -> Any:
    """The bug: the evaluation helper calls `model.eval()` and the training loop never calls
    `model.train()` again: from the first validation on, the net trains in eval mode (dropout off,
    batch norm frozen at the running statistics of the first epoch)."""
    from torch import nn

    class EvalAfterFirstValidation(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]
            self.evaluated = False

        def train(self, mode: bool = True) -> EvalAfterFirstValidation:
            self.evaluated = self.evaluated or not mode
            return super().train(mode and not self.evaluated)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x)
            return out

    return EvalAfterFirstValidation(net)


def _token_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    swap = (torch.rand(x.shape) < 0.08) & (x > 0)
    return torch.where(swap, torch.randint(1, 17, x.shape), x)


def _flip_rot(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x) + 0.25 * torch.randn_like(x)


def _trace_gain(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x * torch.exp(0.12 * (torch.rand(len(x), 1) * 2 - 1)) + 0.2 * torch.randn_like(x)


event_noise = _augmented(_token_noise)
event_noise.__doc__ = """Not a fault: in training mode 8% of the events are replaced by a random
level (the basecaller's noise, simulated)."""
quadrat_augment = _augmented(_flip_rot)
quadrat_augment.__doc__ = """Not a fault: in training mode each batch of patches turns by a multiple
of 90 degrees, each patch flips with probability 0.5 and gets 0.25 sd of extra noise."""
trace_gain = _augmented(_trace_gain)
trace_gain.__doc__ = """Not a fault: in training mode each trace is scaled by 0.89-1.13 (the supply
voltage) and gets 0.2 sd of extra noise."""


# ---------------------------------------------------------------- the variants


def ZI(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")
MLP128 = {"width": 128, "num_layers": 2}
SPE = 32  # optimizer steps an epoch: 1,000 rows in batches of 32

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZI(
        "vzi-lr-scaled-twice-sgdm-resnet-coral",
        Plan(coral, "resnet", 1.6, "sgd", momentum=0.9, epochs=15, accumulate=4, log_every=2),
        ("loss-oscillation", "slow-convergence"),
        "learning-rate-too-high",
        "the config's lr of 0.4 is already scaled for the global batch of 128 (0.1 x 128 / 32, 32 a device "
        "x 4 accumulation steps), and the training script's linear-scaling rule multiplies it by 128 / 32 "
        "again: SGD momentum 0.9 at lr 1.6 on a residual net over the reef quadrats (120 optimizer steps): "
        "the epoch loss 1.48, 1.25, 1.11, then 1.06-1.44 back and forth, windows 0.84-2.21; the val loss "
        "3.0, 1.48, 1.15, 1.44 ... 0.95-2.61 jumping and val accuracy 0.26-0.60 from one epoch to the "
        "next, 0.39 at the end, test 1.21 and 0.44 (a sound residual net at lr 0.05: ~0.5 and 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="resnet",
        dataset="reef-quadrats",
        seed=25001,
        runs=zf_runs(hparams={"base_lr": 0.1, "global_batch": 128, "lr_scaled": "0.1 * 128 / 32 * 128 / 32"}),
    ),
    ZI(
        "vzi-warmup-steps-stepped-per-epoch-transformer-squiggles",
        Plan(
            squiggles,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-linear",
            warmup=600,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "LambdaLR(opt, lambda e: min(1, (e + 1) / warmup_steps)) with warmup_steps = 600 counted in "
        "optimizer steps, but the scheduler stepped once an epoch (interval='epoch'): AdamW's lr of 1e-3 "
        "stays at 1.7e-6 to 2e-5 for all 12 epochs; a transformer over the nanopore segments: windows "
        "1.8-2.07 at first, 1.22-1.72 at the end, the epoch loss 1.75 to 1.66, the val loss 1.75 to 1.67 "
        "in a slow straight descent, val accuracy 0.18-0.187 at every evaluation, test 1.62 and 0.25 (a "
        "sound transformer: ~1.0 and 0.6)",
        STALL,
        family="transformer",
        dataset="nanopore-events",
        seed=25002,
        runs=zf_runs(
            schedule=lambda_schedule(per_epoch_warmup(600, SPE)),
            hparams={"warmup_steps": 600, "interval": "epoch"},
        ),
    ),
    ZI(
        "vzi-multistep-epoch-milestones-per-step-bncnn1d-doors",
        Plan(doors, "bncnn1d", 3e-3, "adam", epochs=12, log_every=4, schedule="step", model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[3, 6, 9], gamma=0.1) with the milestones meant in epochs, stepped after "
        "every optimizer step: Adam's lr of 3e-3 is 3e-6 from step 9 on; a batch-norm 1-D CNN over the "
        "door-motor traces: windows 1.56-1.67 for all 384 steps (ln 5 = 1.61), the val loss 1.62-1.61 and "
        "val accuracy 0.15-0.157 at all 12 evaluations, test 1.60 and 0.18 (a sound run: ~0.55 and 0.8)",
        STALL,
        family="cnn-bn",
        dataset="door-currents",
        seed=25003,
        runs=zf_runs(schedule=multistep((3, 6, 9), 0.1), hparams={"milestones": [3, 6, 9], "gamma": 0.1}),
    ),
    ZI(
        "vzi-zero-grad-on-finder-optimizer-cnn1d-doors",
        Plan(doors, "cnn1d", 1e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=CH16),
        ("slow-convergence", "gradient-explosion"),
        "missing-zero-grad",
        "the script calls zero_grad() on the optimizer it built for the lr finder, not the one it trains "
        "with: the 1-D CNN's gradients pile up over every step under Adam lr 1e-3 over the door-motor "
        "traces; gradient norms 0.71 to 42.7, windows 1.62 to 1.25-1.79 (1.65 at the end), the val loss "
        "1.60 to 1.40-1.57 and val accuracy 0.31-0.47 jumping, test 1.54 and 0.32",
        (*RUNAWAY, "loss-runaway", "undertrained", "loss-spikes"),
        family="cnn",
        dataset="door-currents",
        seed=25004,
    ),
    # --- data
    ZI(
        "vzi-one-based-export-labels-cnn-coral",
        Plan(
            coral,
            "cnn",
            2e-3,
            "adam",
            epochs=25,
            log_every=16,
            data_fault=one_based_labels(0.4),
            model_kw=CH16,
        ),
        ("overfitting",),
        "label-noise",
        "one diver's annotation export numbers the classes from 1 and the loader reads it as 0-based with "
        "`% 5`: 40% of the training patches carry the next class's label (rubble's 5 becomes live coral's "
        "0); validation and test from the other divers; a 16-channel CNN for 25 epochs: the epoch loss "
        "1.56 to 0.056 as it memorises, the val loss at its minimum 1.14 at epoch 5, then up to 2.11, val "
        "accuracy 0.58 at best, 0.36-0.50 after, test 2.17 and 0.47 (clean labels: ~0.5 and 0.8)",
        LABEL_NOISE,
        family="cnn",
        dataset="reef-quadrats",
        seed=25005,
    ),
    ZI(
        "vzi-glob-one-site-bncnn-coral",
        Plan(coral_one_site, "bncnn", 2e-3, "adam", epochs=60, batch_size=16, log_every=5, model_kw=CH16),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "the training glob `quadrats/site_0*/**/*.png`, meant to read sites 0 and 1, matched only the "
        "first site's folder: 80 training patches (validation and test: 300 each); a batch-norm CNN under "
        "Adam for 60 epochs of batch 16 (300 steps): the epoch loss 1.51 to 0.09-0.25, the val loss 1.52 "
        "to its minimum 0.70 and then 0.87-1.55 jumping, val accuracy 0.37 to 0.53-0.72, test 1.74 and "
        "0.55 (1,000 patches: ~0.5 and 0.8)",
        ("zero-train-loss", "metric-at-baseline", "undertrained", "loss-oscillation", "loss-spikes"),
        family="cnn-bn",
        dataset="reef-quadrats",
        seed=25006,
    ),
    ZI(
        "vzi-adc-16bit-wrap-cnn1d-doors",
        Plan(doors_adc_wrap, "cnn1d", 2e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "bad-input-data",
        "the depot logger reads the ADC as a signed 16-bit value, and a burst of 3-6 overload samples "
        "wraps to -32768 counts (-327.68 A) in 2% of the traces, every split; the pipeline scales with the "
        "training mean and sd, outliers and all (an sd of 10.8 A for a normal one of 0.8 A): a 1-D CNN "
        "under Adam lr 2e-3 over the door-motor traces: the epoch loss 1.58 to 1.51, the val loss 1.55 for "
        "7 epochs, then 1.54 to 1.51, val accuracy 0.347 (the normal share) for 10 epochs, then 0.373, "
        "gradient norms 0.1-1.0, test 1.54 and 0.34",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="door-currents",
        seed=25007,
    ),
    ZI(
        "vzi-per-barcode-files-unshuffled-gru-squiggles",
        Plan(
            squiggles,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("loss-oscillation", "slow-convergence"),
        "data-not-shuffled",
        "the segments are read from one file a barcode (barcode01.fastq ... barcode05.fastq) into one "
        "array and the DataLoader is built with shuffle=False: every epoch walks the barcodes one after "
        "another; a GRU (hidden 48) under Adam lr 3e-3: windows 1.47-2.05 swinging as the batches change "
        "barcode (0.80-1.73 at the end), the val loss 1.61 to 1.23-1.50 and val accuracy 0.22 to 0.43 "
        "after 12 epochs, test 1.24 and 0.46 (shuffled: ~0.8 and 0.7)",
        (
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "val-test-gap",
            "undertrained",
            "train-val-gap",
        ),
        family="gru",
        dataset="nanopore-events",
        seed=25008,
    ),
    ZI(
        "vzi-scaler-transform-discarded-mlp-tomatoes",
        Plan(tomatoes_transform_discarded, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "`scaler.fit(X_train); scaler.transform(X_train)` with the result thrown away (meant as X_train = "
        "scaler.fit_transform(X_train)): every split reaches the net in its units (radiation 300-2,800 "
        "J/cm2, CO2 400-1,000 ppm, crop week 1-40 ...); a 2x64 MLP under Adam lr 1e-3: the first logged "
        "MSE 42 (gradient norm 8,596), the epoch MSE 27.4, 2.57, 1.24, then 0.90-1.17; the val MSE 5.31, "
        "1.24 ... 0.73-1.33 jumping, test 0.74 (scaled columns: ~0.03)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="tomato-yield",
        seed=25009,
    ),
    ZI(
        "vzi-led-compartment-test-mlp-tomatoes",
        Plan(tomatoes_led_test, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on the new LED compartment's lamp weeks (the LEDs' light invisible to the "
        "radiation sensor, 80% more fruit per lamp hour); training and validation weeks from the "
        "sodium-lamp compartments: a 2x64 MLP's epoch MSE 0.64 to 0.017, the val MSE 0.46 to 0.030-0.032, "
        "while the test MSE is 0.279",
        (),
        family="regression",
        dataset="tomato-yield",
        seed=25010,
    ),
    ZI(
        "vzi-lookahead-join-leak-mlp-stations",
        Plan(stations_lookahead_join, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the feature table joins the dock feed on ts + 1h (a timezone fix applied twice), so each training "
        "and validation snapshot holds the fill an hour later; the test snapshots come from the live feed, "
        "where that column holds the fill now: a 2x64 MLP's windows 0.99 to 0.06-0.08, the val loss 0.75 "
        "to 0.14 and val accuracy 0.65 to 0.94, while the test loss is 1.14 and test accuracy 0.79",
        ("train-val-gap", "overfitting"),
        family="mlp",
        dataset="bike-stations",
        seed=25011,
    ),
    ZI(
        "vzi-class-share-weights-mlp-stations",
        Plan(stations_rare, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("metric-at-baseline",),
        "class-imbalance",
        "CrossEntropyLoss(weight=counts / counts.sum()) where the recipe means the inverse, on a city-wide "
        "draw where 88% of the stations stay stocked, 7% run empty and 5% fill up: the weights are the "
        "shares (0.88, 0.07, 0.05) and the rare states weigh least; a 2x64 MLP: the epoch loss 0.42 then "
        "0.068 to 0.044, the val loss 0.060 to 0.052, val accuracy 0.890 (the share of stocked stations) "
        "at all 15 evaluations, test 0.053 and 0.883",
        ("slow-convergence", "undertrained"),
        family="mlp",
        dataset="bike-stations",
        seed=25012,
        runs=zf_runs(loss=share_weighted((0.88, 0.07, 0.05)), hparams={"class_weights": [0.88, 0.07, 0.05]}),
    ),
    # --- evaluation
    ZI(
        "vzi-never-back-to-train-mode-mlp-stations",
        Plan(
            stations_small,
            "mlp",
            1e-3,
            "adam",
            epochs=60,
            log_every=5,
            model_fault=stays_in_eval_mode,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        ("overfitting",),
        "train-eval-mode-misuse",
        "the evaluation helper calls model.eval() and the training loop never calls model.train() again: "
        "from the first validation on, a 2x256 MLP meant to train with dropout 0.5 trains without it, on "
        "300 station snapshots for 60 epochs (600 steps): the epoch loss 0.92 to 0.19, windows 0.09-0.21 "
        "at the end, the val loss 0.80 to its minimum 0.49, then 0.55-0.59 over the last epochs, val "
        "accuracy 0.70 to 0.79-0.83, test 0.64 and 0.78",
        ("zero-train-loss", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="bike-stations",
        seed=25013,
    ),
    ZI(
        "vzi-eval-peak-scaled-bncnn1d-doors",
        Plan(doors_eval_peak_scaled, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation script divides every validation and test trace by its own peak (x / x.abs().max(), "
        "from the anomaly-detection notebook), while training used the training set's mean and sd: a "
        "batch-norm 1-D CNN's windows 1.57 to 0.45-0.55, while the val loss rises 1.56 to 5.38 and val "
        "accuracy stays at 0.33 at all 12 evaluations, test 5.42 and 0.37",
        EVAL,
        family="cnn-bn",
        dataset="door-currents",
        seed=25014,
    ),
    ZI(
        "vzi-eval-labels-one-row-off-lstm-squiggles",
        Plan(
            squiggles,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=eval_one_row_off,
            model_kw=H48,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the evaluation pairs predictions and labels through a helper written for next-step forecasting, "
        "which shifts the predictions by one row (np.roll(preds, 1)): an LSTM (hidden 48) whose epoch loss "
        "falls 1.60 to 0.41, while the val loss rises 1.62 to 3.56 and val accuracy stays at 0.18-0.23 "
        "(chance), test 3.49 and 0.21",
        EVAL,
        family="lstm",
        dataset="nanopore-events",
        seed=25015,
    ),
    ZI(
        "vzi-val-filter-split-name-mlp-tomatoes",
        Plan(tomatoes, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "the validation rows are selected with df[df.split == 'valid'] while the file says 'val': an empty "
        "validation set, and the training script skips evaluation when the loader is empty; a 2x64 MLP "
        "logs its training MSE, 0.87 to 0.01-0.03 over 480 steps (the epoch MSE 0.73 to 0.017), with no "
        "val loss at all; only the final test MSE (0.030) is written",
        ("undertrained",),
        family="regression",
        dataset="tomato-yield",
        seed=25016,
        runs=zf_runs(evaluate=False, hparams={"val_split_name": "valid"}),
    ),
    # --- workflow
    ZI(
        "vzi-smoke-test-max-steps-bncnn1d-doors",
        Plan(doors, "bncnn1d", 2e-3, "adam", epochs=20, max_steps=100, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=100 left in the config from a smoke test overrides max_epochs=20: a batch-norm 1-D CNN "
        "stops after 100 steps (3 epochs): windows 1.61 to 1.10-1.22, the val loss 1.44, 1.23, 1.11, 1.09 "
        "and val accuracy 0.37, 0.53, 0.62, 0.62, test 1.11 and 0.59 (20 epochs: ~0.55 and 0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="door-currents",
        seed=25017,
    ),
    ZI(
        "vzi-ckpt-mode-max-val-loss-gru-squiggles",
        Plan(squiggles, "gru", 3e-3, "adam", epochs=15, log_every=8, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') copied from a callback that watched accuracy: the "
        "'best' checkpoint the test loads is the one with the highest val loss, after epoch 1 (32 steps); "
        "a GRU (hidden 48) trained for 15 epochs: the epoch loss 1.59 to 0.41-0.43, the val loss 1.55 to "
        "0.76-0.85 and val accuracy 0.32 to 0.70-0.73, while the test loss is 1.57 and test accuracy 0.31",
        (),
        family="gru",
        dataset="nanopore-events",
        seed=25018,
        runs=zf_runs(test_at_step=SPE, hparams={"checkpoint_monitor": "val_loss", "checkpoint_mode": "max"}),
    ),
    # --- model
    ZI(
        "vzi-uniform-0-1-kernels-cnn-coral",
        Plan(coral, "cnn", 1e-3, "adam", epochs=12, log_every=8, model_fault=uniform_kernels, model_kw=CH16),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init helper calls nn.init.uniform_(m.weight) on every conv and linear layer, meaning "
        "uniform_(w, -b, b): the default bounds 0 and 1 make every weight positive; a 16-channel CNN under "
        "Adam lr 1e-3: the first logged loss 276 (ln 5 = 1.61, gradient norm 1,441), up to 698, the epoch "
        "loss 521 to 44, the val loss 303 to 48, val accuracy 0.29-0.40, test 51.5 and 0.34",
        (
            "slow-convergence",
            "undertrained",
            "loss-spikes",
            "train-val-gap",
            "overfitting",
            "loss-oscillation",
        ),
        family="cnn",
        dataset="reef-quadrats",
        seed=25019,
    ),
    ZI(
        "vzi-gate-bias-minus-3-every-linear-mlp-tomatoes",
        Plan(
            tomatoes,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=gate_bias_everywhere(-3.0),
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "dead-relu",
        "a helper meant to set a gating layer's bias to -3 runs over every nn.Linear of a 2x64 ReLU MLP: "
        "every hidden unit starts dead, and the head's bias of -3 is the only thing that learns; Adam lr "
        "1e-3 over the standardised log yield: the epoch MSE 9.91 to 7.52 in a straight slow line, the val "
        "MSE 9.84 to 7.45, gradient norms 3.9-6.5, test 7.49 (a sound MLP: ~0.03)",
        (*STALL, "gradient-vanishing", "bad-initial-loss"),
        family="regression",
        dataset="tomato-yield",
        seed=25020,
    ),
    ZI(
        "vzi-bce-logits-on-sigmoid-mlp-stations",
        Plan(stations, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "the head ends in nn.Sigmoid() (from the multi-label version of the script) and the loss is "
        "nn.BCEWithLogitsLoss() against one-hot states: a sigmoid over probabilities, whose loss cannot "
        "fall below ~0.57; a 2x64 MLP: the epoch loss 0.74 to 0.63, gradient norms 0.02-0.16, the val loss "
        "0.68 to 0.646, val accuracy 0.67 (the validation share of stocked stations) for 10 epochs, then "
        "0.67-0.69, test 0.65 and 0.66 (cross-entropy: ~0.45 and 0.8)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="bike-stations",
        seed=25021,
        runs=zf_runs(loss=bce_on_sigmoid, hparams={"loss": "BCEWithLogitsLoss", "head": "Sigmoid"}),
    ),
    ZI(
        "vzi-dropout-key-typo-wide-mlp-stations",
        Plan(
            stations_small,
            "mlp",
            1e-3,
            "adam",
            epochs=100,
            log_every=10,
            model_kw={"width": 512, "num_layers": 2},
        ),
        ("overfitting",),
        "insufficient-regularization",
        "the config sets drop_out: 0.5 and the model reads cfg.get('dropout', 0.0): a 2x512 MLP without "
        "dropout on 300 station snapshots for 100 epochs of Adam: windows 0.65 to 0.0001-0.001, the val "
        "loss at its minimum 0.50, then up to 1.10 and on, val accuracy 0.70-0.82, test 1.36 and 0.78",
        ("zero-train-loss", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="bike-stations",
        seed=25022,
        runs=zf_runs(hparams={"drop_out": 0.5, "dropout": 0.0}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- reef quadrats
    ZI(
        "vzi-healthy-cnn-coral-flip-rot-augment",
        Plan(coral, "cnn", 2e-3, "adam", epochs=30, log_every=10, model_fault=quadrat_augment, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN with flip / rotation / noise augmentation (a turn by a multiple of 90 degrees, a "
        "flip with probability 0.5, 0.25 sd of extra noise), Adam lr 2e-3 for 30 epochs logged every 10 "
        "steps: windows 1.20 to 0.39-0.53, at or above the val loss, 0.95 to 0.41-0.46, val accuracy 0.52 "
        "to 0.83-0.86, test 0.50 and 0.84",
        family="cnn",
        dataset="reef-quadrats",
        seed=25101,
    ),
    ZI(
        "vzi-healthy-resnet-coral-steplr",
        Plan(
            coral,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=14,
            log_every=8,
            schedule="step",
            step_size=288,
            gamma=0.1,
        ),
        (),
        None,
        "a residual net under SGD momentum lr 0.05 (weight decay 5e-4) with StepLR x0.1 every 288 steps "
        "(after epoch 9): the val loss 0.94 to 0.77 over 5 epochs, then 2.45, 1.75, 0.54 and 2.37 (val "
        "accuracy 0.46 and 0.54 at the jumps) before the cut, then 0.46-0.54 after it; windows 1.6-0.35, "
        "val accuracy 0.51 to 0.80-0.83, test 0.59 and 0.78",
        family="resnet",
        dataset="reef-quadrats",
        seed=25102,
    ),
    ZI(
        "vzi-healthy-bncnn-coral-bf16-warmup-cosine",
        Plan(
            coral,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW (weight decay 0.05) with a 40-step warm-up and "
        "a cosine decay to ~0, logged every 4 steps: windows 1.65 to 0.58-0.69, the val loss 1.27 to 0.61 "
        "with a bump to 0.76 at epoch 9, val accuracy 0.38 to 0.80, test 0.63 and 0.79",
        family="cnn-bn",
        dataset="reef-quadrats",
        seed=25103,
    ),
    ZI(
        "vzi-healthy-cnn-coral-batch8-every-step",
        Plan(coral, "cnn", 1e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam lr 1e-3 with batch 8 for 3 epochs, every one of 375 steps logged: "
        "per-step losses 0.33-2.02 (eight patches a batch), 0.55-1.0 over the last steps; the val loss "
        "0.93, 0.86, 0.80 and val accuracy 0.56, 0.60, 0.62, still improving when the run ends, test 0.88 "
        "and 0.61",
        family="cnn",
        dataset="reef-quadrats",
        seed=25104,
    ),
    ZI(
        "vzi-healthy-bncnn-coral-early-stop",
        Plan(coral, "bncnn", 2e-3, "adam", epochs=40, log_every=16, early_stop=4),
        (),
        None,
        "a batch-norm CNN under Adam lr 2e-3 with EarlyStopping(val_loss, patience 4) planned for 40 "
        "epochs: the val loss 1.20 to its minimum 0.455 at epoch 18 in a bumpy descent (0.99 at epoch 6, a "
        "jump to 0.83 at epoch 20), and the run stops at epoch 22 (0.54, 0.59 last); windows 1.39 to "
        "0.24-0.74 (one of 2.12), val accuracy 0.39 to 0.76-0.85, test 0.59 and 0.77",
        family="cnn-bn",
        dataset="reef-quadrats",
        seed=25105,
    ),
    # --- door currents
    ZI(
        "vzi-healthy-bncnn1d-doors-dropout-half-epoch-val",
        Plan(
            doors,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=16,
            log_every=4,
            val_interval=0.5,
            model_fault=trace_gain,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a batch-norm 1-D CNN with dropout 0.3 before its head and supply-voltage augmentation (a gain of "
        "0.89-1.13, 0.2 sd of extra noise), Adam lr 3e-3 for 16 epochs, validated every half epoch (32 "
        "evaluations): windows 1.64 to 0.56-0.77 (one of 1.40), the val loss 1.54 to 0.54-0.65, val "
        "accuracy 0.35 to 0.73-0.81, test 0.54 and 0.79",
        family="cnn-bn",
        dataset="door-currents",
        seed=25106,
    ),
    ZI(
        "vzi-healthy-seq-gru-doors-plateau-then-drop",
        Plan(doors, "seq-gru", 3e-3, "adam", epochs=16, log_every=8, clip=1.0, model_kw={"hidden": 32}),
        (),
        None,
        "a GRU (hidden 32) reading the current traces sample by sample under Adam lr 3e-3 with clipping at "
        "1 for 16 epochs: the val loss flat at 1.57-1.59 and val accuracy 0.31 (the normal share) for 7 "
        "epochs, then 1.53, 1.34, 1.25 ... 0.87-0.89 and 0.40 to 0.61-0.62 as it finds the traces' shapes; "
        "windows 1.57 to 0.65-1.12, test 0.85 and 0.64",
        family="gru",
        dataset="door-currents",
        seed=25107,
    ),
    ZI(
        "vzi-healthy-bncnn1d-doors-rmsprop-every-2",
        Plan(doors, "bncnn1d", 1e-3, "rmsprop", epochs=16, log_every=2, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under RMSprop lr 1e-3 for 16 epochs with every 2nd step logged (256 points): "
        "windows 1.54 to 0.47-0.84, the val loss 1.35 to 0.58 with bumps (1.05 at epoch 4, 0.75 at epoch "
        "12), val accuracy 0.41 to 0.80-0.83, test 0.59 and 0.78",
        family="cnn-bn",
        dataset="door-currents",
        seed=25108,
    ),
    ZI(
        "vzi-healthy-bncnn1d-doors-64-steps",
        Plan(doors, "bncnn1d", 3e-3, "adam", epochs=4, batch_size=64, log_every=2, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 3e-3 with batch 64 for 4 epochs (64 steps, every 2nd logged): "
        "windows 1.60 to 1.05-1.12, the val loss 1.52, 1.38, 1.20, 1.07 and val accuracy 0.34, 0.41, 0.56, "
        "0.68, still improving when the run ends, test 1.09 and 0.64",
        family="cnn-bn",
        dataset="door-currents",
        seed=25109,
    ),
    # --- nanopore events
    ZI(
        "vzi-healthy-transformer-squiggles-warmup-cosine",
        Plan(
            squiggles,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        "a transformer under AdamW lr 3e-3 (weight decay 0.01) with a 60-step warm-up and a cosine decay "
        "over 384 steps, logged every 4: windows 1.65-1.78 over the warm-up, then 1.28, 1.08 ... "
        "0.55-1.14; the val loss 1.54 to 1.00 (flat for the last 4 epochs as the lr runs out), val "
        "accuracy 0.34 to 0.58-0.60, test 0.97 and 0.62",
        family="transformer",
        dataset="nanopore-events",
        seed=25110,
    ),
    ZI(
        "vzi-healthy-lstm-squiggles-cosine-val-every-2",
        Plan(
            squiggles,
            "lstm",
            3e-3,
            "adam",
            epochs=16,
            log_every=16,
            clip=1.0,
            schedule="cosine",
            val_every_epochs=2,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with clipping at 1 and a cosine decay, 16 epochs logged "
        "every 16 steps and validated every 2 epochs: windows 1.58 to 0.24-0.84, the val loss 1.17, 1.00, "
        "0.95 ... 0.87 and val accuracy 0.52 to 0.69 (noisy squiggles: accuracy ~0.7 is the floor), test "
        "0.89 and 0.69",
        family="lstm",
        dataset="nanopore-events",
        seed=25111,
    ),
    ZI(
        "vzi-healthy-gru-squiggles-event-noise-augment",
        Plan(squiggles, "gru", 3e-3, "adam", epochs=20, log_every=8, model_fault=event_noise, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) with basecaller-noise augmentation (8% of the events replaced by a random level "
        "in training), Adam lr 3e-3 for 20 epochs: windows 1.61 to 0.55-0.63, the val loss 1.60 to "
        "0.74-0.85 and val accuracy 0.21 to 0.65-0.73, test 0.78 and 0.72",
        family="gru",
        dataset="nanopore-events",
        seed=25112,
    ),
    ZI(
        "vzi-healthy-gru-squiggles-sgdm-batch16-long",
        Plan(
            squiggles,
            "gru",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=16,
            log_every=50,
            clip=1.0,
            val_every_epochs=3,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under SGD momentum lr 0.05 with clipping at 1 and batch 16, 750 steps logged "
        "every 50 and validated every 3 epochs: windows 1.59, 1.50, 1.17 ... 0.35, the val loss 1.01, "
        "1.01, 0.78, 0.89 and val accuracy 0.57, 0.60, 0.71, 0.68, test 1.02 and 0.67",
        family="gru",
        dataset="nanopore-events",
        seed=25113,
    ),
    # --- tomato yield
    ZI(
        "vzi-healthy-mlp-tomatoes-plain-sgd-slow",
        Plan(tomatoes, "mlp", 0.01, "sgd", epochs=60, log_every=20, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under plain SGD lr 0.01 (no momentum) for 60 epochs (1,920 steps logged every 20): "
        "windows 1.35 to 0.02-0.06, the val MSE 0.78, 0.68, 0.58 ... 0.20 by epoch 16, 0.11 by epoch 31, "
        "then 0.043-0.048 over the last 6 evaluations, test 0.052",
        family="regression",
        dataset="tomato-yield",
        seed=25114,
    ),
    ZI(
        "vzi-healthy-mlp-tomatoes-in-kg",
        Plan(tomatoes_kg, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP forecasting the weekly yield in kg/m2 (the target not standardised, mean 1.64, sd "
        "1.13): the first logged MSE 3.16 (gradient norm 7.0), windows 0.03-0.10 at the end; the val MSE "
        "0.79 to 0.076 in a steady descent, test 0.093",
        family="regression",
        dataset="tomato-yield",
        seed=25115,
    ),
    ZI(
        "vzi-healthy-mlp-tomatoes-plateau-early-stop",
        Plan(
            tomatoes,
            "mlp",
            3e-3,
            "adam",
            epochs=50,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            early_stop=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP under Adam lr 3e-3 with ReduceLROnPlateau (x0.3, patience 0) and "
        "EarlyStopping(val_loss, patience 5) planned for 50 epochs: the val MSE 0.40 to 0.0286-0.0296 over "
        "epochs 12-20 as the lr falls to 2e-6, and the run stops at epoch 20; windows 0.77 to 0.012-0.014, "
        "test 0.027",
        family="regression",
        dataset="tomato-yield",
        seed=25116,
    ),
    ZI(
        "vzi-healthy-mlp-tomatoes-nadam-exp-decay",
        Plan(
            tomatoes,
            "mlp",
            3e-3,
            "nadam",
            epochs=15,
            log_every=8,
            schedule="exp",
            gamma=0.995,
            model_kw=MLP128,
        ),
        (),
        None,
        "a 2x128 MLP under NAdam lr 3e-3 with an exponential decay (x0.995 a step, to 2.7e-4): windows "
        "0.75 to 0.003-0.016, the val MSE 0.28, 0.30, 0.10, 0.19, 0.057 ... 0.032 (bumps over the first 4 "
        "epochs), test 0.032",
        family="regression",
        dataset="tomato-yield",
        seed=25117,
    ),
    ZI(
        "vzi-healthy-mlp-tomatoes-dropout-03",
        Plan(
            tomatoes,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 MLP with dropout 0.3, Adam lr 2e-3 for 20 epochs: windows 0.52 to 0.04-0.20, mostly above "
        "the val MSE, 0.35 to 0.044-0.05 (bumps to 0.107 and 0.085), test 0.040",
        family="regression",
        dataset="tomato-yield",
        seed=25118,
    ),
    # --- bike stations
    ZI(
        "vzi-healthy-mlp-stations-dropout-05",
        Plan(
            stations,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5, Adam lr 2e-3 for 20 epochs: windows 0.97 to 0.30-0.49 (one of "
        "1.13), at or above the val loss, 0.63 to 0.46-0.49, val accuracy 0.70 to 0.79-0.81, test 0.49 and "
        "0.79",
        family="mlp",
        dataset="bike-stations",
        seed=25119,
    ),
    ZI(
        "vzi-healthy-mlp-stations-2400-batch8-sgdm",
        Plan(
            stations_long,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=8,
            log_every=100,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD momentum lr 0.01 with batch 8 on 2,400 snapshots, 3,000 steps logged every 100 and validated "
        "every 2 epochs: windows 0.10-1.26 (eight snapshots a batch), the val loss 0.47, 0.43, 0.41, 0.36, "
        "0.40 and val accuracy 0.80-0.85, test 0.42 and 0.82",
        family="mlp",
        dataset="bike-stations",
        seed=25120,
    ),
    ZI(
        "vzi-healthy-mlp-stations-warmup-linear-val-every-3",
        Plan(
            stations,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=18,
            log_every=8,
            schedule="warmup-linear",
            warmup=50,
            val_every_epochs=3,
            model_kw=MLP128,
        ),
        (),
        None,
        "a 2x128 MLP under AdamW (weight decay 0.01) with a 50-step linear warm-up and a linear decay to 0 "
        "over 576 steps, validated every 3 epochs: windows 1.13 to 0.16-0.20, the val loss 0.55, 0.49, "
        "0.48, 0.49, 0.51, 0.50 and val accuracy 0.79-0.81, test 0.55 and 0.77",
        family="mlp",
        dataset="bike-stations",
        seed=25121,
    ),
    ZI(
        "vzi-healthy-mlp-stations-bf16",
        Plan(stations, "mlp", 2e-3, "adam", epochs=15, log_every=4, bf16=True, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under bf16-mixed autocast, Adam lr 2e-3 for 15 epochs logged every 4 steps: windows "
        "1.07 to 0.08-0.58, the val loss 0.77 to 0.47-0.52 (flat from epoch 5, 0.516 at epoch 14), val "
        "accuracy 0.67 to 0.79-0.83, test 0.53 and 0.78",
        family="mlp",
        dataset="bike-stations",
        seed=25122,
    ),
)
