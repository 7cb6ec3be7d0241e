"""Variant battery h: a look-alike of an external held-out suite, real framework runs (`--battery h`).

    nice -n 10 python benchmarks/variants.py --battery h --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery h [--runs]

Like batteries d-g, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner (through battery g's wrapper), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one. It was written blind:
its author trained it with `--train-only` and never diagnosed it, so its test half is held-out
data for the tool. Its aim is the mix an outside suite of user runs has: short and long runs,
every family (MLP, CNN with and without batch norm, a small residual net, GRU / LSTM / ReLU-RNN,
a small transformer, regressions), SGD with and without momentum, Adam, AdamW and RMSprop,
warm-up + cosine, step, plateau, exponential, one-cycle and constant schedules, bf16 autocast,
dropout and shift augmentation, early stopping, and cadences from every step to once an epoch.
The data sets are new, all made offline: two moons with 5% of labels flipped (and a 150-row
noisier draw), a 3-class Gaussian mixture in 12 dimensions with correlated features (a hard,
an easy and a 300-row draw), 8x8 "digit-like strokes" images of five shapes under pixel noise,
a noisy sawtooth regression (standardised, and in raw units with MSEs from ~25,000), a
token copy task (the token that follows a marker, 8 classes) and a repeated-token task for the
transformer (which of 8 tokens occurs four times).
The healthy half holds sound runs a naive reader can take for a fault: val below train under
dropout, two tiny losses about 2x apart, a small rise of a low val loss after cosine took the lr
to ~0, a smooth fast decay logged at 15-25 points, a GRU whose gradient norm rises as it leaves
the ln 8 plateau, batch-4 per-step noise, a warm-up bump, a long slow steady SGD descent, raw-unit
MSEs, an early-stopping end and a step budget reached after convergence. The faulty half injects
one fault each: an lr far too high (SGD to NaN within the first logged points; RMSprop on a CNN)
or far too low, no zero_grad, a double softmax, shuffled labels, a leaked target, 40 training
images, a wide net with no regularisation, class-sorted rows, every weight drawn from N(0, 1),
pixels left in 0-255, a deep sigmoid stack, frozen weights, a ReLU RNN exploding without
clipping, NaN cells, a shifted test set, no validation, a max_steps cut, and a binary task whose
dead ReLUs hold it at ln 2 with accuracy 0.5.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    INIT,
    SORTED,
    Plan,
    dead_relus,
    first_rows,
    frozen_but_head_bias,
    identity_rnn,
    scaled_inputs,
    shifted_test,
    shuffled_labels,
    softmax_output,
)
from benchmarks.variants_e import leaked_target, no_test, normal_init
from benchmarks.variants_f import nan_rows, random_shift
from benchmarks.variants_g import G, g_runs

if TYPE_CHECKING:
    from tests.suite.datasets import Splits


# ---------------------------------------------------------------- data sets no battery has


def moons_flip(
    seed: int = 2101,
    noise: float = 0.15,
    sizes: tuple[int, int, int] = (800, 300, 300),
    name: str = "moons-flip5",
) -> Splits:
    """Two moons (noise sd `noise`) with 5% of the labels flipped; standardised. 2 classes."""
    import numpy as np
    from sklearn.datasets import make_moons

    x, y = make_moons(sum(sizes), noise=noise, random_state=seed)
    rng = np.random.default_rng(seed)
    flip = rng.random(len(y)) < 0.05
    return _generated(name, x, np.where(flip, 1 - y, y), 2, sizes)


def moons_flip_small() -> Splits:
    """Noisier moons (sd 0.3), 150 training rows."""
    return moons_flip(2102, 0.3, (150, 300, 300), "moons-flip5-150")


def gauss12(
    seed: int = 2103,
    sep: float = 1.2,
    sizes: tuple[int, int, int] = (1000, 300, 300),
    name: str = "gauss3-12d",
) -> Splits:
    """A 3-class Gaussian mixture in 12 dimensions: class means `sep` apart (in units of the
    noise), one shared covariance A A^T with a random A (correlated features); standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    means = rng.standard_normal((3, 12))
    means = sep * means / np.linalg.norm(means, axis=1, keepdims=True) * 2.0
    mixing = rng.standard_normal((12, 12)) / np.sqrt(12) + 0.4 * np.eye(12)
    y = rng.integers(0, 3, n)
    x = means[y] + rng.standard_normal((n, 12)) @ mixing.T
    return _generated(name, x, y, 3, sizes)


