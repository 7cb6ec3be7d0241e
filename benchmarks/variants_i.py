"""Variant battery i: a second look-alike of an external held-out suite, real framework runs (`--battery i`).

    nice -n 10 python benchmarks/variants.py --battery i --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery i [--runs]

Like batteries d-h, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner (through battery g's wrapper), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one. It was written blind:
its author trained it with `--train-only` and never diagnosed it, so it is held-out data for
the tool. Like battery h it aims at the mix an outside suite of user runs has, with new data,
new pairings of fault and family, and a healthy majority (25 of 45): runs of 60 to 3,040 steps,
MLPs, CNNs with and without batch norm, a small residual net, GRU / LSTM / tanh and ReLU RNNs, a
small transformer and regression MLPs; SGD with and without momentum, Adam, AdamW and RMSprop;
constant, warm-up + cosine, warm-up + linear, cosine, step, plateau, exponential and one-cycle
schedules; bf16 autocast, dropout, weight decay, shift + noise augmentation, early stopping,
clipping; cadences from every step to once an epoch, evaluations every epoch to every 8.
The data sets are new, all made offline: a 6-class table of 16 features (5 informative, 5
redundant, two clusters a class) and a 160-row draw of it, a 3-class table at 78/15/7%, two
concentric spherical shells in 3-D with 5 noise features (and a noisier 120-row draw), 10x10
"bars and crosses" images (a horizontal or vertical bar, a plus, an X, a hollow square) under
pixel noise (and a lightly noised draw), balanced-bracket strings of 20 tokens, a sortedness
check of 10 digits (sorted, or one adjacent pair swapped), a marker-order task for the
transformer (does A come before B among 16 tokens), and a 2-D ripple regression, standardised
and in raw units (first MSEs near 66,000).
The healthy half holds sound runs a naive reader can take for a fault: a plateau under a high
SGD lr then a drop at a StepLR step, val far below train under heavy augmentation, batch-8 and
batch-16 per-step noise, 3,000 steps flat after converging by step ~400, val accuracy at 1.0
early, raw-unit MSEs, a warm-up rise, a one-cycle bump, a transformer flat at ln 2 for ~250
steps before a fast descent, RNNs leaving a plateau (their gradient norm rising ~10x), an
early-stopping end, cosine to ~0 logged per epoch, a class-imbalanced table whose accuracy
starts at the majority rate, a long slow SGD start, a small regularised table with a stable gap.
The faulty half injects one fault each: an lr far too high (plain SGD on a regression to NaN,
Adam on a GRU thrashing) or far too low (AdamW on a batch-norm CNN), no zero_grad under Adam,
a double softmax over 6 classes, shuffled labels on a CNN, the class index leaked as a feature,
40 training strings for a GRU, a 3x512 MLP with no regularisation on 120 rows, class-sorted
rows logged every step, features in mixed raw units, NaN cells, a shifted test set, no
validation, a head scaled 60x at init, a 15-layer sigmoid stack, a frozen LSTM, a ReLU RNN
exploding without clipping, dead ReLUs in a regression and a max_steps cut.
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
    head_scaled,
    identity_rnn,
    shifted_test,
    shuffled_labels,
    softmax_output,
)
from benchmarks.variants_e import input_noise, mixed_units, no_test
from benchmarks.variants_f import leaked_label, nan_rows, random_shift, then
from benchmarks.variants_g import G, g_runs

if TYPE_CHECKING:
    from tests.suite.datasets import Splits


# ---------------------------------------------------------------- data sets no battery has


def hex6(
    seed: int = 2301, sizes: tuple[int, int, int] = (1200, 300, 300), name: str = "hex6-16d"
) -> Splits:
    """16 features: 5 informative, 5 redundant (linear mixes), 6 noise; 6 classes of two clusters
    each, 1% of labels flipped; standardised."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        sum(sizes), n_features=16, n_informative=5, n_redundant=5, n_classes=6,
        n_clusters_per_class=2, class_sep=1.5, flip_y=0.01, random_state=seed,
    )
    return _generated(name, x, y, 6, sizes)


def hex6_small() -> Splits:
    """The 6-class table with 160 training rows."""
    return hex6(2302, (160, 300, 300), "hex6-16d-160")


