"""Variant battery zb: a 21st look-alike of an external held-out suite, real framework runs (`--battery zb`).

    nice -n 10 python benchmarks/variants.py --battery zb --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zb [--runs]

Like batteries d-za, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's, l's, w's and z's wrappers and this
battery's own (a ReduceLROnPlateau built with mode="max"), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one. It was written blind: its author trained it
with `--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so it
is held-out data for the tool. Its halves are even (22 faulty, 22 healthy; ~2 CPU-minutes to train on
the shared 2-core machine): one fault each, one cause a case, spread over every family of cause
(optimisation, data, evaluation, model, workflow), injected into a data set no battery had at a
realistic strength, favouring the faults users meet most, in forms earlier batteries never used (a
linear-scaling lr kept at batch 32, an Adam lr of 0.5, a BERT fine-tuning peak lr for a model trained
from scratch, no zero_grad() under plain SGD on a GRU, a word-language-model LSTM at lr 10 without its
clipping, ReduceLROnPlateau in mode "max" on the val loss, a belt's raw ADC counts, an annotator who
marks defects "good", a billed-core-hours field written after each job, 1.5% findings, evaluation one
window at a time in train mode, evaluation columns in alphabetical order, a validation loss on
probabilities, nn.init.normal_ with its defaults, an MSE broadcast to (N, N), a 21-layer ReLU stack,
batch 250 with the epochs kept, early stopping with patience 1 at quarter-epoch validations, and a
fine-tune from another camera line's checkpoint). Runs of 40 to 3,000 steps: MLPs (1x48 to 3x128 with
dropout 0.5, a 21-layer ReLU stack), 2-D CNNs with and without batch norm, a small residual net, 1-D
CNNs with and without batch norm, GRU / LSTM / tanh RNN readers of shell commands, a GRU reading belt
windows, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, RMSprop
and Adagrad; constant, warm-up + cosine, cosine, step, plateau and one-cycle schedules; bf16-mixed
autocast, gradient accumulation, dropout, mirror / shift / noise augmentation, weight decay, early
stopping, clipping and a pretrained start; batches of 4 to 250; cadences from every step to once an
epoch, evaluations every quarter epoch to every 6 epochs.
The data sets are new, all made offline with numpy from known generating models: 12x12 crops of a
loom's line camera over plain-woven cotton (good cloth, a broken warp or weft thread, a hole, an oil
stain) over a skewed thread pattern with slubs, an illumination gradient, a lighting gain, lint and
camera noise, defects 35-100% clear (sound CNNs stop near 0.80-0.87; one loom's 120 crops; the crops
read folder by folder; the mill's backlit line as a pretraining draw); a bastion host's interactive
shell sessions as command tokens after the login, drawn from one Markov chain per role (developer,
sysadmin, data scientist, intruder) over a shared base, so short cd / ls sessions look alike (sound
sequence models stop near accuracy 0.82-0.86 at a loss of ~0.40-0.45, ln 4 = 1.39; last year's
sessions as a pretraining draw; the first week's 120 sessions); 32 s of a sleep lab's respiratory
belt at 2 Hz (normal breathing, an apnea, a hypopnea, tachypnea, Cheyne-Stokes breathing) under rate
jitter, baseline wander, belt gain, movement artefacts and noise (sound 1-D CNNs and GRUs stop near
0.72-0.82; the amplifier's 16-bit counts; a paediatric ward's nights as a test set); a cluster's batch
job runtimes by Amdahl's law with I/O contention, a hidden per-application efficiency and a 10% error
(log seconds, standardised: a floor near an MSE of 0.033-0.04; in seconds: ~4e7; a 2,000-job draw; a
billed core-hours field); and a hive's day from a beekeeping co-operative's monitors (weight, brood
temperature, humidity, hum frequency and loudness, flights, CO2, weather) labelled queenright,
queenless, pre-swarm, varroa or starving from overlapping shifts (sound MLPs stop near accuracy
0.82-0.86 at a loss of ~0.41; an 80% queenright draw; a 94% draw with faint findings).
The healthy half holds sound runs a naive reader can take for a fault: a transformer held back by a
150-step warm-up, a GRU at ln 5 for its first 3 epochs; val at or below train under mirror / shift /
noise augmentation, under dropout 0.3 and 0.5; losses flat at their floors (log runtimes at 0.033 for
18 epochs, sessions at 0.40-0.45, hive days at 0.413 for ~8 evaluations of a ReduceLROnPlateau run); a
fine-tune that starts low and barely moves (val loss 0.415 to 0.404); a OneCycle run whose val loss
jumps to 1.64 at the peak lr; a 1-D CNN's slow 40-epoch descent logged once an epoch; a regression in
seconds (first MSEs ~7.5e7, val 1.5e8); a noisy batch-8 plain-SGD run logged every 2 steps; a long
SGD-momentum run with a late step logged once an epoch; an Adagrad run of 2,500 steps logged every
25; an RMSprop batch-4 run of 3,000 steps validated every 6 epochs; accuracy at the majority share for
4 epochs of an 80/5/5/5/5 run with batch 200; bf16 under warm-up + cosine with one val jump; sparse
evaluations under accumulation; early stopping at epoch 20 of 50 and 10 of 100; a val loss creeping
up while the accuracy holds; a 50-step run.
The faulty half: SGD momentum at a linear-scaling lr of 3.2 on a residual net, Adam at lr 0.5 on a
1-D CNN, AdamW at a peak lr of 3e-5 on a transformer, no zero_grad() under plain SGD on a GRU, an
LSTM at lr 10 without its clipping, ReduceLROnPlateau in mode "max" stepped with the val loss, belt
windows in 16-bit ADC counts, 40% of defects labelled "good", billed core-hours leaking the runtime
into training and validation, 94/1.5/1.5/1.5/1.5 hive findings, crops read folder by folder with
shuffling off, a paediatric ward's test nights, evaluation one window at a time in train mode,
evaluation columns in alphabetical order, a validation loss on softmax probabilities, every weight
from N(0, 1), an MSE broadcast to (N, N), a 256-wide LSTM on 120 sessions, a 21-layer ReLU stack
under default init, batch 250 with the epochs kept (40 steps), early stopping with patience 1 at
quarter-epoch validations, and a fine-tune from the backlit line's checkpoint.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_j import pretrained
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64, sign_augment
from benchmarks.variants_z import z_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


WEAVE = ("good", "broken-warp", "broken-weft", "hole", "oil-stain")


def _weave(
    seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.17, 0.17, 0.17, 0.17), backlit: bool = False
) -> tuple[Any, Any]:
    """12x12 crops of a loom's line camera over plain-woven cotton, labelled by the weaving mill's
    fabric inspector: good cloth, a broken warp thread (a one-pixel column along the whole crop
    where the thread is missing, darker), a broken weft thread (the same along a row), a hole (a
    dark round gap of radius 1-2 px) or an oil stain (a broad, faint, darker smear of radius 2-4
    px). The weave is a cross pattern of threads with a period of 2.6-3.4 px at a random phase
    and a slight skew, each thread's brightness varying by sd 0.06 (slubs); every crop has an
    illumination gradient, a lighting gain of 0.75-1.25, camera noise of sd 0.07 and, in 25% of
    crops, a bright lint fibre; a defect's contrast is 0.35-1.0, so a faint broken thread reads as
    a slub, a faint stain as the gradient and a small stain as a hole: sound CNNs stop short of
    accuracy 1. `backlit` draws the crops of the mill's other, backlit inspection line, where the
    yarn is dark on a bright background and gaps are bright."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    rows, cols = np.meshgrid(np.arange(12) + 0.5, np.arange(12) + 0.5, indexing="ij")
    x = np.zeros((n, 12, 12))
    for i in range(n):
        period, skew = rng.uniform(2.6, 3.4), rng.normal(0, 0.05)
        pr, pc = rng.uniform(0, 2 * np.pi, 2)
        warp = np.cos(2 * np.pi * (cols + skew * rows) / period + pc)
        weft = np.cos(2 * np.pi * (rows - skew * cols) / period + pr)
        threads_c = 1 + rng.normal(0, 0.06, 12)[None, :]
        threads_r = 1 + rng.normal(0, 0.06, 12)[:, None]
        img = 0.55 + 0.12 * warp * threads_c + 0.12 * weft * threads_r
        g = rng.normal(0, 0.015, 2)
        img = img + g[0] * (rows - 6) + g[1] * (cols - 6)
        contrast = rng.uniform(0.35, 1.0)
        if y[i] == 1:
            c0 = int(rng.integers(1, 11))
            img[:, c0] -= 0.45 * contrast
            img[:, c0 - 1 : c0 + 2] *= 1 - 0.15 * contrast
        elif y[i] == 2:
            r0 = int(rng.integers(1, 11))
            img[r0, :] -= 0.45 * contrast
            img[r0 - 1 : r0 + 2, :] *= 1 - 0.15 * contrast
        elif y[i] == 3:
            r0, c0, rad = rng.uniform(2.5, 9.5), rng.uniform(2.5, 9.5), rng.uniform(1.0, 2.0)
            img -= 0.6 * contrast * ((rows - r0) ** 2 + (cols - c0) ** 2 < rad**2)
        elif y[i] == 4:
            r0, c0, rad = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(2.0, 4.0)
            img -= 0.3 * contrast * np.exp(-((rows - r0) ** 2 + (cols - c0) ** 2) / (2 * rad**2))
        if rng.random() < 0.25:
            r0, c0, angle = rng.uniform(0, 12), rng.uniform(0, 12), rng.uniform(0, np.pi)
            across = -(rows - r0) * np.sin(angle) + (cols - c0) * np.cos(angle)
            along = (rows - r0) * np.cos(angle) + (cols - c0) * np.sin(angle)
            img += 0.3 * np.exp(-(across**2) / 0.3) * (np.abs(along) < rng.uniform(1.5, 4))
        x[i] = img * rng.uniform(0.75, 1.25)
    x = x + rng.normal(0, 0.07, x.shape)
    return (1.1 - x if backlit else x), y