def gauss12_easy() -> Splits:
    """The mixture with its means 2x further apart: almost separable."""
    return gauss12(2104, 2.4, (1000, 300, 300), "gauss3-12d-easy")


def gauss12_small() -> Splits:
    """The mixture with 300 training rows."""
    return gauss12(2105, 1.2, (300, 300, 300), "gauss3-12d-300")


def _stroke_masks() -> list[list[tuple[int, int]]]:
    """Five 6x6 shapes: a one (vertical), a minus, a seven, an L and a zero (a box)."""
    r = range(6)
    one = [(i, 3) for i in r]
    minus = [(3, j) for j in r]
    seven = [(0, j) for j in r] + [(i, 5 - i) for i in range(1, 6)]
    ell = [(i, 1) for i in r] + [(5, j) for j in range(1, 6)]
    zero = [(0, j) for j in range(1, 5)] + [(5, j) for j in range(1, 5)]
    zero += [(i, 1) for i in r] + [(i, 4) for i in r]
    return [one, minus, seven, ell, zero]


def strokes8(
    seed: int = 2106,
    noise: float = 0.35,
    sizes: tuple[int, int, int] = (900, 300, 300),
    name: str = "strokes-8x8",
) -> Splits:
    """8x8 images of five digit-like stroke shapes at a random offset (0-2 px each way), stroke
    intensity 0.6-1.0, under pixel noise sd `noise`, clipped to [0, 1]: (N, 1, 8, 8), 5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    masks = _stroke_masks()
    y = rng.integers(0, 5, n)
    x = np.zeros((n, 8, 8))
    for i, c in enumerate(y):
        dr, dc = (int(v) for v in rng.integers(0, 3, 2))
        ink = rng.uniform(0.6, 1.0)
        for a, b in masks[c]:
            x[i, a + dr, b + dc] = ink
    x = np.clip(x + noise * rng.standard_normal(x.shape), 0.0, 1.0)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def _sawtooth(seed: int, n: int) -> tuple[Any, Any]:
    """Features x, sin and cos of the sawtooth's phase (x in [0, 6], period 1.5); target
    100 + 60 frac(x / 1.5) + 8x + noise sd 5."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 6, n)
    y = 100 + 60 * np.mod(x / 1.5, 1.0) + 8 * x + 5 * rng.standard_normal(n)
    phase = 2 * np.pi * x / 1.5
    return np.stack([x, np.sin(phase), np.cos(phase)], axis=1), y


def sawtooth(seed: int = 2107) -> Splits:
    """The noisy sawtooth regression; features and target standardised."""
    x, y = _sawtooth(seed, 1600)
    return _generated("sawtooth", x, y, 0, (1000, 300, 300))


def sawtooth_raw(seed: int = 2108) -> Splits:
    """The sawtooth with its target in raw units (mean ~154, first MSEs near 25,000); the feature
    standardised."""
    import torch

    from tests.suite import datasets as ds

    x, y = _sawtooth(seed, 1600)
    features = torch.tensor(x, dtype=torch.float32)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    return ds._standardised(ds.named(ds._split(features, target, (1000, 300, 300), 0), "sawtooth-raw"))


def copy_task(seed: int = 2109, length: int = 12, sizes: tuple[int, int, int] = (1500, 400, 400)) -> Splits:
    """Sequences of 12 tokens from 2-9 with one marker (token 1) somewhere before the end; the
    label is the token right after the marker (8 classes)."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    n = sum(sizes)
    x = torch.randint(2, 10, (n, length), generator=g)
    where = torch.randint(0, length - 1, (n,), generator=g)
    rows = torch.arange(n)
    x[rows, where] = 1
    y = x[rows, where + 1] - 2
    return ds.named(ds._split(x, y, sizes, 8), "token-copy")


def token_repeat(
    seed: int = 2110, length: int = 12, sizes: tuple[int, int, int] = (1500, 400, 400)
) -> Splits:
    """Sequences of 12 tokens: one of tokens 2-9 four times (the label, 8 classes), three other
    tokens of 2-9 once each, five filler tokens of 10-25; in random order."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 8, n)
    x = np.zeros((n, length), dtype=np.int64)
    for i, c in enumerate(y):
        others = rng.choice([k for k in range(8) if k != c], 3, replace=False) + 2
        row = np.concatenate([[c + 2] * 4, others, rng.integers(10, 26, length - 7)])
        x[i] = rng.permutation(row)
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 8), "token-repeat")