def skewed3(seed: int = 2303) -> Splits:
    """10 features (4 informative, 2 redundant), 3 classes at 78% / 15% / 7%: always answering the
    commonest class scores ~0.78; standardised."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        1800, n_features=10, n_informative=4, n_redundant=2, n_classes=3, n_clusters_per_class=1,
        weights=[0.78, 0.15, 0.07], class_sep=1.0, flip_y=0.0, random_state=seed,
    )
    return _generated("skewed-3class-10d", x, y, 3, (1200, 300, 300))


def shells(
    seed: int = 2304,
    noise: float = 0.2,
    sizes: tuple[int, int, int] = (1000, 300, 300),
    name: str = "shells-3d",
) -> Splits:
    """Two concentric spherical shells in 3-D (radii 1 and 1.7, radial noise sd `noise`) and
    5 noise features: 8 features, 2 classes; standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 2, n)
    direction = rng.standard_normal((n, 3))
    direction /= np.linalg.norm(direction, axis=1, keepdims=True)
    radius = 1.0 + 0.7 * y + noise * rng.standard_normal(n)
    x = np.concatenate([direction * radius[:, None], rng.standard_normal((n, 5))], axis=1)
    return _generated(name, x, y, 2, sizes)


def shells_small() -> Splits:
    """Noisier shells (sd 0.3), 120 training rows."""
    return shells(2305, 0.3, (120, 300, 300), "shells-3d-120")


def crosses10(
    seed: int = 2306,
    noise: float = 0.5,
    sizes: tuple[int, int, int] = (1000, 300, 300),
    name: str = "bars-crosses-10x10",
) -> Splits:
    """10x10 images of a horizontal bar, a vertical bar, a plus, an X or a hollow square (arm
    length 5-7, anywhere it fits), ink 0.7-1.0, under pixel noise sd `noise`: (N, 1, 10, 10),
    5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    x = np.zeros((n, 10, 10))
    for i, c in enumerate(y):
        k = int(rng.integers(5, 8))
        r0, c0 = (int(v) for v in rng.integers(0, 11 - k, 2))
        mid = k // 2
        steps = np.arange(k)
        img = np.zeros((k, k))
        if c == 0:
            img[mid, :] = 1
        elif c == 1:
            img[:, mid] = 1
        elif c == 2:
            img[mid, :] = 1
            img[:, mid] = 1
        elif c == 3:
            img[steps, steps] = 1
            img[steps, k - 1 - steps] = 1
        else:
            img[0, :] = img[-1, :] = img[:, 0] = img[:, -1] = 1
        x[i, r0 : r0 + k, c0 : c0 + k] = img * rng.uniform(0.7, 1.0)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def crosses10_clean() -> Splits:
    """The bars and crosses under light pixel noise (sd 0.15): separable."""
    return crosses10(2307, 0.15, (1000, 300, 300), "bars-crosses-10x10-clean")


def brackets(seed: int = 2308, length: int = 20, sizes: tuple[int, int, int] = (1600, 400, 400)) -> Splits:
    """Strings of 10 '(' (token 1) and 10 ')' (token 2) in random order; the label is whether they
    are balanced (half are, drawn by rejection). 2 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    base = np.array([1] * (length // 2) + [2] * (length // 2))
    x = np.zeros((n, length), dtype=np.int64)
    y = rng.integers(0, 2, n)
    for i, want in enumerate(y):
        while True:
            row = rng.permutation(base)
            depth = np.cumsum(np.where(row == 1, 1, -1))
            if bool(depth.min() >= 0) == bool(want):
                x[i] = row
                break
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 2), "balanced-brackets")