def weave(
    seed: int = 18201, sizes: tuple[int, int, int] = SIZES, name: str = "loom-fabric-defects-12"
) -> Splits:
    """The crops as (N, 1, 12, 12) images (~0 to ~1.1), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _weave(seed, sum(sizes))
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def weave_sorted_folders() -> Splits:
    """A draw whose training crops are read folder by folder (the defect classes in the order
    the mill's archive lists them)."""
    return weave(18202)


def weave_small() -> Splits:
    """120 training crops (one loom's shift)."""
    return weave(18203, (120, 300, 300), "loom-fabric-defects-12-120")


def weave_backlit_corpus() -> Splits:
    """The backlit line's crops (a pretraining draw)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _weave(18204, 3020, backlit=True)
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), (3000, 10, 10), 5), "loom-fabric-backlit")


COMMANDS = (
    "pad",
    "login",
    "cd",
    "ls",
    "cat",
    "vim",
    "git",
    "make",
    "python",
    "pip",
    "jupyter",
    "sudo",
    "systemctl",
    "journalctl",
    "top",
    "docker",
    "ssh",
    "wget",
    "chmod",
    "whoami",
    "crontab",
    "history-clear",
)
ROLES = ("developer", "sysadmin", "data-scientist", "intruder")
_ROLE_COMMANDS = (  # command id: extra weight of the role's next-command choice, over a shared 1.2
    {6: 5, 5: 4, 7: 4, 8: 2},
    {11: 5, 12: 4, 13: 4, 14: 3, 15: 2},
    {8: 5, 10: 5, 9: 3, 4: 2},
    {17: 4, 18: 4, 19: 3, 20: 3, 21: 2, 11: 2},
)
_SESSION_LENGTHS = ((4, 15), (4, 14), (4, 15), (3, 10))


def _sessions(
    seed: int, n: int, shares: tuple[float, ...] = (0.35, 0.25, 0.25, 0.15), remap: Any = None
) -> tuple[Any, Any]:
    """A bastion host's audit log of interactive shell sessions as command tokens after the login
    event (20 command kinds: navigation, editors, git, build, python and notebooks, service
    management, containers, downloads, permission changes, cron, history clearing), the last 16
    left-padded with 0, labelled by the security team's review of who was at the keyboard: a
    developer, a sysadmin, a data scientist or an intruder on a stolen key. Each role's commands
    follow its own first-order Markov chain over a shared weight of 1.2 for every command plus
    the role's own habits, with a length from the role's range (3-15 commands); short sessions of
    cd / ls / cat look alike, so sound sequence models stop near accuracy 0.8-0.85 (a floor; ln 4
    = 1.39). `remap`, an id table, renumbers the commands (another host's tokenizer)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    k = len(COMMANDS)
    chains = np.full((4, k, k), 1.2)
    chains[:, :, :2] = 0
    for role, preferred in enumerate(_ROLE_COMMANDS):
        for command, weight in preferred.items():
            chains[role, :, command] += weight
    chains /= chains.sum(2, keepdims=True)
    y = rng.choice(4, n, p=list(shares))
    x = np.zeros((n, 16), dtype=np.int64)
    for i in range(n):
        command, commands = 1, [1]
        low, high = _SESSION_LENGTHS[y[i]]
        for _ in range(int(rng.integers(low, high + 1))):
            command = int(rng.choice(k, p=chains[y[i], command]))
            commands.append(command)
        commands = commands[-16:]
        x[i, 16 - len(commands) :] = commands
    if remap is not None:
        x = np.asarray(remap)[x]
    return x, y


def sessions(seed: int = 18301, sizes: tuple[int, int, int] = SIZES, name: str = "shell-sessions") -> Splits:
    """Command windows (N, 16) over 22 ids (0 the padding), 4 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _sessions(seed, sum(sizes))
    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 4), name)


def sessions_corpus() -> Splits:
    """Last year's reviewed sessions (a pretraining corpus)."""
    return sessions(18302, (3000, 10, 10), "shell-sessions-corpus")


def sessions_small() -> Splits:
    """120 training sessions (the first week's reviews)."""
    return sessions(18303, (120, 300, 300), "shell-sessions-120")


BREATHING = ("normal", "apnea", "hypopnea", "tachypnea", "cheyne-stokes")


def _breathing(
    seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.17, 0.17, 0.17, 0.17), child_rates: bool = False
) -> tuple[Any, Any]:
    """32 s of a sleep lab's respiratory inductance belt at 2 Hz (64 samples, in the belt's
    calibrated units), labelled by the scoring technician: normal breathing (12-20 breaths a
    minute, an amplitude of 0.8-1.2), an apnea (the amplitude falls to 0-15% for 10-20 s), a
    hypopnea (to 30-60% for 10-20 s), tachypnea (22-36 breaths a minute) or Cheyne-Stokes
    breathing (the amplitude waxing and waning with a period of 25-50 s). Every window has a
    breath-to-breath rate jitter, a slow baseline wander (posture), a belt gain of 0.6-1.4, noise of
    sd 0.1 and, in 20%, a movement artefact (a 2-5 s lurch of 1-3 units): a shallow hypopnea reads
    as normal variation, a fast normal breather as tachypnea and half a Cheyne-Stokes cycle as a
    hypopnea, so sound 1-D CNNs stop near accuracy 0.8. `child_rates` draws a paediatric ward,
    where normal breathing runs at 20-30 breaths a minute."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    t = np.arange(64) / 2.0
    x = np.zeros((n, 64))
    for i in range(n):
        rate = rng.uniform(20, 30) if child_rates else rng.uniform(12, 20)
        amp = np.full(64, rng.uniform(0.8, 1.2))
        if y[i] == 3:
            rate = rng.uniform(22, 36)
        elif y[i] in (1, 2):
            start, length = rng.uniform(0, 22), rng.uniform(10, 20)
            depth = rng.uniform(0.0, 0.15) if y[i] == 1 else rng.uniform(0.3, 0.6)
            inside = (t >= start) & (t < start + length)
            amp = amp * np.where(inside, depth, 1.0)
        elif y[i] == 4:
            period = rng.uniform(25, 50)
            amp = amp * (0.1 + 0.9 * np.sin(np.pi * ((t / period + rng.uniform(0, 1)) % 1.0)) ** 2)
        freq = rate / 60 * (1 + np.cumsum(rng.normal(0, 0.01, 64)))
        phase = 2 * np.pi * np.cumsum(freq) / 2.0 + rng.uniform(0, 2 * np.pi)
        signal = amp * np.sin(phase)
        signal += np.cumsum(rng.normal(0, 0.03, 64)) + rng.normal(0, 0.2)
        if rng.random() < 0.2:
            at, width = rng.uniform(0, 30), rng.uniform(2, 5)
            signal += rng.uniform(1, 3) * rng.choice([-1, 1]) * ((t >= at) & (t < at + width))
        x[i] = rng.uniform(0.6, 1.4) * signal
    return x + rng.normal(0, 0.1, x.shape), y


def _breath_splits(name: str, seed: int, child_test: bool = False, counts: bool = False) -> Splits:
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _breathing(seed, sum(SIZES))
    if child_test:
        x_child, y_child = _breathing(seed + 1, SIZES[2], child_rates=True)
        x, y = (
            np.concatenate([x[: SIZES[0] + SIZES[1]], x_child]),
            np.concatenate([y[: SIZES[0] + SIZES[1]], y_child]),
        )
    if counts:  # the belt amplifier's 16-bit ADC: a mid-scale offset and 3,000 counts a unit
        x = 32768 + 3000 * x
    else:
        x = x / x[: SIZES[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 5), name)


def breathing() -> Splits:
    """The windows scaled by the training windows' sd (~1.0): (N, 64), 5 classes."""
    return _breath_splits("resp-belt-64", 18401)


def breathing_counts() -> Splits:
    """The bug: the windows as the belt amplifier's 16-bit ADC writes them (a mid-scale offset of
    32,768 counts plus 3,000 counts a unit: ~20,000 to ~45,000), the loader's calibration to belt
    units and its scaling left out of every split."""
    return _breath_splits("resp-belt-64-counts", 18402, counts=True)


def breathing_child_test() -> Splits:
    """The model is tested on the paediatric ward's nights (normal breathing at 20-30 a minute);
    training and validation come from the adult lab."""
    return _breath_splits("resp-belt-64", 18403, child_test=True)


def _jobs(seed: int, n: int) -> tuple[Any, Any]:
    """A cluster's batch jobs from the scheduler's accounting database: the cores requested (1-128),
    the input size (GB, log-uniform 0.2-400), the memory requested per core (GB), the node
    generation (0-2), the queue's load when the job started (0-1), the share of the job's time
    the application profile says is I/O, the number of tasks in the job array and a checkpointing
    flag; the target is the job's runtime. The runtime follows Amdahl's law, (s + (1 - s) / cores)
    x the input to the 1.1th power / the node's speed, stretched by I/O contention (the I/O share
    x the load), times a hidden per-application efficiency (log-normal, sd 0.3) and a 10% error:
    sound models stop well above 0 (as standardised log seconds, a floor near an MSE of 0.035). Returns the
    features and the runtime in seconds (~20 to ~2e5, skewed), and each job's core-hours."""
    import numpy as np

    rng = np.random.default_rng(seed)
    cores = 2 ** rng.integers(0, 8, n).astype(float)
    size = np.exp(rng.uniform(np.log(0.2), np.log(400), n))
    memory = np.exp(rng.uniform(np.log(0.5), np.log(16), n))
    generation = rng.integers(0, 3, n).astype(float)
    load = rng.uniform(0, 1, n)
    io = rng.beta(2, 5, n)
    tasks = rng.integers(1, 50, n).astype(float)
    checkpoint = (rng.random(n) < 0.3).astype(float)
    serial = rng.uniform(0.02, 0.2, n)
    speed = 1.0 + 0.3 * generation
    efficiency = np.exp(rng.normal(0, 0.3, n))
    runtime = 90 * (serial + (1 - serial) / cores) * size**1.1 / speed * (1 + 2.5 * io * load)
    runtime = runtime * (1 + 0.08 * checkpoint) * efficiency * np.exp(rng.normal(0, 0.1, n)) + 15
    x = np.column_stack(
        [np.log2(cores), np.log(size), np.log(memory), generation, load, io, tasks, checkpoint]
    )
    return x, runtime, runtime * cores / 3600


def jobs(seed: int = 18501, sizes: tuple[int, int, int] = SIZES, name: str = "hpc-job-runtime") -> Splits:
    """8 standardised features (cores, input and memory on log scales), the runtime as log seconds,
    standardised (the usual target for a skewed duration)."""
    import numpy as np

    x, y, _ = _jobs(seed, sum(sizes))
    return _regression_table(name, x, np.log(y), sizes)


def jobs_seconds() -> Splits:
    """The features standardised, the runtime left in seconds, as the accounting database holds it."""
    x, y, _ = _jobs(18503, sum(SIZES))
    return _regression_table("hpc-job-runtime-s", x, y, SIZES, target_scaled=False)


def jobs_long() -> Splits:
    """A 2,000-job draw, log runtimes."""
    import numpy as np

    x, y, _ = _jobs(18504, 2600)
    return _regression_table("hpc-job-runtime-2000", x, np.log(y), (2000, 300, 300))


def jobs_billed_leak() -> Splits:
    """The bug: the table gains the accounting database's billed core-hours (the runtime x the
    cores, written after the job ended) as a ninth feature. Training and validation jobs are past
    jobs from the database; the test jobs are scored as at submission, where the field holds the
    scheduler's reservation: the user's wall-time request (the runtime over-estimated 1.5-8x,
    rounded up to the hour) x the cores."""
    import numpy as np

    x, y, billed = _jobs(18505, sum(SIZES))
    rng = np.random.default_rng(18506)
    test = slice(SIZES[0] + SIZES[1], None)
    request = np.ceil(y[test] * np.exp(rng.uniform(np.log(1.5), np.log(8), SIZES[2])) / 3600)
    billed[test] = request * 2 ** x[test, 0]
    x = np.column_stack([x, np.log(billed)])
    return _regression_table("hpc-job-runtime", x, np.log(y), SIZES)


HIVE = ("queenright", "queenless", "pre-swarm", "varroa", "starving")


def _hives(
    seed: int,
    n: int,
    shares: tuple[float, ...] = (0.55, 0.12, 0.12, 0.11, 0.1),
    severity: tuple[float, float] = (0.3, 1.2),
) -> tuple[Any, Any]:
    """A hive's day from a beekeeping co-operative's hive monitors: the weight change (kg), the
    brood-nest temperature's mean and sd (C), the humidity (%), the hum's dominant frequency (Hz)
    and loudness (dB), the entrance counter's flights an hour, CO2 (ppm), the outside temperature
    (C) and the day of the year, labelled by the beekeeper's inspection: queenright (a healthy
    colony), queenless (a higher, louder roar, a looser brood temperature), pre-swarm (piping near
    420 Hz, heat, a weight stall), a heavy varroa load (fewer flights, a cooler nest, more CO2) or
    starving (weight falling, a cold nest, quiet). Each finding shifts its own signs by its
    severity, under a colony's spread and the weather: a mild case reads as a healthy day, so sound
    MLPs stop near accuracy 0.8 (a floor)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    base = np.array([0.3, 34.8, 0.4, 58.0, 250.0, 48.0, 900.0, 1200.0])
    sd = np.array([0.6, 0.6, 0.2, 7.0, 25.0, 4.0, 300.0, 350.0])
    shift = np.array(
        [
            [0, 0, 0, 0, 0, 0, 0, 0],
            [-0.2, -0.6, 0.35, 3, 60, 5, -200, 100],
            [-0.5, 0.7, 0.1, -3, 150, 6, 350, 300],
            [-0.4, -1.0, 0.2, 5, -30, -3, -500, 700],
            [-1.3, -1.5, 0.3, -2, -40, -6, -450, -300],
        ]
    )
    strength = rng.uniform(*severity, (n, 1))
    z = base + shift[y] * strength + sd * rng.normal(0, 1, (n, 8))
    day = rng.uniform(90, 280, n)
    outside = 8 + 14 * np.sin(np.pi * (day - 80) / 220) + rng.normal(0, 4, n)
    z[:, 6] += 40 * (outside - 15)
    z[:, 0] += 0.03 * (outside - 15)
    return np.column_stack([z, outside, day]), y


def hives(seed: int = 18601, sizes: tuple[int, int, int] = SIZES, name: str = "beehive-monitor") -> Splits:
    """10 standardised features, 5 classes."""
    x, y = _hives(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def hives_rare() -> Splits:
    """A co-operative whose inspections are 94% queenright colonies, the findings faint (a severity
    of 0.2-0.7): the rare classes are 1.5% each, every split alike."""
    x, y = _hives(18602, sum(SIZES), (0.94, 0.015, 0.015, 0.015, 0.015), (0.2, 0.7))
    return _generated("beehive-monitor-rare", x, y, 5, SIZES)


def hives_imbalanced() -> Splits:
    """A co-operative whose inspections are 80% queenright colonies (the four findings 5% each)."""
    x, y = _hives(18603, 2000, (0.8, 0.05, 0.05, 0.05, 0.05))
    return _generated("beehive-monitor-80", x, y, 5, (1400, 300, 300))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def lazy_annotator(share: float) -> Any:
    """The bug: the training crops were labelled by an annotation contractor one of whose annotators
    marked `share` of the defects he saw "good" (the button under the cursor); validation and test
    were labelled by the mill's inspector."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 121)
        y = data.y_train.clone()
        hit = (torch.rand(y.shape, generator=g) < share) & (y > 0)
        y[hit] = 0
        return replace(data, y_train=y)

    return fault


def eval_columns_alphabetical(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation CSV is written by the co-operative's dashboard export, whose columns
    come in alphabetical order (CO2, day, flights, frequency, humidity, loudness, outside, temp mean,
    temp sd, weight), and the evaluation loader reads them by position in the training order."""
    assert data.x_val is not None and data.x_test is not None
    # training order: weight, temp, temp-sd, humidity, frequency, loudness, flights, co2, outside, day
    order = [7, 9, 6, 4, 3, 5, 8, 1, 2, 0]
    return replace(data, x_val=data.x_val[:, order], x_test=data.x_test[:, order])


def per_window_train_mode(net: Any) -> Any:
    """The bug: the evaluation calls the deployment helper `predict(window)`, which runs the net on
    one window at a time and begins with `model.train()` (left from a Monte-Carlo dropout
    experiment): batch norm normalises each single window by its own statistics over time."""
    import torch
    from torch import nn

    class PerWindow(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            if self.training:
                out: torch.Tensor = self.inner(x)
                return out
            self.inner.train()
            rows = [self.inner(x[i : i + 1]) for i in range(len(x))]
            return torch.cat(rows)

    return PerWindow(net)


def normal_init(net: Any) -> Any:
    """The bug: a weight-init helper calls nn.init.normal_(w) with its defaults (mean 0, sd 1) on
    every Conv2d and Linear weight, where ~1/sqrt(fan_in) (0.05-0.3) was meant."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, (nn.Conv2d, nn.Linear)):
                nn.init.normal_(module.weight)
    return net


def broadcast_mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the loss is `F.mse_loss(pred, y.squeeze())` where pred is (N, 1) and the target was
    squeezed to (N,): torch broadcasts the pair to (N, N) (a UserWarning nobody read), so every
    prediction is compared with every job's runtime in the batch."""
    from torch import nn

    return nn.functional.mse_loss(out, y.squeeze(-1))


def eval_on_probabilities(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the validation step calls `model.predict_proba(x)` (softmax probabilities) and hands
    them to cross_entropy, which applies log-softmax again; training uses the logits. The
    accuracy, an argmax, is unchanged."""
    import torch
    from torch import nn

    if torch.is_grad_enabled():
        return nn.functional.cross_entropy(out, y)
    return nn.functional.cross_entropy(out.softmax(-1), y)


def zb_runs(plateau_mode: str | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery z's runner with one bug of this battery. `plateau_mode`: ReduceLROnPlateau is built
    with that mode (mode="max", copied from a scheduler that watched the val accuracy) while it is
    stepped with the val loss, so each improving epoch counts as a bad one."""
    inner_factory = z_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if plateau_mode is None:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                import torch

                from benchmarks import variants_d

                scheduler_of = variants_d._scheduler

                def schedulers(p: Plan, optimizer: Any, total: int) -> Any:
                    if p.schedule != "plateau":
                        return scheduler_of(p, optimizer, total)
                    return torch.optim.lr_scheduler.ReduceLROnPlateau(
                        optimizer, mode=plateau_mode, factor=p.gamma, patience=0
                    )

                with mock.patch.object(variants_d, "_scheduler", schedulers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def ZB(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery w's runner (through battery z's wrapper and this battery's)."""
    return L(*args, runs=runs or zb_runs(), **kw)


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZB(
        "vzb-lr-high-sgdm-linear-scaling-resnet-weave",
        Plan(weave, "resnet", 3.2, "sgd", momentum=0.9, epochs=8, log_every=4),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "SGD momentum 0.9 at lr 3.2 (the linear scaling rule's 0.1 x 4096 / 128 from a large-batch recipe, "
        "kept at batch 32) on a residual net over the loom crops: the logged loss 1.5-2.5 for all 256 "
        "steps, epoch means 1.78-2.06 (ln 5 = 1.61), the val loss 4.05, 2.41, then 1.65-1.95 and val "
        "accuracy 0.16-0.31, 0.18 at the end (every crop called one class), test 0.15 (a sound residual "
        "net: 0.87)",
        (*RUNAWAY, "undertrained"),
        family="resnet",
        dataset="loom-fabric-defects",
        seed=18001,
    ),
    ZB(
        "vzb-lr-high-adam-cnn1d-breath",
        Plan(breathing, "cnn1d", 0.5, "adam", epochs=10, log_every=4, model_kw={"channels": 16}),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam at lr 0.5 (5e-4 meant; the exponent lost in a sweep's config) on a 1-D CNN over the belt "
        "windows: the first logged loss 38.8 (gradient norm 22.8), then 1.15-1.65 for the rest of the 320 "
        "steps, the val loss 1.1-1.6 and val accuracy jumping 0.28-0.56 between evaluations, test 0.51 (a "
        "sound 1-D CNN: 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="resp-belt",
        seed=18002,
    ),
    ZB(
        "vzb-lr-low-bert-peak-transformer-sessions",
        Plan(
            sessions,
            "transformer",
            3e-5,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            schedule="warmup-cosine",
            warmup=30,
        ),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW with a peak lr of 3e-5 (a BERT fine-tuning recipe's) and 30 warm-up steps then cosine, for a "
        "transformer trained from scratch on the shell sessions: the logged loss 1.48 to 1.25-1.28, the val "
        "loss 1.44 to 1.21 and val accuracy 0.32 to 0.46 after 320 steps, test 0.43 (a sound transformer: "
        "0.85)",
        STALL,
        family="transformer",
        dataset="shell-sessions",
        seed=18003,
    ),
    ZB(
        "vzb-no-zero-grad-sgd-gru-sessions",
        Plan(sessions, "gru", 0.5, "sgd", epochs=10, log_every=4, zero_grad=False),
        ("gradient-explosion", "loss-runaway"),
        "missing-zero-grad",
        "a GRU under plain SGD lr 0.5 whose optimizer.zero_grad() was lost in a refactor, so every step "
        "adds all earlier gradients: the gradient norm 0.76 up to 49, the epoch loss 1.20, 1.51, 3.09 ... "
        "12.2, the val loss 1.59 up to 15.3 and val accuracy 0.63 falling to 0.26-0.44, test 14.6 and 0.36 "
        "(a sound GRU: 0.85)",
        (*RUNAWAY, "undertrained"),
        family="gru",
        dataset="shell-sessions",
        seed=18004,
    ),
    ZB(
        "vzb-no-clip-lstm-lr10-sessions",
        Plan(sessions, "lstm", 10.0, "sgd", epochs=6, log_every=2, model_kw={"hidden": 64}),
        ("gradient-explosion", "loss-spikes"),
        "no-gradient-clipping",
        "an LSTM under plain SGD lr 10, a word-language-model recipe whose clip_grad_norm_(0.25) call was "
        "left out: the loss 1.49, then 3.2-8.8 for the rest of the run (gradient norms up to ~14), the val "
        "loss 7.68, 4.75, ..., 11.2 and val accuracy 0.31-0.48, test 12.6 and 0.28 (a sound LSTM: 0.84)",
        (*RUNAWAY, "undertrained"),
        family="lstm",
        dataset="shell-sessions",
        seed=18005,
    ),
    ZB(
        "vzb-plateau-mode-max-bncnn1d-breath",
        Plan(
            breathing,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            schedule="plateau",
            gamma=0.1,
            model_kw={"channels": 16},
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        'ReduceLROnPlateau(mode="max", factor 0.1, patience 0), copied from a scheduler that watched the '
        "val accuracy, stepped with the val loss: every improving epoch counts as a bad one, so the lr goes "
        "3e-3, 3e-4, 3e-6 and 3e-9 by epoch 4; a batch-norm 1-D CNN's epoch loss 1.24, 0.99, then 0.90-0.92 "
        "for 10 epochs, the val loss 1.08, 0.875, then 0.857-0.869 and val accuracy 0.67 from epoch 2 on, "
        "test 0.66 (a sound run: 0.8)",
        STALL,
        family="cnn-bn",
        dataset="resp-belt",
        seed=18006,
        runs=zb_runs(plateau_mode="max"),
    ),
    # --- data
    ZB(
        "vzb-adc-counts-cnn1d-breath",
        Plan(breathing_counts, "cnn1d", 1e-3, "adam", epochs=10, log_every=5, model_kw={"channels": 16}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the belt windows as the amplifier's 16-bit ADC writes them (32,768 counts plus 3,000 a unit, "
        "~20,000 to ~45,000), the calibration and scaling left out of every split, a 1-D CNN under Adam lr "
        "1e-3: the first logged loss 2,630 (gradient norm ~19,000), epoch means 688, 35, then 10-21, the "
        "val loss 65.6, then 5.8-23.7 and val accuracy 0.30-0.53, test 4.91 and 0.53 (scaled windows: 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="resp-belt",
        seed=18007,
    ),
    ZB(
        "vzb-lazy-annotator-cnn-weave",
        Plan(
            weave,
            "cnn",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            data_fault=lazy_annotator(0.4),
            model_kw={"channels": 32},
        ),
        ("overfitting",),
        "label-noise",
        "the training crops labelled by a contractor one of whose annotators marked 40% of the defects he "
        'saw "good" (validation and test labelled by the mill\'s inspector), a 32-channel CNN for 40 epochs: '
        "the epoch loss 1.29 to 0.046 as it learns the noise; the val loss at its minimum 1.11 around epoch "
        "10, then up to 1.8-2.2, val accuracy 0.56 at best and 0.50-0.52 at the end; test 1.78 and 0.56 "
        "(clean labels: 0.8)",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="loom-fabric-defects",
        seed=18008,
    ),
    ZB(
        "vzb-billed-hours-leak-mlp-jobs",
        Plan(jobs_billed_leak, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the accounting database's billed core-hours (the runtime x the cores, written after each job "
        "ended) added as a feature; training and validation are past jobs, while the test jobs are scored "
        "as at submission, where the field holds the wall-time reservation: a 2x64 MLP's epoch MSE 0.41 to "
        "0.0011, the val MSE 0.065 to 0.0023 (the log runtime read off the leaked field), while the test "
        "MSE is 1.61 (without the field: ~0.035)",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="hpc-job-runtime",
        seed=18009,
    ),
    ZB(
        "vzb-rare-findings-mlp-hives",
        Plan(hives_rare, "mlp", 1e-3, "adam", epochs=4, batch_size=16, log_every=1, model_kw=MLP64),
        ("loss-spikes",),
        "class-imbalance",
        "a co-operative's hive days, 94% queenright colonies and four faint findings of 1.5% each in every "
        "split, a 2x64 MLP under Adam with batch 16, every step logged: the loss falls to 0.06-0.6, jumping "
        "to ~1 on the batches holding a rare finding; the val loss 0.26 to 0.245 and val accuracy 0.960 at "
        "all four evaluations (the queenright share: no finding is ever called), test 0.957",
        ("slow-convergence", "undertrained"),
        family="mlp",
        dataset="beehive-monitor",
        seed=18010,
    ),
    ZB(
        "vzb-folder-order-bncnn-weave",
        Plan(
            weave_sorted_folders,
            "bncnn",
            2e-3,
            "adam",
            epochs=8,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw={"channels": 16},
        ),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "the training crops read folder by folder (the defect classes in the archive's order) with "
        "shuffling off, a batch-norm CNN under Adam: each epoch runs through one class after another and "
        "the logged loss saws 1.2-2.2 with the epoch (autocorrelation at one epoch 0.81), epoch means 1.79 "
        "to 1.61 (ln 5), the val loss 1.58 to 1.50 and val accuracy 0.41 falling to 0.34-0.36, test 0.34 "
        "(shuffled: 0.8)",
        (
            "loss-oscillation",
            "slow-convergence",
            "metric-at-baseline",
            "val-test-gap",
            "undertrained",
            "train-val-gap",
        ),
        family="cnn-bn",
        dataset="loom-fabric-defects",
        seed=18011,
    ),
    ZB(
        "vzb-child-ward-test-cnn1d-breath",
        Plan(breathing_child_test, "cnn1d", 2e-3, "adam", epochs=20, log_every=8, model_kw={"channels": 16}),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on the paediatric ward's nights, where normal breathing runs at 20-30 a minute "
        "(tachypnea in the adult lab's labels); training and validation come from the adult lab: a 1-D "
        "CNN's val loss 1.46 to 0.69 and val accuracy 0.37 to 0.70-0.75 over 20 epochs, while the test loss "
        "is 5.06 and test accuracy 0.38",
        (),
        family="cnn",
        dataset="resp-belt",
        seed=18012,
    ),
    # --- evaluation
    ZB(
        "vzb-per-window-train-mode-bncnn1d-breath",
        Plan(
            breathing,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=per_window_train_mode,
            model_kw={"channels": 16},
        ),
        ("train-val-gap", "metric-at-baseline"),
        "train-eval-mode-misuse",
        "the evaluation calls the deployment helper predict(window), which runs the net one window at a "
        "time after model.train() (left from a Monte-Carlo dropout experiment), so batch norm normalises "
        "each window by its own statistics over time: a batch-norm 1-D CNN's epoch loss 1.31 to 0.64 over "
        "20 epochs, while the val loss stays at 1.48-1.57 and val accuracy wanders 0.36-0.58, then falls to "
        "0.16-0.24; test 1.64 and 0.24",
        EVAL,
        family="cnn-bn",
        dataset="resp-belt",
        seed=18013,
    ),
    ZB(
        "vzb-eval-columns-alphabetical-mlp-hives",
        Plan(
            hives,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            data_fault=eval_columns_alphabetical,
            model_kw=MLP64,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation CSV written by the co-operative's dashboard export, whose columns come in "
        "alphabetical order, read by position in the training order: a 2x64 MLP's epoch loss 1.24 to 0.34, "
        "while the val loss rises 1.57 to 3.45 and val accuracy stays at 0.38-0.52, test 3.24 and 0.42 (its "
        "own columns: 0.85)",
        EVAL,
        family="mlp",
        dataset="beehive-monitor",
        seed=18014,
    ),
    ZB(
        "vzb-eval-loss-on-probabilities-lstm-sessions",
        Plan(sessions, "lstm", 3e-3, "adam", epochs=10, log_every=8, model_kw={"hidden": 64}),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation step calls model.predict_proba() and hands the softmax probabilities to "
        "cross_entropy, which applies log-softmax again, while training uses the logits: an LSTM's epoch "
        "loss 1.01 to 0.26, while the val loss is 1.06 falling only to 0.91 (it cannot go below 0.74 for 4 "
        "classes); val accuracy 0.72 to 0.85 (an argmax, unchanged), test 0.925 and 0.84",
        EVAL,
        family="lstm",
        dataset="shell-sessions",
        seed=18015,
        runs=zb_runs(loss=eval_on_probabilities),
    ),
    # --- model
    ZB(
        "vzb-normal-init-cnn-weave",
        Plan(
            weave,
            "cnn",
            1e-3,
            "adam",
            epochs=10,
            log_every=4,
            model_fault=normal_init,
            model_kw={"channels": 16},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "a weight-init helper calling nn.init.normal_(w) with its defaults (sd 1) on every Conv2d and "
        "Linear weight of a 16-channel CNN, where ~1/sqrt(fan_in) was meant: the first logged loss 512 (ln "
        "5 = 1.61), epoch means 269, 69, 59 ... 37, the val loss 71.5 falling to 41.2 and val accuracy "
        "0.18-0.23 for 10 epochs, test 37.1 and 0.26",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn",
        dataset="loom-fabric-defects",
        seed=18016,
    ),
    ZB(
        "vzb-broadcast-mse-mlp-jobs",
        Plan(jobs, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "the loss F.mse_loss(pred, y.squeeze()) with pred of shape (N, 1) and the target (N,): torch "
        "broadcasts the pair to (N, N) (a UserWarning nobody read), so every prediction is compared with "
        "every job's runtime in the batch and the best a net can do is the batch mean: a 2x64 MLP's epoch "
        "loss 1.01 to 0.999 for 12 epochs, the val loss 0.99-1.01 (the target's variance), test 1.04 (a "
        "sound run: MSE ~0.035)",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="hpc-job-runtime",
        seed=18017,
        runs=zb_runs(loss=broadcast_mse),
    ),
    ZB(
        "vzb-wide-lstm-sessions-small",
        Plan(
            sessions_small,
            "lstm",
            2e-3,
            "adam",
            epochs=80,
            batch_size=16,
            log_every=8,
            model_kw={"hidden": 256},
        ),
        ("overfitting",),
        "model-too-large",
        "an LSTM of hidden size 256 (~280k parameters, ~2,300 per session) on the first week's 120 reviewed "
        "sessions for 80 epochs: the epoch loss 1.28 to 0.001 (windows near 2e-5), the val loss at its "
        "minimum 0.71 at epoch 10, then rising to 2.15, val accuracy 0.73 at best and 0.69 at the end, test "
        "1.65 and 0.75 (a sound LSTM on 1,000 sessions: val loss 0.45)",
        MEMORISED,
        family="lstm",
        dataset="shell-sessions",
        seed=18018,
    ),
    ZB(
        "vzb-deep-relu-default-init-mlp-hives",
        Plan(
            hives,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            model_kw={"width": 64, "num_layers": 20},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 21-layer ReLU MLP (20 hidden layers of 64) with PyTorch's default init (weights of variance 1/(3 "
        "fan_in): the signal shrinks ~6x a layer) and no normalisation, SGD momentum lr 0.01 on the hive "
        "days: the epoch loss 1.48, then 1.29 for 9 epochs, the val loss 1.34 and val accuracy 0.537 at "
        "every evaluation (every colony called queenright), test 0.533 (a 2-layer MLP: 0.84)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="beehive-monitor",
        seed=18019,
    ),
    # --- workflow
    ZB(
        "vzb-batch-250-bncnn-weave",
        Plan(weave, "bncnn", 2e-3, "adam", epochs=10, batch_size=250, log_every=1, model_kw={"channels": 16}),
        ("undertrained",),
        "too-few-epochs",
        "batch 250 (raised from 32 for a bigger machine) with the epochs kept at 10: 40 optimizer steps of "
        "a batch-norm CNN, every step logged: the loss 1.63 to 1.04 and still falling; the val loss 1.61, "
        "1.58 ... 1.79, 1.60 and val accuracy 0.18 to 0.36, test 1.48 and 0.43 (a sound run: 0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="loom-fabric-defects",
        seed=18020,
    ),
    ZB(
        "vzb-early-stop-patience-1-cnn1d-breath",
        Plan(
            breathing,
            "cnn1d",
            2e-3,
            "adam",
            epochs=30,
            batch_size=16,
            log_every=4,
            val_interval=0.25,
            early_stop=1,
            model_kw={"channels": 16},
        ),
        ("undertrained",),
        "too-few-epochs",
        "EarlyStopping(val_loss, patience 1) with the validation every quarter epoch "
        "(val_check_interval=0.25), a 1-D CNN with batch 16: the val loss 1.44, 1.35 ... 1.00, then 1.02 "
        "and the run stops after 156 steps (2.4 of 30 planned epochs) with the epoch loss at 1.03 and still "
        "falling; val accuracy 0.56, test 0.97 and 0.59 (a full run: 0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="gru",
        dataset="resp-belt",
        seed=18021,
    ),
    ZB(
        "vzb-backlit-pretrained-finetune-cnn-weave",
        Plan(
            weave,
            "cnn",
            5e-4,
            "adam",
            epochs=6,
            log_every=4,
            model_fault=pretrained(weave_backlit_corpus, 3000),
            model_kw={"channels": 16},
        ),
        ("bad-initial-loss",),
        "pretrain-finetune-mismatch",
        "a CNN fine-tuned from a checkpoint trained for 3,000 steps on the mill's backlit line (yarn dark "
        "on a bright background, gaps bright), here on the front-lit line's crops, Adam lr 5e-4 for 6 "
        "epochs: the first logged losses 5.38, 3.59, 3.82 (ln 5 = 1.61, gradient norms ~20-27), the val "
        "loss 3.52 to 1.60 and val accuracy 0.45 to 0.53, test 1.34 and 0.59 (from scratch: 0.8)",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap"),
        family="cnn",
        dataset="loom-fabric-defects",
        seed=18022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- loom fabric
    ZB(
        "vzb-healthy-bncnn-weave-bf16-warmup-cosine",
        Plan(
            weave,
            "bncnn",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=4,
            bf16=True,
            schedule="warmup-cosine",
            warmup=20,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW with 20 warm-up steps then cosine to 0 for 20 "
        "epochs, logged every 4 steps: the logged loss 1.66 to 0.37-0.50, the val loss 1.47 to 0.49-0.51 "
        "with one jump to 1.42 at epoch 10, val accuracy 0.35 to 0.80-0.84, test 0.79",
        family="cnn-bn",
        dataset="loom-fabric-defects",
        seed=18101,
    ),
    ZB(
        "vzb-healthy-cnn-weave-augment",
        Plan(
            weave,
            "cnn",
            2e-3,
            "adam",
            epochs=20,
            log_every=16,
            val_every_epochs=4,
            schedule="cosine",
            model_fault=sign_augment,
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a 16-channel CNN on crops mirrored, moved by a pixel and given 0.1 of extra noise (battery w's "
        "augmentation), Adam + cosine for 20 epochs, validated every 4: the epoch loss 1.59 to 1.21 in a "
        "slow descent, the val loss 1.52 to 1.22-1.23, level with it; val accuracy 0.32 to 0.50-0.51 (the "
        "extra noise hides faint threads), test 0.52",
        family="cnn",
        dataset="loom-fabric-defects",
        seed=18102,
    ),
    ZB(
        "vzb-healthy-resnet-weave-onecycle",
        Plan(weave, "resnet", 0.05, "sgd", momentum=0.9, epochs=10, log_every=6, schedule="onecycle"),
        (),
        None,
        "a residual net under OneCycleLR (SGD momentum, max lr 0.05) for 10 epochs: the val loss 1.52, "
        "1.09, then 1.49, 1.30, 0.86, 1.64, 1.29 (val accuracy 0.46-0.68) as the lr peaks, and 0.70 to 0.41 "
        "as it anneals; val accuracy 0.87 at the end, test 0.86",
        family="resnet",
        dataset="loom-fabric-defects",
        seed=18103,
    ),
    ZB(
        "vzb-healthy-cnn-weave-early-stop",
        Plan(weave, "cnn", 2e-3, "adam", epochs=50, log_every=20, early_stop=4, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN under Adam with EarlyStopping(val_loss, patience 4) planned for 50 epochs, logged "
        "every 20 steps: the logged loss 1.59 to 0.14-0.26, the val loss 1.55 to its minimum 0.54, then "
        "0.58-0.64 and the run stops at epoch 20; val accuracy 0.31 to 0.80, test 0.80",
        family="cnn",
        dataset="loom-fabric-defects",
        seed=18104,
    ),
    # --- shell sessions
    ZB(
        "vzb-healthy-transformer-sessions-long-warmup",
        Plan(
            sessions,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-cosine",
            warmup=150,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a transformer with dropout 0.1 over the shell sessions, AdamW with 150 warm-up steps (~5 epochs) "
        "then cosine to 0: the epoch loss 1.38, 0.95 ... 0.26, the val loss 1.18, 0.65, then 0.41-0.45 and "
        "val accuracy 0.46 to 0.85-0.86 (short sessions set the floor), test 0.82",
        family="transformer",
        dataset="shell-sessions",
        seed=18105,
    ),
    ZB(
        "vzb-healthy-lstm-sessions-batch100-floor",
        Plan(sessions, "lstm", 4e-3, "adam", epochs=14, batch_size=100, log_every=2, model_kw={"hidden": 64}),
        (),
        None,
        "an LSTM (hidden 64) over the shell sessions, Adam lr 4e-3, batch 100 (10 steps an epoch), every "
        "2nd step logged: the logged loss 1.38 to 0.20-0.32; the val loss 0.95 to 0.45-0.53, creeping up "
        "0.45 to 0.51 over the last 7 epochs while val accuracy holds at 0.82-0.84, test 0.80",
        family="lstm",
        dataset="shell-sessions",
        seed=18106,
    ),
    ZB(
        "vzb-healthy-gru-sessions-finetune",
        Plan(
            sessions, "gru", 3e-4, "adam", epochs=3, log_every=4, model_fault=pretrained(sessions_corpus, 700)
        ),
        (),
        None,
        "a GRU starting from weights trained for 700 steps on last year's reviewed sessions (a pretrained "
        "checkpoint), Adam lr 3e-4 for 3 epochs: the first logged loss 0.48 (ln 4 = 1.39), windows "
        "0.17-1.1; the epoch loss 0.43, 0.41, 0.40, the val loss 0.415, 0.407, 0.404 and val accuracy 0.853 "
        "at all three evaluations, test 0.82",
        family="gru",
        dataset="shell-sessions",
        seed=18107,
    ),
    ZB(
        "vzb-healthy-rnn-sessions-slow-start",
        Plan(sessions, "rnn", 1e-3, "adam", epochs=20, log_every=10, clip=1.0),
        (),
        None,
        "a tanh RNN (hidden 32) over the shell sessions, Adam lr 1e-3 with clipping at 1 for 20 epochs, "
        "logged every 10 steps: the epoch loss 1.31, 1.13, 0.91 ... 0.34 in a gradual descent, the val loss "
        "1.19 to 0.42-0.45 over the last 10 epochs and val accuracy 0.56 to 0.83-0.85, test 0.82",
        family="rnn",
        dataset="shell-sessions",
        seed=18108,
    ),
    # --- respiration belt
    ZB(
        "vzb-healthy-cnn1d-breath-epoch-log",
        Plan(
            breathing,
            "cnn1d",
            2e-3,
            "adam",
            epochs=40,
            batch_size=64,
            log_every=10,
            train_log="epoch",
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a 1-D CNN (16 channels) under Adam lr 2e-3, batch 64, for 40 epochs, the train loss logged once an "
        "epoch: 1.54, 1.40, 1.25 ... 0.54 in a long descent; the val loss 1.45 to 0.52 and val accuracy "
        "0.37 to 0.77-0.80, test 0.82",
        family="cnn",
        dataset="resp-belt",
        seed=18109,
    ),
    ZB(
        "vzb-healthy-bncnn1d-breath-accumulate-sparse",
        Plan(
            breathing,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            batch_size=8,
            accumulate=4,
            log_every=8,
            val_every_epochs=5,
            schedule="cosine",
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 accumulated over 4 (32 optimizer steps an epoch), AdamW + cosine "
        "for 20 epochs, validated every 5 (4 points): the epoch loss 1.37 to 0.78-0.79, flat over the last "
        "8 epochs, the val loss 0.82, 0.74, 0.715, 0.716 and val accuracy 0.67 to 0.73-0.74, test 0.72",
        family="cnn-bn",
        dataset="resp-belt",
        seed=18110,
    ),
    ZB(
        "vzb-healthy-gru-breath-step",
        Plan(
            breathing,
            "seq-gru",
            4e-3,
            "adam",
            epochs=16,
            log_every=8,
            clip=1.0,
            schedule="step",
            step_size=320,
            gamma=0.2,
            model_kw={"hidden": 48},
        ),
        (),
        None,
        "a GRU (hidden 48) reading the belt windows one sample at a time, Adam lr 4e-3 with clipping at 1 "
        "and a StepLR x0.2 at step 320 (epoch 10), for 16 epochs: the epoch loss at 1.56-1.57 (ln 5 = 1.61) "
        "for 3 epochs and the val accuracy at 0.357, then 1.39, 1.16 ... 0.59; the val loss 1.55 to "
        "0.60-0.62 and val accuracy 0.79-0.80, test 0.79",
        family="gru",
        dataset="resp-belt",
        seed=18111,
    ),
    ZB(
        "vzb-healthy-bncnn1d-breath-rmsprop-plateau",
        Plan(
            breathing,
            "bncnn1d",
            1e-3,
            "rmsprop",
            epochs=16,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a batch-norm 1-D CNN with dropout 0.3 under RMSprop lr 1e-3 with ReduceLROnPlateau (x0.5, no "
        "patience) for 16 epochs: the logged loss 1.57 to 0.65-1.2, the epoch loss 1.18 to 0.80, above the "
        "val loss, 1.05 to 0.72; val accuracy 0.63 to 0.70-0.73, test 0.70",
        family="cnn-bn",
        dataset="resp-belt",
        seed=18112,
    ),
    # --- job runtimes
    ZB(
        "vzb-healthy-jobs-adamw-cosine-floor",
        Plan(
            jobs,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=24,
            log_every=12,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP on the log runtimes, AdamW + cosine for 24 epochs: the first logged MSE 1.0, then "
        "0.005-0.04, the epoch MSE 0.39 to 0.021, the val MSE 0.058 to 0.033-0.036, flat over the last 18 "
        "epochs (each application's hidden efficiency sets the floor), test 0.036",
        family="regression",
        dataset="hpc-job-runtime",
        seed=18113,
    ),
    ZB(
        "vzb-healthy-jobs-seconds-adam",
        Plan(
            jobs_seconds,
            "mlp",
            0.05,
            "adam",
            epochs=30,
            log_every=8,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a 2x128 MLP on the runtimes in seconds (the first logged MSE 7.5e7; the target's variance ~5e7), "
        "Adam lr 0.05 + cosine for 30 epochs: single windows 2.8e6-2.1e7, the val MSE 1.5e8 to 3.9e7 (a few "
        "day-long jobs dominate it), test 8.2e6",
        family="regression",
        dataset="hpc-job-runtime",
        seed=18114,
    ),
    ZB(
        "vzb-healthy-jobs-sgd-batch8-every-2",
        Plan(jobs, "mlp", 1e-2, "sgd", epochs=2, batch_size=8, log_every=2, model_kw=MLP64),
        (),
        None,
        "plain SGD lr 0.01 with batch 8 on the log runtimes, every 2nd step logged (125 points in 250 "
        "steps): single windows 0.01-1.7, the epoch means 0.63, 0.070; the val MSE 0.145, 0.052, test 0.048",
        family="regression",
        dataset="hpc-job-runtime",
        seed=18115,
    ),
    ZB(
        "vzb-healthy-jobs-adagrad-long-sparse",
        Plan(
            jobs_long,
            "mlp",
            0.03,
            "adagrad",
            epochs=40,
            batch_size=32,
            log_every=25,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "2,500 Adagrad steps (lr 0.03, batch 32) of a 2x64 MLP on 2,000 jobs, logged every 25 steps, "
        "validated every 5 epochs: the windowed MSE 0.19, then 0.019-0.029 for the rest of the run; the val "
        "MSE 0.040, 0.043, then 0.039-0.041, test 0.035",
        family="regression",
        dataset="hpc-job-runtime",
        seed=18116,
    ),
    ZB(
        "vzb-healthy-jobs-sgdm-late-step-epoch-log",
        Plan(
            jobs,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.9,
            epochs=24,
            log_every=10,
            train_log="epoch",
            schedule="step",
            step_size=640,
            gamma=0.1,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD momentum lr 5e-3 on the log runtimes for 24 epochs, StepLR x0.1 at step 640 (epoch 20), the "
        "train loss logged once an epoch: 0.67, 0.089, 0.050 ... 0.028 in a long slow descent, the val MSE "
        "0.195 to 0.034-0.036, test 0.033",
        family="regression",
        dataset="hpc-job-runtime",
        seed=18117,
    ),
    # --- beehive monitors
    ZB(
        "vzb-healthy-mlp-hives-dropout-plateau",
        Plan(
            hives,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=16,
            schedule="plateau",
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 3, "dropout": 0.5},
        ),
        (),
        None,
        "a 3x128 MLP with dropout 0.5 on the hive days, Adam with ReduceLROnPlateau (x0.5, no patience): "
        "the epoch loss 1.27 to 0.46-0.51, above the val loss, 1.0 to 0.413, unchanged at 0.413 over the "
        "last ~8 evaluations as the lr falls to ~2e-6, val accuracy 0.84-0.86, test 0.83",
        family="mlp",
        dataset="beehive-monitor",
        seed=18118,
    ),
    ZB(
        "vzb-healthy-mlp-hives-imbalanced-batch200",
        Plan(
            hives_imbalanced,
            "mlp",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            batch_size=200,
            log_every=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP on 1,400 hive days of which 80% are queenright (the four findings 5% each), AdamW lr "
        "4e-3 with batch 200 (7 steps an epoch) for 20 epochs, every 2nd step logged: val accuracy 0.83 "
        "(the queenright share) for the first 4 epochs, then 0.85 to 0.88-0.89; the logged loss 1.67 to "
        "0.20-0.26, the val loss 0.97 to 0.35, test 0.88",
        family="mlp",
        dataset="beehive-monitor",
        seed=18119,
    ),
    ZB(
        "vzb-healthy-mlp-hives-short",
        Plan(
            hives,
            "mlp",
            8e-3,
            "adam",
            epochs=2,
            batch_size=40,
            log_every=1,
            model_kw={"width": 48, "num_layers": 1},
        ),
        (),
        None,
        "a 1x48 MLP, Adam lr 8e-3, batch 40 for 2 epochs (50 steps, every step logged): the loss 1.60 to "
        "0.35-0.57, the val loss 0.66, 0.46 and val accuracy 0.79, 0.82, test 0.82",
        family="mlp",
        dataset="beehive-monitor",
        seed=18120,
    ),
    ZB(
        "vzb-healthy-mlp-hives-early-stop",
        Plan(
            hives,
            "mlp",
            2e-3,
            "adam",
            epochs=100,
            log_every=12,
            early_stop=6,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a 2x128 MLP under Adam with EarlyStopping(val_loss, patience 6) planned for 100 epochs: the val "
        "loss 0.66 to its minimum 0.409 at epoch 4, then 0.41-0.45, and the run stops at epoch 10; the "
        "epoch loss 1.05 to 0.33, val accuracy 0.78 to 0.84-0.86, test 0.84",
        family="mlp",
        dataset="beehive-monitor",
        seed=18121,
    ),
    ZB(
        "vzb-healthy-mlp-hives-rmsprop-batch4-sparse",
        Plan(
            hives,
            "mlp",
            5e-4,
            "rmsprop",
            epochs=12,
            batch_size=4,
            log_every=30,
            val_every_epochs=6,
            model_kw={"width": 32, "num_layers": 2},
        ),
        (),
        None,
        "RMSprop lr 5e-4 with batch 4 on the hive days, 3,000 steps logged every 30, validated every 6 "
        "epochs: single windows 0.17-1.1; the epoch loss 1.12 to 0.41, the val loss 0.47, 0.41 and val "
        "accuracy 0.82, 0.84, test 0.83",
        family="mlp",
        dataset="beehive-monitor",
        seed=18122,
    ),
)