NO_EVAL = g_runs(evaluate=False)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    G(
        "vh-lr-high-sgd-gauss12-first-points",
        Plan(gauss12, "mlp", 40.0, "sgd", momentum=0.9, epochs=4, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "learning-rate-too-high",
        "SGD lr=40 momentum 0.9 on a 12-d Gaussian mixture: NaN within the first logged points",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="gauss-mixture",
        seed=2101,
    ),
    G(
        "vh-lr-high-rmsprop-cnn-strokes",
        Plan(strokes8, "cnn", 0.1, "rmsprop", epochs=6, log_every=2),
        ("slow-convergence",),
        "learning-rate-too-high",
        "RMSprop lr=0.1 on a small CNN over stroke images: the loss leaps and thrashes, never learns",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="strokes",
        seed=2102,
    ),
    G(
        "vh-lr-low-sgd-gru-copy",
        Plan(copy_task, "gru", 1e-4, "sgd", epochs=6, log_every=20),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a GRU for the token-copy task: flat at ln 8",
        STALL,
        family="gru",
        dataset="token-copy",
        seed=2103,
    ),
    # --- optimisation bugs and the loss
    G(
        "vh-no-zero-grad-sgd-moons",
        Plan(moons_flip, "mlp", 0.05, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion",),
        "missing-zero-grad",
        "SGD momentum on two moons with gradients never cleared: the step grows every batch",
        (*BROKEN, "loss-runaway"),
        family="mlp",
        dataset="moons",
        seed=2104,
    ),
    G(
        "vh-double-softmax-rmsprop-cnn-strokes",
        Plan(strokes8, "cnn", 1e-3, "rmsprop", epochs=8, log_every=15, val_every_epochs=2,
             model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the CNN returns probabilities and cross-entropy applies softmax again: the loss cannot go "
        "below ~0.9",
        STALL,
        family="cnn",
        dataset="strokes",
        seed=2105,
    ),
    # --- data
    G(
        "vh-shuffled-labels-adamw-gauss12",
        Plan(gauss12_small, "mlp", 2e-3, "adamw", epochs=120, batch_size=30, log_every=20,
             val_every_epochs=4, data_fault=shuffled_labels, model_kw={"width": 512, "num_layers": 2}),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "the 300 training labels permuted: a 2x512 MLP memorises them, val at chance",
        MEMORISED,
        family="mlp",
        dataset="gauss-mixture",
        seed=2106,
    ),
    G(
        "vh-target-leak-rmsprop-sawtooth",
        Plan(sawtooth, "mlp", 1e-3, "rmsprop", epochs=20, log_every=30, val_every_epochs=2,
             data_fault=leaked_target, model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "data-leakage",
        "the noised sawtooth target exported as a feature in train and val, imputed with 0 at test",
        ("zero-train-loss", "train-val-gap", "overfitting"),
        family="regression",
        dataset="sawtooth",
        seed=2107,
    ),
    G(
        "vh-tiny-train-cnn-strokes",
        Plan(strokes8, "cnn", 2e-3, "adam", epochs=200, batch_size=8, log_every=20, val_every_epochs=5,
             data_fault=first_rows(40), model_kw={"channels": 16}),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "40 training images of five stroke shapes, a CNN trained 1,000 steps",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="cnn",
        dataset="strokes",
        seed=2108,
    ),
    G(
        "vh-no-regularisation-wide-moons",
        Plan(moons_flip_small, "mlp", 1e-3, "adam", epochs=200, batch_size=15, log_every=20,
             val_every_epochs=4, model_kw={"width": 1024, "num_layers": 2}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 2x1024 MLP on 150 noisy moon points, no dropout, no weight decay, 2,000 steps",
        ("zero-train-loss", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="moons",
        seed=2109,
    ),
    G(
        "vh-class-sorted-rmsprop-gauss12",
        Plan(gauss12, "mlp", 1e-3, "rmsprop", epochs=12, log_every=4, shuffle=False, sort_by_class=True,
             model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "mixture rows sorted by class, shuffle=False, logged every 4 steps: each epoch sweeps the "
        "classes in turn",
        SORTED,
        family="mlp",
        dataset="gauss-mixture",
        seed=2110,
    ),
    G(
        "vh-raw-pixels-adamw-cnn-strokes",
        Plan(strokes8, "cnn", 1e-3, "adamw", weight_decay=0.01, epochs=8, log_every=15,
             data_fault=scaled_inputs(255.0)),
        ("bad-initial-loss",),
        "unnormalized-input",
        "stroke images fed as 0-255 pixels (the /255 dropped): the first logits are in the hundreds",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn",
        dataset="strokes",
        seed=2111,
    ),
    G(
        "vh-nan-cells-adamw-gauss12",
        Plan(gauss12, "mlp", 2e-3, "adamw", epochs=6, log_every=10, data_fault=nan_rows(3),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "bad-input-data",
        "3 of 1,000 training rows with a NaN cell: the first batch holding one turns the weights NaN",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="gauss-mixture",
        seed=2112,
    ),
    G(
        "vh-shifted-test-rmsprop-moons-epoch",
        Plan(moons_flip, "mlp", 2e-3, "rmsprop", epochs=12, log_every=25, train_log="epoch",
             data_fault=shifted_test(2.0), model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "distribution-shift",
        "test points shifted by 2 sd along a random direction; validation from the train distribution",
        ("metric-at-baseline",),
        family="mlp",
        dataset="moons",
        seed=2113,
    ),
    G(
        "vh-no-validation-lstm-copy",
        Plan(copy_task, "lstm", 3e-3, "adam", epochs=8, log_every=20, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "an LSTM on the copy task that never evaluates: no validation loop, no test split",
        (),
        family="lstm",
        dataset="token-copy",
        seed=2114,
        runs=NO_EVAL,
    ),
    # --- initialisation, architecture, frozen weights
    G(
        "vh-bad-init-normal-mlp-strokes",
        Plan(strokes8, "mlp", 1e-3, "adam", epochs=8, log_every=3,
             model_fault=normal_init(1.0), model_kw={"width": 128, "num_layers": 2}),
        ("bad-initial-loss",),
        "poor-initialization",
        "an MLP over the stroke pixels with every weight drawn from N(0, 1) (nn.init.normal_ left at its "
        "default std): the first losses far above ln 5",
        INIT,
        family="mlp",
        dataset="strokes",
        seed=2115,
    ),
    G(
        "vh-deep-sigmoid-sgd-gauss12",
        Plan(gauss12, "mlp", 0.1, "sgd", epochs=10, log_every=20,
             model_kw={"width": 32, "num_layers": 12, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 13-layer sigmoid MLP, plain SGD: the loss sits at ln 3, the accuracy at chance",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="gauss-mixture",
        seed=2116,
    ),
    G(
        "vh-frozen-transformer-copy",
        Plan(copy_task, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=6, log_every=20,
             model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every transformer parameter but the head bias: flat at ln 8",
        (*STALL, "gradient-vanishing"),
        family="transformer",
        dataset="token-copy",
        seed=2117,
    ),
    G(
        "vh-rnn-no-clip-sgd-copy",
        Plan(copy_task, "rnn", 0.02, "sgd", epochs=6, log_every=2,
             model_fault=identity_rnn(1.25), model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN over 12 tokens, recurrent weights 1.25 x identity, plain SGD, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss", "undertrained",
         "metric-at-baseline"),
        family="rnn",
        dataset="token-copy",
        seed=2118,
    ),
    G(
        "vh-dead-relu-binary-moons-ln2",
        Plan(moons_flip, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=10,
             model_fault=dead_relus(-20.0), model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "gradient-vanishing", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases at -20 and a bias-free head on a binary task: the logits are 0, the loss sits at "
        "ln 2 and the accuracy at 0.5",
        STALL,
        family="mlp",
        dataset="moons",
        seed=2119,
    ),
    # --- stopped too soon
    G(
        "vh-stopped-early-resnet-strokes",
        Plan(strokes8, "resnet", 2e-3, "adam", epochs=15, max_steps=60, log_every=5),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=60 (2 of 15 epochs) left in from a smoke test: stopped with the loss still falling",
        ("slow-convergence",),
        family="resnet",
        dataset="strokes",
        seed=2120,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    G(
        "vh-healthy-gauss12-dropout-val-below",
        Plan(gauss12, "mlp", 1e-3, "adam", epochs=10, log_every=10,
             model_kw={"width": 256, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "dropout 0.5 on a wide MLP over the mixture: the val loss sits below the train loss",
        family="mlp",
        dataset="gauss-mixture",
        seed=2201,
    ),
    G(
        "vh-healthy-gauss12-easy-tiny-losses",
        Plan(gauss12_easy, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=15, log_every=15,
             schedule="cosine", model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "an almost separable mixture, AdamW + cosine: train and val losses both tiny, a few x apart",
        family="mlp",
        dataset="gauss-mixture",
        seed=2202,
    ),
    G(
        "vh-healthy-bncnn-strokes-cosine-to-zero",
        Plan(strokes8, "bncnn", 0.05, "sgd", momentum=0.9, epochs=16, log_every=20, schedule="cosine"),
        (),
        None,
        "a batch-norm CNN, SGD momentum + cosine to ~0: the low val loss drifts up a little at the end",
        family="cnn-bn",
        dataset="strokes",
        seed=2203,
    ),
    G(
        "vh-healthy-sawtooth-epoch-fast",
        Plan(sawtooth, "mlp", 5e-3, "adam", epochs=20, log_every=30, train_log="epoch",
             model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "a sawtooth regression logged once an epoch: 20 points of a smooth, fast decay",
        family="regression",
        dataset="sawtooth",
        seed=2204,
    ),
    G(
        "vh-healthy-gru-copy-leaves-plateau",
        Plan(copy_task, "gru", 3e-3, "adam", epochs=10, log_every=10),
        (),
        None,
        "a GRU on the copy task: flat near ln 8, then the gradient norm rises as it finds the marker",
        family="gru",
        dataset="token-copy",
        seed=2205,
    ),
    G(
        "vh-healthy-gauss12-batch4-every-step",
        Plan(gauss12, "mlp", 5e-4, "rmsprop", epochs=2, batch_size=4, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "batch size 4, RMSprop, every step logged (500 points): very noisy per-batch losses",
        family="mlp",
        dataset="gauss-mixture",
        seed=2206,
    ),
    G(
        "vh-healthy-transformer-repeat-warmup-tiny",
        Plan(token_repeat, "transformer", 1e-2, "adamw", weight_decay=0.01, epochs=10, log_every=10,
             schedule="warmup-cosine", warmup=100, clip=1.0),
        (),
        None,
        "a transformer finding the repeated token, 100 warm-up steps then cosine: solved within 60 steps, "
        "the loss then ~1e-3 for 400 more",
        family="transformer",
        dataset="token-repeat",
        seed=2207,
    ),
    G(
        "vh-healthy-moons-sgd-slow-long",
        Plan(moons_flip, "mlp", 0.02, "sgd", epochs=40, log_every=25, val_every_epochs=4,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "plain SGD lr 0.02 for 1,000 steps: a long, slow but steady improvement",
        family="mlp",
        dataset="moons",
        seed=2208,
    ),
    G(
        "vh-healthy-sawtooth-raw-adam-step",
        Plan(sawtooth_raw, "mlp", 1e-2, "adam", epochs=25, log_every=20, schedule="step", step_size=300,
             gamma=0.3, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "a raw-unit sawtooth regression (MSE ~25,000 down to tens), StepLR x0.3 every 300 steps",
        family="regression",
        dataset="sawtooth",
        seed=2209,
    ),
    G(
        "vh-healthy-bncnn-strokes-bf16-step",
        Plan(strokes8, "bncnn", 2e-3, "adamw", weight_decay=0.01, epochs=10, log_every=10, bf16=True,
             schedule="step", step_size=150, gamma=0.2),
        (),
        None,
        "bf16 autocast on a batch-norm CNN, AdamW, StepLR x0.2 every 150 steps",
        family="cnn-bn",
        dataset="strokes",
        seed=2210,
    ),
    G(
        "vh-healthy-resnet-strokes-augment-warmup",
        Plan(strokes8, "resnet", 2e-2, "adamw", weight_decay=0.01, epochs=8, log_every=5,
             schedule="warmup-cosine", warmup=60, model_fault=random_shift(1)),
        (),
        None,
        "a residual net with 1-px shift augmentation, AdamW warmed up to a high peak (2e-2) then cosine: "
        "a bump as the lr peaks, train above val",
        family="resnet",
        dataset="strokes",
        seed=2211,
    ),
    G(
        "vh-healthy-lstm-copy-plateau-epoch",
        Plan(copy_task, "lstm", 3e-3, "rmsprop", epochs=12, log_every=40, train_log="epoch", clip=1.0,
             schedule="plateau", gamma=0.5),
        (),
        None,
        "an LSTM on the copy task, RMSprop, ReduceLROnPlateau, the loss logged once an epoch",
        family="lstm",
        dataset="token-copy",
        seed=2212,
    ),
    G(
        "vh-healthy-gauss12-early-stop",
        Plan(gauss12, "mlp", 2e-3, "adam", epochs=100, log_every=20, early_stop=3,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.2}),
        (),
        None,
        "Adam + dropout on the mixture, EarlyStopping(val_loss, patience 3) ends it near its best",
        family="mlp",
        dataset="gauss-mixture",
        seed=2213,
    ),
    G(
        "vh-healthy-sawtooth-raw-rmsprop",
        Plan(sawtooth_raw, "mlp", 2e-2, "rmsprop", epochs=20, log_every=25, val_every_epochs=2,
             schedule="cosine", model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "RMSprop + cosine on the raw-unit sawtooth: MSEs in the tens of thousands falling to tens",
        family="regression",
        dataset="sawtooth",
        seed=2214,
    ),
    G(
        "vh-healthy-moons-sgd-momentum-plateau-dense",
        Plan(moons_flip, "mlp", 0.05, "sgd", momentum=0.9, epochs=6, batch_size=16, log_every=1,
             schedule="plateau", gamma=0.5, model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "batch 16, SGD momentum, ReduceLROnPlateau, every step logged (300 points)",
        family="mlp",
        dataset="moons",
        seed=2215,
    ),
    G(
        "vh-healthy-transformer-repeat-sparse",
        Plan(token_repeat, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=15, log_every=50,
             val_every_epochs=3),
        (),
        None,
        "a transformer finding the repeated token, constant AdamW lr, logged every 50 steps, validated "
        "every 141",
        family="transformer",
        dataset="token-repeat",
        seed=2216,
    ),
    G(
        "vh-healthy-gru-copy-rmsprop-exp",
        Plan(copy_task, "gru", 3e-3, "rmsprop", epochs=8, log_every=25, clip=1.0, schedule="exp",
             gamma=0.998),
        (),
        None,
        "RMSprop on a clipped GRU over the copy task, a per-step exponential decay (x0.998)",
        family="gru",
        dataset="token-copy",
        seed=2217,
    ),
    G(
        "vh-healthy-gauss12-bf16-onecycle",
        Plan(gauss12, "mlp", 5e-3, "adam", epochs=10, log_every=10, bf16=True, schedule="onecycle",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "bf16 autocast, Adam under a one-cycle schedule on the mixture",
        family="mlp",
        dataset="gauss-mixture",
        seed=2218,
    ),
    G(
        "vh-healthy-cnn-strokes-epoch",
        Plan(strokes8, "cnn", 2e-3, "adam", epochs=15, log_every=30, train_log="epoch",
             model_kw={"channels": 8}),
        (),
        None,
        "a small CNN on stroke images, constant Adam, the train loss logged once an epoch (15 points)",
        family="cnn",
        dataset="strokes",
        seed=2219,
    ),
    G(
        "vh-healthy-moons-budget-reached",
        Plan(moons_flip, "mlp", 3e-3, "adam", epochs=100, max_steps=800, log_every=40, val_every_epochs=4,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "an 800-step budget on moons, converged long before it: flat for the last few hundred steps",
        family="mlp",
        dataset="moons",
        seed=2220,
    ),
    G(
        "vh-healthy-sawtooth-tanh-sgd-cosine",
        Plan(sawtooth, "mlp", 0.02, "sgd", momentum=0.9, epochs=30, log_every=30, val_every_epochs=3,
             schedule="cosine", model_kw={"width": 64, "num_layers": 3, "activation": "tanh"}),
        (),
        None,
        "SGD momentum + cosine on the sawtooth, 960 steps: an uneven descent flattening at the end",
        family="regression",
        dataset="sawtooth",
        seed=2221,
    ),
    G(
        "vh-healthy-gauss12-sgd-momentum-step",
        Plan(gauss12, "mlp", 0.02, "sgd", momentum=0.9, weight_decay=1e-4, epochs=12, log_every=8,
             schedule="step", step_size=200, gamma=0.1, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum with StepLR x0.1 at step 200 on the mixture: a visible drop, then a plateau",
        family="mlp",
        dataset="gauss-mixture",
        seed=2222,
    ),
)