def sorted_check(
    seed: int = 2309, length: int = 10, sizes: tuple[int, int, int] = (1600, 400, 400)
) -> Splits:
    """Sequences of 10 tokens from 1-9; half are non-decreasing, half are a sorted draw with one
    adjacent unequal pair swapped (one descent): is the sequence sorted? 2 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 2, n)
    x = np.zeros((n, length), dtype=np.int64)
    for i, is_sorted in enumerate(y):
        while True:
            row = np.sort(rng.integers(1, 10, length))
            if is_sorted:
                break
            pairs = np.flatnonzero(row[:-1] != row[1:])
            if len(pairs):
                j = int(rng.choice(pairs))
                row[j], row[j + 1] = row[j + 1], row[j]
                break
        x[i] = row
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 2), "sorted-check")


def order_ab(seed: int = 2310, length: int = 16, sizes: tuple[int, int, int] = (1600, 400, 400)) -> Splits:
    """Sequences of 16 tokens: one marker A (token 1) and one marker B (token 2) at random places
    among filler tokens 3-29; the label is whether A comes before B. 2 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = rng.integers(3, 30, (n, length))
    y = np.zeros(n, dtype=np.int64)
    for i in range(n):
        a, b = rng.choice(length, 2, replace=False)
        x[i, a], x[i, b] = 1, 2
        y[i] = int(a < b)
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y), sizes, 2), "order-a-before-b")


def _ripple(seed: int, n: int) -> tuple[Any, Any]:
    """Two features in [-3, 3]; target 250 + 80 sin(x1) cos(0.8 x2) + 40 sin(2 x1 + x2) + 15 x2
    + noise sd 8 (mean ~250, sd ~70)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, (n, 2))
    a, b = x[:, 0], x[:, 1]
    y = 250 + 80 * np.sin(a) * np.cos(0.8 * b) + 40 * np.sin(2 * a + b) + 15 * b + 8 * rng.standard_normal(n)
    return x, y


def ripple(seed: int = 2311) -> Splits:
    """The 2-D ripple surface; features and target standardised."""
    x, y = _ripple(seed, 1800)
    return _generated("ripple-2d", x, y, 0, (1200, 300, 300))


def ripple_raw(seed: int = 2312) -> Splits:
    """The ripple with its target in raw units (mean ~250: the first MSEs are near 68,000); the
    features standardised."""
    import torch

    from tests.suite import datasets as ds

    x, y = _ripple(seed, 1800)
    features = torch.tensor(x, dtype=torch.float32)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    return ds._standardised(ds.named(ds._split(features, target, (1200, 300, 300), 0), "ripple-2d-raw"))


NO_EVAL = g_runs(evaluate=False)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    G(
        "vi-lr-high-sgd-ripple-nan",
        Plan(ripple, "mlp", 8.0, "sgd", epochs=6, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "learning-rate-too-high",
        "plain SGD lr=8 on a standardised ripple regression: the MSE leaps to ~1e17, then NaN, within "
        "the first logged points",
        (*RUNAWAY, "gradient-explosion"),
        family="regression",
        dataset="ripple",
        seed=2301,
    ),
    G(
        "vi-lr-high-adam-gru-brackets",
        Plan(brackets, "gru", 0.3, "adam", epochs=6, log_every=10),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam lr=0.3 on a GRU checking bracket strings: the loss thrashes between ~0.1 and ~2 and ends "
        "where it began; the val accuracy no better than the first epoch's",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="gru",
        dataset="brackets",
        seed=2302,
    ),
    G(
        "vi-lr-low-adamw-bncnn-crosses",
        Plan(crosses10, "bncnn", 2e-6, "adamw", weight_decay=0.01, epochs=8, log_every=10),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW lr=2e-6 on a batch-norm CNN over bar-and-cross images: the loss hardly leaves ln 5",
        STALL,
        family="cnn-bn",
        dataset="bars-crosses",
        seed=2303,
    ),
    # --- optimisation bugs and the loss
    G(
        "vi-no-zero-grad-adam-hex6",
        Plan(hex6, "mlp", 2e-3, "adam", epochs=8, batch_size=64, log_every=5, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion",),
        "missing-zero-grad",
        "Adam on the 6-class table with gradients never cleared: they pile up batch after batch, the "
        "gradient norm climbs tens of times its start and the loss lurches",
        (*BROKEN, "loss-runaway"),
        family="mlp",
        dataset="hex6",
        seed=2304,
    ),
    G(
        "vi-double-softmax-sgd-hex6",
        Plan(hex6, "mlp", 0.05, "sgd", momentum=0.9, epochs=20, log_every=25,
             model_fault=softmax_output, model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "wrong-loss-function",
        "the MLP returns probabilities and cross-entropy applies softmax again: 6 classes, the loss "
        "cannot go below ln(1 + 5/e) ~ 1.04",
        STALL,
        family="mlp",
        dataset="hex6",
        seed=2305,
    ),
    # --- data
    G(
        "vi-shuffled-labels-rmsprop-cnn-crosses",
        Plan(crosses10, "cnn", 1e-3, "rmsprop", epochs=10, log_every=10, data_fault=shuffled_labels),
        ("slow-convergence", "metric-at-baseline"),
        "label-noise",
        "the 1,000 training labels permuted, a small CNN, 10 epochs: the loss stays near ln 5, val at "
        "chance",
        (*MEMORISED, "loss-oscillation"),
        family="cnn",
        dataset="bars-crosses",
        seed=2306,
    ),
    G(
        "vi-label-leak-adamw-hex6",
        Plan(hex6, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=20, val_every_epochs=3,
             data_fault=leaked_label, model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "data-leakage",
        "the class index, lightly noised, exported as a feature in train and val; imputed with its mean "
        "at test",
        ("zero-train-loss", "train-val-gap", "overfitting"),
        family="mlp",
        dataset="hex6",
        seed=2307,
    ),
    G(
        "vi-tiny-train-gru-brackets",
        Plan(brackets, "gru", 3e-3, "adam", epochs=150, batch_size=8, log_every=25, val_every_epochs=10,
             data_fault=first_rows(40)),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "40 bracket strings for a GRU, 750 steps",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="gru",
        dataset="brackets",
        seed=2308,
    ),
    G(
        "vi-no-regularisation-wide-shells",
        Plan(shells_small, "mlp", 1e-3, "rmsprop", epochs=150, batch_size=12, log_every=25,
             val_every_epochs=5, model_kw={"width": 512, "num_layers": 3}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 3x512 MLP on 120 noisy shell points, no dropout, no weight decay, 1,500 RMSprop steps",
        ("zero-train-loss", "undertrained", "loss-spikes", "loss-oscillation"),
        family="mlp",
        dataset="shells",
        seed=2309,
    ),
    G(
        "vi-class-sorted-sgd-hex6",
        Plan(hex6, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, log_every=1, shuffle=False,
             sort_by_class=True, model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "table rows sorted by class, shuffle=False, every step logged: each epoch sweeps the six classes "
        "in turn, the loss swings with the class blocks around ln 6",
        SORTED,
        family="mlp",
        dataset="hex6",
        seed=2310,
    ),
    G(
        "vi-mixed-units-rmsprop-skewed3",
        Plan(skewed3, "mlp", 1e-3, "rmsprop", epochs=10, log_every=10, data_fault=mixed_units,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the features in mixed raw units (column j x 10^(j mod 5), the scaler dropped): the first "
        "losses near 100, then lurching",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="skewed-table",
        seed=2311,
    ),
    G(
        "vi-nan-cells-sgd-shells-every-step",
        Plan(shells, "mlp", 0.02, "sgd", momentum=0.9, epochs=3, log_every=1, data_fault=nan_rows(2),
             model_kw={"width": 32, "num_layers": 2}),
        ("loss-runaway",),
        "bad-input-data",
        "2 of 1,000 training rows with a NaN cell, every step logged: the first batch holding one turns "
        "the weights NaN",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="shells",
        seed=2312,
    ),
    G(
        "vi-shifted-test-sgd-cnn-crosses",
        Plan(crosses10, "cnn", 0.02, "sgd", momentum=0.9, epochs=10, log_every=15,
             data_fault=shifted_test(1.0)),
        ("val-test-gap",),
        "distribution-shift",
        "test images offset by a random pattern (RMS 1 a pixel, another sensor); validation from the "
        "train distribution",
        ("metric-at-baseline",),
        family="cnn",
        dataset="bars-crosses",
        seed=2313,
    ),
    G(
        "vi-no-validation-transformer-order",
        Plan(order_ab, "transformer", 3e-3, "adam", epochs=10, log_every=25, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "a transformer learning marker order that never evaluates: no validation loop, no test split",
        (),
        family="transformer",
        dataset="order-ab",
        seed=2314,
        runs=NO_EVAL,
    ),
    # --- initialisation, architecture, frozen weights
    G(
        "vi-bad-init-head-resnet-crosses",
        Plan(crosses10, "resnet", 2e-3, "adam", epochs=8, log_every=5, model_fault=head_scaled(60.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the residual net's head weights scaled 60x at init: the first logged losses far above ln 5",
        INIT,
        family="resnet",
        dataset="bars-crosses",
        seed=2315,
    ),
    G(
        "vi-deep-sigmoid-sgd-shells",
        Plan(shells, "mlp", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10,
             model_kw={"width": 48, "num_layers": 14, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 15-layer sigmoid MLP on the shells, SGD momentum: the loss sits at ln 2, the accuracy at 0.5",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="shells",
        seed=2316,
    ),
    G(
        "vi-frozen-lstm-sorted",
        Plan(sorted_check, "lstm", 3e-3, "adamw", weight_decay=0.01, epochs=8, log_every=20,
             model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every LSTM parameter but the head bias: flat at ln 2",
        (*STALL, "gradient-vanishing"),
        family="lstm",
        dataset="sorted-check",
        seed=2317,
    ),
    G(
        "vi-rnn-no-clip-sgd-brackets",
        Plan(brackets, "rnn", 0.01, "sgd", momentum=0.9, epochs=6, log_every=5,
             model_fault=identity_rnn(1.3), model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN over 20 bracket tokens, recurrent weights 1.3 x identity, SGD momentum, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss", "undertrained",
         "metric-at-baseline"),
        family="rnn",
        dataset="brackets",
        seed=2318,
    ),
    G(
        "vi-dead-relu-adam-ripple",
        Plan(ripple, "mlp", 1e-3, "adam", epochs=10, log_every=10, model_fault=dead_relus(-15.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "gradient-vanishing"),
        "dead-relu",
        "ReLU biases at -15 and a bias-free head on a regression: every unit dead, the output stuck at "
        "0, the MSE at the target's variance",
        STALL,
        family="regression",
        dataset="ripple",
        seed=2319,
    ),
    # --- stopped too soon
    G(
        "vi-stopped-early-sgd-hex6",
        Plan(hex6, "mlp", 0.02, "sgd", momentum=0.9, epochs=20, max_steps=60, log_every=2,
             model_kw={"width": 64, "num_layers": 2}),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=60 (under 2 of 20 epochs) left in from a smoke test: stopped with the loss still "
        "falling",
        ("slow-convergence",),
        family="mlp",
        dataset="hex6",
        seed=2320,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    G(
        "vi-healthy-hex6-sgd-step-plateau-drop",
        Plan(hex6, "mlp", 0.1, "sgd", momentum=0.9, weight_decay=2e-3, epochs=20, log_every=5,
             schedule="step", step_size=400, gamma=0.1, model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "SGD momentum at lr 0.1 levels off, then StepLR x0.1 at step 400 takes the loss down again",
        family="mlp",
        dataset="hex6",
        seed=2401,
    ),
    G(
        "vi-healthy-bncnn-crosses-heavy-augment",
        Plan(crosses10_clean, "bncnn", 5e-3, "adamw", weight_decay=0.01, epochs=16, log_every=10,
             schedule="cosine", model_fault=then(random_shift(2), input_noise(0.5)),
             model_kw={"channels": 16}),
        (),
        None,
        "2-px shifts and added pixel noise (sd 0.5) in training only, on lightly noised images, AdamW + "
        "cosine: the train loss sits well above the val loss all run long",
        family="cnn-bn",
        dataset="bars-crosses",
        seed=2402,
    ),
    G(
        "vi-healthy-shells-batch8-sgd-every-step",
        Plan(shells, "mlp", 0.1, "sgd", epochs=6, batch_size=8, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "batch size 8, plain SGD, every step logged (750 points): a very noisy per-batch loss",
        family="mlp",
        dataset="shells",
        seed=2403,
    ),
    G(
        "vi-healthy-ripple-long-flat",
        Plan(ripple, "mlp", 3e-3, "adam", epochs=80, log_every=50, val_every_epochs=8,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "3,040 Adam steps on the ripple logged every 50: converged by step ~400, flat for the rest",
        family="regression",
        dataset="ripple",
        seed=2404,
    ),
    G(
        "vi-healthy-resnet-crosses-clean-acc-saturates",
        Plan(crosses10_clean, "resnet", 2e-3, "adam", epochs=8, log_every=10),
        (),
        None,
        "a residual net on lightly noised bars and crosses: val accuracy 0.98 by the third epoch, 1.0 "
        "from the fifth",
        family="resnet",
        dataset="bars-crosses",
        seed=2405,
    ),
    G(
        "vi-healthy-ripple-raw-adam-plateau",
        Plan(ripple_raw, "mlp", 2e-2, "adam", epochs=30, log_every=25, schedule="plateau", gamma=0.5,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the raw-unit ripple (first MSEs ~66,000), Adam + ReduceLROnPlateau: a steady fall to the "
        "noise floor",
        family="regression",
        dataset="ripple",
        seed=2406,
    ),
    G(
        "vi-healthy-transformer-order-warmup-rise",
        Plan(order_ab, "transformer", 5e-3, "adamw", weight_decay=0.01, epochs=12, log_every=10,
             schedule="warmup-cosine", warmup=150, clip=1.0),
        (),
        None,
        "a transformer learning marker order, 150 warm-up steps to a high peak then cosine: a small rise "
        "as the lr climbs, then the drop",
        family="transformer",
        dataset="order-ab",
        seed=2407,
    ),
    G(
        "vi-healthy-bncnn-crosses-onecycle-bf16",
        Plan(crosses10, "bncnn", 0.2, "sgd", momentum=0.9, weight_decay=5e-4, epochs=10, log_every=10,
             bf16=True, schedule="onecycle"),
        (),
        None,
        "bf16 autocast, SGD under a one-cycle schedule peaking at 0.2: a bump mid-run, then the descent",
        family="cnn-bn",
        dataset="bars-crosses",
        seed=2408,
    ),
    G(
        "vi-healthy-transformer-order-slow-start",
        Plan(order_ab, "transformer", 3e-3, "adam", epochs=10, log_every=20),
        (),
        None,
        "constant Adam on the marker-order task: flat at ln 2 for ~250 steps, then a fast descent",
        family="transformer",
        dataset="order-ab",
        seed=2409,
    ),
    G(
        "vi-healthy-lstm-sorted-brief-plateau",
        Plan(sorted_check, "lstm", 3e-3, "adam", epochs=10, log_every=10),
        (),
        None,
        "an LSTM checking sortedness: near ln 2 for three epochs, then it finds the descents",
        family="lstm",
        dataset="sorted-check",
        seed=2410,
    ),
    G(
        "vi-healthy-hex6-early-stop",
        Plan(hex6, "mlp", 2e-3, "adam", epochs=100, log_every=20, early_stop=3,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.3}),
        (),
        None,
        "Adam + dropout on the 6-class table, EarlyStopping(val_loss, patience 3) ends it near its best",
        family="mlp",
        dataset="hex6",
        seed=2411,
    ),
    G(
        "vi-healthy-gru-brackets-cosine-epoch",
        Plan(brackets, "gru", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=50, train_log="epoch",
             schedule="cosine"),
        (),
        None,
        "a GRU on the bracket strings, AdamW + cosine to ~0, the train loss logged once an epoch",
        family="gru",
        dataset="brackets",
        seed=2412,
    ),
    G(
        "vi-healthy-bncnn-crosses-sgd-wd",
        Plan(crosses10, "bncnn", 0.03, "sgd", momentum=0.9, weight_decay=5e-4, epochs=14, log_every=10,
             schedule="exp", gamma=0.997),
        (),
        None,
        "a batch-norm CNN, SGD momentum, weight decay, a per-step exponential decay (x0.997): the "
        "gradient norm doubles mid-run as the weights shrink",
        family="cnn-bn",
        dataset="bars-crosses",
        seed=2413,
    ),
    G(
        "vi-healthy-skewed3-majority-start",
        Plan(skewed3, "mlp", 3e-4, "adam", epochs=15, log_every=10, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "a 78/15/7 class mix: the val accuracy starts at the majority rate (~0.78), then climbs to ~0.95",
        family="mlp",
        dataset="skewed-table",
        seed=2414,
    ),
    G(
        "vi-healthy-ripple-tanh-sgd-exp",
        Plan(ripple, "mlp", 0.05, "sgd", momentum=0.9, epochs=25, log_every=25, schedule="exp",
             gamma=0.9985, model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "SGD momentum with a per-step exponential decay (x0.9985) on the ripple, 950 steps",
        family="regression",
        dataset="ripple",
        seed=2415,
    ),
    G(
        "vi-healthy-gru-brackets-rmsprop-plateau",
        Plan(brackets, "gru", 2e-3, "rmsprop", epochs=8, log_every=25, clip=1.0, schedule="plateau",
             gamma=0.5),
        (),
        None,
        "a clipped GRU, RMSprop, ReduceLROnPlateau: the val accuracy at 1.0 from the second epoch, "
        "the losses ~1e-3",
        family="gru",
        dataset="brackets",
        seed=2416,
    ),
    G(
        "vi-healthy-hex6-bf16-warmup-linear",
        Plan(hex6, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=15, log_every=10, bf16=True,
             schedule="warmup-linear", warmup=80, model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "bf16 autocast, AdamW with 80 warm-up steps and a linear decay to 0 on the 6-class table",
        family="mlp",
        dataset="hex6",
        seed=2417,
    ),
    G(
        "vi-healthy-shells-sgd-sparse-long",
        Plan(shells, "mlp", 0.004, "sgd", momentum=0.9, weight_decay=1e-3, epochs=40, log_every=50,
             val_every_epochs=4, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum for 1,280 steps logged every 50 and validated every 128: a slow start, then a "
        "long steady descent",
        family="mlp",
        dataset="shells",
        seed=2418,
    ),
    G(
        "vi-healthy-hex6-small-regularised",
        Plan(hex6_small, "mlp", 2e-3, "adamw", weight_decay=0.05, epochs=60, batch_size=16, log_every=10,
             val_every_epochs=3, model_kw={"width": 64, "num_layers": 2, "dropout": 0.3}),
        (),
        None,
        "160 training rows, a small MLP with dropout 0.3 and weight decay: a moderate, stable gap",
        family="mlp",
        dataset="hex6",
        seed=2419,
    ),
    G(
        "vi-healthy-rnn-tanh-sorted-clipped",
        Plan(sorted_check, "rnn", 3e-3, "adam", epochs=18, log_every=20, clip=1.0,
             model_kw={"hidden": 48}),
        (),
        None,
        "a vanilla tanh RNN checking sortedness, Adam, gradients clipped at 1",
        family="rnn",
        dataset="sorted-check",
        seed=2420,
    ),
    G(
        "vi-healthy-ripple-plain-sgd-steady",
        Plan(ripple, "mlp", 0.05, "sgd", epochs=30, log_every=20, val_every_epochs=3,
             model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "plain SGD lr 0.05 on the ripple for 1,140 steps: slow but steady",
        family="regression",
        dataset="ripple",
        seed=2421,
    ),
    G(
        "vi-healthy-skewed3-rmsprop-epoch",
        Plan(skewed3, "mlp", 1e-3, "rmsprop", epochs=15, log_every=50, train_log="epoch",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "RMSprop on the skewed table, the train loss logged once an epoch: 15 points, fast then flat",
        family="mlp",
        dataset="skewed-table",
        seed=2422,
    ),
    G(
        "vi-healthy-shells-rmsprop-batch16-every-step",
        Plan(shells, "mlp", 1e-3, "rmsprop", epochs=8, batch_size=16, log_every=1,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "batch 16, RMSprop, every step logged (504 points): near ln 2 for a while, then a noisy fall",
        family="mlp",
        dataset="shells",
        seed=2423,
    ),
    G(
        "vi-healthy-transformer-order-dropout",
        Plan(order_ab, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=25,
             val_every_epochs=2, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1 on the marker-order task: solved, the val loss below the train "
        "loss",
        family="transformer",
        dataset="order-ab",
        seed=2424,
    ),
    G(
        "vi-healthy-cnn-crosses-bf16-step",
        Plan(crosses10, "cnn", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=10, bf16=True,
             val_every_epochs=2, schedule="step", step_size=200, gamma=0.3, model_kw={"channels": 16}),
        (),
        None,
        "bf16 autocast on a small CNN, AdamW, StepLR x0.3 every 200 steps, validated every other epoch",
        family="cnn",
        dataset="bars-crosses",
        seed=2425,
    ),
)
