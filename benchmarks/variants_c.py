"""Variant battery c: long runs and sparse cadences for benchmarks/variants.py (`--battery c`).

    nice -n 10 python benchmarks/variants.py --battery c [--runs] [--only NAME ...] [--regenerate]

The case kinds batteries a and b lack: long dense runs (thousands of logged steps), runs
logged once an epoch (the logger's cadence set to the epoch's step count: 8-30 points),
train losses logged every 20-50 steps, evaluations every 50-250 steps instead of each
epoch, runs cut by early stopping or by a step budget, and a run with no evaluation at
all. The suite's injected causes (and healthy runs) over MLPs, CNNs with and without batch
norm, residual nets, GRU/LSTM/RNN, small transformers and regressions, with SGD (plain and
momentum), Adam, AdamW and RMSprop, warm-up, cosine, step and plateau schedules, fp16
(GradScaler) and bf16 autocast. Data sets neither battery used: scikit-learn's generators
in new shapes (a 7-class table, a 3-class table of 2-cluster classes, a 40-feature table,
a skewed 3-class table, four well-separated classes, noisy circles, Friedman #2 in
standardised and raw units, a swiss-roll regression, a sparse linear regression), 10x10
glyph images with eight classes, four Markov sources over 20 tokens, six over 10, and a
10-letter Markov text with 6 letters of context. Everything is generated offline, built
lazily (torch and scikit-learn are imported inside the functions) and trained by the
suite's generator; small models and data keep the long runs cheap. Split, layouts and
labels follow variants.py's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from benchmarks.variants import (
    BROKEN,
    MEMORISED,
    RUNAWAY,
    SGDM,
    STALL,
    Variant,
    _generated,
    _r,
    cfg,
)

if TYPE_CHECKING:
    from tests.suite.datasets import Splits


# ---------------------------------------------------------------- data sets no battery has

SIZES = (2000, 500, 500)


def _table(name: str, classes: int, seed: int, sizes: tuple[int, int, int] = SIZES, **shape: Any) -> Splits:
    """scikit-learn's make_classification of `classes` classes, `shape` its other arguments."""
    from sklearn.datasets import make_classification

    x, y = make_classification(sum(sizes), n_classes=classes, random_state=seed, **shape)
    return _generated(name, x, y, classes, sizes)


def classes7(seed: int = 981, sizes: tuple[int, int, int] = SIZES, name: str = "table-7class") -> Splits:
    """16 features, 10 informative, 7 classes (one cluster each): an MLP gets to ~85%."""
    return _table(
        name,
        7,
        seed,
        sizes,
        n_features=16,
        n_informative=10,
        n_redundant=3,
        n_clusters_per_class=1,
        class_sep=1.3,
        flip_y=0.01,
    )


def classes7_small() -> Splits:
    """The 7-class table with 500 training rows."""
    return classes7(sizes=(500, 500, 500), name="table-7class-500")


def noisy_circles(seed: int = 982) -> Splits:
    from sklearn.datasets import make_circles

    x, y = make_circles(3000, noise=0.2, factor=0.4, random_state=seed)
    return _generated("noisy-circles", x, y, 2, SIZES)


def friedman2(seed: int = 983) -> Splits:
    from sklearn.datasets import make_friedman2

    x, y = make_friedman2(3000, noise=170.0, random_state=seed)
    return _generated("friedman2", x, y, 0, SIZES)


def raw_friedman2(seed: int = 983) -> Splits:
    """Friedman #2 with its four features in their raw units (0-100, 126-1760, 0-1, 1-11),
    never standardised (the fault of its variant); the target standardised."""
    import torch
    from sklearn.datasets import make_friedman2

    from tests.suite import datasets as ds

    x, y = make_friedman2(3000, noise=170.0, random_state=seed)
    target = torch.tensor(y, dtype=torch.float32)
    target = (target - target[: SIZES[0]].mean()) / target[: SIZES[0]].std()
    splits = ds._split(torch.tensor(x, dtype=torch.float32), target[:, None], SIZES, 0)
    return ds.named(splits, "friedman2-raw-units")


def swiss_roll(seed: int = 984) -> Splits:
    """The position along a noisy 3-D swiss roll, regressed from the point's coordinates;
    the recorded position carries noise too (about a fifth of its variance)."""
    import numpy as np
    from sklearn.datasets import make_swiss_roll

    x, t = make_swiss_roll(3000, noise=0.4, random_state=seed)
    t = t + np.random.default_rng(seed).normal(0.0, 1.3, t.shape)
    return _generated("swiss-roll-position", x, t, 0, SIZES)


def sparse_linear(seed: int = 985) -> Splits:
    """y = x0 + 2 x1 - 2 x2 - 1.5 x3 + N(0, 1) over 10 features (scikit-learn's sparse uncorrelated)."""
    from sklearn.datasets import make_sparse_uncorrelated

    x, y = make_sparse_uncorrelated(3000, n_features=10, random_state=seed)
    return _generated("sparse-linear", x, y, 0, SIZES)


def _wide(sizes: tuple[int, int, int], name: str, seed: int = 986) -> Splits:
    return _table(
        name,
        3,
        seed,
        sizes,
        n_features=40,
        n_informative=6,
        n_redundant=4,
        n_clusters_per_class=1,
        class_sep=1.0,
        flip_y=0.05,
    )


def wide_table() -> Splits:
    """40 features, 6 informative, 3 classes, 5% of the labels flipped."""
    return _wide(SIZES, "wide-table-40")


def wide_table_150() -> Splits:
    """The 40-feature table with 150 training rows."""
    return _wide((150, 600, 600), "wide-table-40-150")


def separated4(seed: int = 987) -> Splits:
    """Four well-separated classes in 6-D: a small MLP gets the loss near zero."""
    return _table(
        "separated-4class",
        4,
        seed,
        n_features=6,
        n_informative=4,
        n_redundant=0,
        n_clusters_per_class=1,
        class_sep=4.0,
        flip_y=0.0,
    )


def skewed3(seed: int = 988) -> Splits:
    """90/7/3 classes that barely separate (8 features, 2 informative)."""
    return _table(
        "skewed-3class",
        3,
        seed,
        n_features=8,
        n_informative=2,
        n_redundant=0,
        n_clusters_per_class=1,
        weights=[0.9, 0.07],
        class_sep=0.25,
        flip_y=0.0,
    )


def clusters3(seed: int = 989) -> Splits:
    """Three classes of two clusters each in 6-D: needs a nonlinear model."""
    return _table(
        "table-3x2-clusters",
        3,
        seed,
        n_features=6,
        n_informative=4,
        n_redundant=0,
        n_clusters_per_class=2,
        class_sep=1.5,
    )


def glyphs10() -> Splits:
    """10x10 glyph images, eight classes, shifted by up to a pixel, with pixel noise."""
    from tests.suite import datasets as ds

    data = ds.digits(SIZES, num_classes=8, size=10, noise=1.2, max_shift=1, seed=990)
    return ds.named(data, "glyphs-10px")


def sources20() -> Splits:
    """Four Markov sources over 10 tokens, sequences of 20."""
    from tests.suite import datasets as ds

    data = ds.markov_sources(SIZES, num_classes=4, vocab=10, length=20, seed=991)
    return ds.named(data, "markov-sources-4x20")


def sources6() -> Splits:
    """Six Markov sources over 6 tokens, sequences of 10."""
    from tests.suite import datasets as ds

    data = ds.markov_sources(SIZES, num_classes=6, vocab=6, length=10, seed=992)
    return ds.named(data, "markov-sources-6x10")


def text10() -> Splits:
    """Next-letter prediction on an order-2 Markov text over 10 letters, 6 letters of context."""
    from tests.suite import datasets as ds

    return ds.char_sequences((3000, 600, 600), vocab=10, context=6, seed=993)


def text10_train_only() -> Splits:
    """The 10-letter Markov text with its validation and test splits dropped."""
    return text10().without_validation().without_test()


# ---------------------------------------------------------------- the variants

V = Variant
FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    V(
        "vc-lr-high-warmup-friedman2-epoch",
        _r(friedman2, "mlp", cfg(1.5, epochs=20, batch_size=100, warmup_steps=200, **SGDM), width=64),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD momentum warmed up towards lr=1.5 on Friedman #2, logged once an epoch",
        RUNAWAY,
        every=20,
        seed=931,
    ),
    V(
        "vc-lr-high-adam-transformer-every20",
        _r(sources20, "transformer", cfg(0.1, "adam", 20, 64)),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam lr=0.1 on a transformer over 20-token sources, logged every 20 steps",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        every=20,
        seed=932,
    ),
    V(
        "vc-lr-low-sgd-bncnn-epoch",
        _r(glyphs10, "bncnn", cfg(1e-4, "sgd", 25, 100)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a batch-norm CNN over glyphs, 25 epochs logged once an epoch",
        STALL,
        every=20,
        seed=933,
    ),
    V(
        "vc-lr-low-adamw-swissroll-dense",
        _r(swiss_roll, "mlp", cfg(1e-6, "adamw", 40, weight_decay=0.01), width=64, num_layers=2),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW lr=1e-6 on a swiss-roll regression, 2,520 steps logged every step",
        STALL,
        every=1,
        seed=934,
    ),
    V(
        "vc-lr-decay-step-resnet-eval100",
        _r(
            glyphs10,
            "resnet",
            cfg(3e-3, "adam", 8, schedule="step", decay_step=20, decay_factor=1e-3, eval_every=100),
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "a residual net whose x0.001 step decay fires at step 20 of 504, evaluated every 100 steps",
        STALL,
        every=10,
        seed=935,
    ),
    V(
        "vc-lr-decay-cosine-classes7-long",
        _r(
            classes7,
            "mlp",
            cfg(3e-3, "rmsprop", 40, schedule="cosine", schedule_steps=30),
            width=64,
            num_layers=2,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "RMSprop with a cosine told 30 steps of a 2,520-step run, logged every 50 steps",
        STALL,
        every=50,
        seed=936,
    ),
    # --- optimisation bugs
    V(
        "vc-no-zero-grad-adamw-gru-every20",
        _r(text10, "gru", cfg(3e-3, "adamw", 12, 64, weight_decay=0.01, zero_grad=False)),
        ("gradient-explosion",),
        "missing-zero-grad",
        "a GRU next-letter model, AdamW without zero_grad(), logged every 20 steps",
        BROKEN,
        every=20,
        seed=937,
    ),
    V(
        "vc-no-zero-grad-sgd-classes7-epoch",
        _r(classes7, "mlp", cfg(0.05, "sgd", 30, 100, zero_grad=False), width=64, num_layers=2),
        ("slow-convergence", "metric-at-baseline"),
        "missing-zero-grad",
        "plain SGD without zero_grad() on a 7-class table, logged once an epoch: the loss falls, then "
        "climbs back above its start as the summed gradients grow",
        (*BROKEN, "gradient-explosion"),
        every=20,
        seed=938,
    ),
    # --- inputs and initialisation
    V(
        "vc-raw-friedman2-adam-every10",
        _r(raw_friedman2, "mlp", cfg(1e-4, "adam", 20), width=64, num_layers=2),
        ("bad-initial-loss",),
        "unnormalized-input",
        "Friedman #2's features in raw units (up to 1,760) into an Adam MLP, logged every 10 steps",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        every=10,
        seed=939,
    ),
    V(
        "vc-bad-init-transformer-sources6",
        _r(sources6, "transformer", cfg(2e-3, "adam", 10, 64), lambda mc: mc.head_scaled(50.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the transformer's head initialised 50x too large, six Markov sources",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap", "overfitting"),
        every=5,
        seed=941,
    ),
    V(
        "vc-frozen-resnet-eval150",
        _r(glyphs10, "resnet", cfg(1e-2, "adam", 10, eval_every=150), lambda mc: mc.frozen_except_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "every residual-net weight frozen but the head bias, evaluated every 150 steps",
        (*STALL, "gradient-vanishing"),
        every=10,
        seed=942,
    ),
    V(
        "vc-dead-relu-adamw-classes7-every25",
        _r(
            classes7,
            "mlp",
            cfg(1e-3, "adamw", 15, weight_decay=0.01),
            lambda mc: mc.dead_relus(-15.0),
            width=64,
            num_layers=3,
        ),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases at -15, bias-free head, AdamW on a 7-class table, logged every 25 steps",
        STALL,
        every=25,
        seed=944,
    ),
    V(
        "vc-deep-sigmoid-circles-epoch",
        _r(noisy_circles, "mlp", cfg(0.05, "sgd", 30, 100), width=32, num_layers=12, activation="sigmoid"),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 13-layer sigmoid MLP on noisy circles, plain SGD, 30 epochs logged once an epoch",
        (*STALL, "gradient-vanishing"),
        every=20,
        seed=945,
    ),
    V(
        "vc-double-softmax-transformer-every10",
        _r(sources20, "transformer", cfg(2e-3, "adam", 10, 64), lambda mc: mc.double_softmax),
        ("slow-convergence",),
        "wrong-loss-function",
        "probabilities into CrossEntropyLoss, transformer over 20-token sources",
        (*STALL, "gradient-vanishing"),
        every=10,
        seed=946,
    ),
    V(
        "vc-rnn-identity-relu-sources20-every10",
        _r(
            sources20,
            "rnn",
            cfg(0.05, epochs=8, **SGDM),
            lambda mc: mc.identity_relu_rnn,
            hidden=48,
            nonlinearity="relu",
        ),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "identity-initialised ReLU RNN over 20 tokens, no clipping, logged every 10 steps",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
        every=10,
        seed=947,
    ),
    # --- data
    V(
        "vc-tiny-train-resnet-long",
        _r(
            glyphs10,
            "resnet",
            cfg(3e-3, "adam", 200, 16),
            lambda mc: mc.tiny_train(48),
        ),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "a residual net on 48 glyph images for 200 epochs (600 steps), every step logged",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes"),
        every=1,
        seed=948,
    ),
    V(
        "vc-no-regularization-wide-long",
        _r(wide_table_150, "mlp", cfg(1e-3, "adam", 300, 16), width=512, num_layers=3),
        ("overfitting", "zero-train-loss"),
        "insufficient-regularization",
        "a 0.5M-parameter MLP with no regularisation on 150 rows of a 40-feature table, 3,000 steps",
        ("train-val-gap", "loss-spikes", "loss-oscillation"),
        every=1,
        seed=949,
    ),
    V(
        "vc-shuffled-labels-fp16-classes7",
        _r(
            classes7_small,
            "mlp",
            cfg(2e-3, "adam", 150, amp="fp16", scaler_init_scale=2.0**16, scaler_growth_interval=200),
            lambda mc: mc.shuffled_train_labels(950),
            width=256,
            num_layers=2,
        ),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "every train label shuffled, wide MLP under fp16 + GradScaler, 2,400 steps logged every 20",
        MEMORISED,
        every=20,
        seed=950,
    ),
    V(
        "vc-outlier-rows-linear-dense",
        _r(
            sparse_linear,
            "mlp",
            cfg(3e-3, "adam", 12, 16),
            lambda mc: mc.outlier_rows(3, 40.0, 951),
            width=32,
        ),
        ("loss-spikes",),
        "bad-input-data",
        "3 rows of a sparse linear regression in the wrong unit (x40), 1,500 steps logged every step",
        ("loss-oscillation",),
        every=1,
        seed=951,
    ),
    V(
        "vc-class-sorted-cnn-glyphs10",
        _r(glyphs10, "cnn", cfg(1e-3, "adam", 15, 25, order="class-sorted")),
        ("periodic-loss",),
        "data-not-shuffled",
        "class-sorted batches, small CNN on glyphs, 1,200 steps logged every 4",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "val-test-gap"),
        every=4,
        seed=952,
    ),
    V(
        "vc-shifted-test-swissroll-eval200",
        _r(
            swiss_roll,
            "mlp",
            cfg(3e-3, "adam", 30, eval_every=200, early_stopping_patience=3),
            lambda mc: mc.shifted_test(1.5, 953),
            width=64,
            num_layers=2,
        ),
        ("val-test-gap",),
        "distribution-shift",
        "the swiss roll's test inputs shifted by 1.5 sd; evaluated every 200 steps, early stopping",
        (),
        every=25,
        seed=953,
    ),
    V(
        "vc-label-leak-classes7-long",
        _r(classes7, "mlp", cfg(2e-3, "adam", 40), lambda mc: mc.leaked_label_column),
        ("zero-train-loss", "val-test-gap"),
        "data-leakage",
        "the label one-hot in the train/val features of a 7-class table, 40 epochs logged every 50 steps",
        ("overfitting",),
        every=50,
        seed=954,
    ),
    V(
        "vc-eval-raw-val-cnn-eval200",
        _r(glyphs10, "cnn", cfg(2e-3, "adam", 10, eval_every=200), lambda mc: mc.raw_eval_pixels("val")),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the val transform forgets the normalisation, small CNN evaluated every 200 steps",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        every=20,
        seed=955,
    ),
    V(
        "vc-imbalance-rmsprop-skewed3-epoch",
        _r(skewed3, "mlp", cfg(1e-4, "rmsprop", 30, 100), width=32, num_layers=2),
        ("metric-at-baseline",),
        "class-imbalance",
        "90/7/3 classes that barely separate, RMSprop MLP, 30 epochs logged once an epoch",
        ("slow-convergence",),
        every=20,
        seed=956,
    ),
    V(
        "vc-stopped-early-transformer-sources20",
        _r(sources20, "transformer", cfg(1e-3, "adam", 2)),
        ("undertrained",),
        "too-few-epochs",
        "two epochs of a transformer over 20-token sources, logged every 5 steps",
        (),
        every=5,
        seed=957,
    ),
    V(
        "vc-no-validation-gru-text10",
        _r(text10_train_only, "gru", cfg(3e-3, "adam", 20, 64, grad_clip=1.0, schedule="cosine")),
        ("missing-validation",),
        "missing-eval-set",
        "a sound GRU next-letter run, 940 steps logged every 20, with no validation or test series",
        (),
        every=20,
        seed=958,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    V(
        "vc-healthy-classes7-warmup-cosine-dense",
        _r(
            classes7,
            "mlp",
            cfg(2e-3, "adamw", 30, weight_decay=0.05, schedule="cosine", warmup_steps=100),
            width=64,
            num_layers=2,
            dropout=0.2,
        ),
        (),
        None,
        "AdamW, warm-up + cosine, dropout on a 7-class table: 1,890 steps logged every step",
        every=1,
        seed=959,
    ),
    V(
        "vc-healthy-circles-sgd-step-epoch",
        _r(
            noisy_circles,
            "mlp",
            cfg(0.05, epochs=25, batch_size=100, schedule="step", decay_step=300, **SGDM),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "SGD momentum with a x0.1 step on noisy circles, logged once an epoch",
        every=20,
        seed=960,
    ),
    V(
        "vc-healthy-friedman2-plateau-every40",
        _r(
            friedman2,
            "mlp",
            cfg(3e-3, "adam", 30, schedule="plateau", decay_factor=0.3),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        (),
        None,
        "a tanh regression on Friedman #2 with ReduceLROnPlateau, logged every 40 steps",
        every=40,
        seed=961,
    ),
    V(
        "vc-healthy-swissroll-rmsprop-cosine-long",
        _r(
            swiss_roll,
            "mlp",
            cfg(1e-3, "rmsprop", 60, 64, schedule="cosine"),
            width=64,
            num_layers=2,
            activation="gelu",
        ),
        (),
        None,
        "a GELU regression on the swiss roll, RMSprop + cosine, 1,920 steps logged every 25",
        every=25,
        seed=962,
    ),
    V(
        "vc-healthy-bncnn-fp16-epoch",
        _r(
            glyphs10,
            "bncnn",
            cfg(
                3e-3,
                "adamw",
                25,
                100,
                weight_decay=0.01,
                schedule="cosine",
                amp="fp16",
                scaler_init_scale=2.0**16,
                scaler_growth_interval=100,
            ),
        ),
        (),
        None,
        "batch-norm CNN on glyphs under fp16 autocast + GradScaler, logged once an epoch",
        every=20,
        seed=963,
    ),
    V(
        "vc-healthy-resnet-warmup-eval100",
        _r(
            glyphs10,
            "resnet",
            cfg(
                0.05,
                epochs=8,
                schedule="cosine",
                warmup_steps=50,
                weight_decay=5e-4,
                eval_every=100,
                **SGDM,
            ),
        ),
        (),
        None,
        "residual net, SGD momentum, warm-up + cosine, evaluated every 100 steps, logged every 20",
        every=20,
        seed=964,
    ),
    V(
        "vc-healthy-gru-sources6-es-dense",
        _r(
            sources6,
            "gru",
            cfg(
                2e-3,
                "adam",
                30,
                grad_clip=1.0,
                schedule="step",
                decay_step=900,
                decay_factor=0.2,
                early_stopping_patience=3,
            ),
        ),
        (),
        None,
        "a clipped GRU over six Markov sources, a x0.2 step, early stopping (patience 3), every step logged",
        every=1,
        seed=965,
    ),
    V(
        "vc-healthy-lstm-text10-eval250",
        _r(text10, "lstm", cfg(5e-3, "adam", 16, grad_clip=1.0, schedule="cosine", eval_every=250)),
        (),
        None,
        "an LSTM next-letter model evaluated every 250 steps (six times in 1,504), logged every 25",
        every=25,
        seed=966,
    ),
    V(
        "vc-healthy-transformer-sources6-es",
        _r(
            sources6,
            "transformer",
            cfg(
                3e-3,
                "adamw",
                30,
                64,
                weight_decay=0.01,
                schedule="cosine",
                warmup_steps=40,
                early_stopping_patience=3,
            ),
        ),
        (),
        None,
        "transformer over six Markov sources, AdamW, warm-up + cosine, early stopping (patience 3)",
        every=10,
        seed=967,
    ),
    V(
        "vc-healthy-rnn-text10-rmsprop",
        _r(text10, "rnn", cfg(3e-3, "rmsprop", 20, 64, grad_clip=1.0, schedule="cosine"), hidden=64),
        (),
        None,
        "a clipped tanh RNN next-letter model, RMSprop + cosine, logged every 5 steps",
        every=5,
        seed=968,
    ),
    V(
        "vc-healthy-cnn-es-epoch",
        _r(glyphs10, "cnn", cfg(1e-3, "adam", 40, 100, augment="shift", early_stopping_patience=3)),
        (),
        None,
        "small CNN on glyphs, shift augmentation, early stopping (patience 3), logged once an epoch",
        every=20,
        seed=969,
    ),
    V(
        "vc-healthy-linear-sgd-long",
        _r(sparse_linear, "mlp", cfg(0.01, "sgd", 80, 64), width=32, num_layers=1),
        (),
        None,
        "plain SGD on a sparse linear regression, 2,560 steps logged every 50",
        every=50,
        seed=970,
    ),
    V(
        "vc-healthy-clusters3-bf16-every20",
        _r(clusters3, "mlp", cfg(2e-3, "adam", 20, amp="bf16", schedule="cosine"), width=64, num_layers=2),
        (),
        None,
        "a 3-class table of 2-cluster classes under bf16 autocast, logged every 20 steps",
        every=20,
        seed=971,
    ),
    V(
        "vc-healthy-wide-table-dropout",
        _r(
            wide_table,
            "mlp",
            cfg(1e-3, "adamw", 40, weight_decay=0.05, early_stopping_patience=3),
            width=128,
            num_layers=2,
            dropout=0.3,
        ),
        (),
        None,
        "AdamW + dropout 0.3 on a 40-feature table, early stopping (patience 3), logged every 10 steps",
        every=10,
        seed=972,
    ),
    V(
        "vc-healthy-circles-fp16-dense",
        _r(
            noisy_circles,
            "mlp",
            cfg(2e-3, "adam", 30, amp="fp16", scaler_init_scale=2.0**16, scaler_growth_interval=150),
            width=32,
            num_layers=2,
        ),
        (),
        None,
        "noisy circles under fp16 autocast + GradScaler, 1,890 steps logged every step",
        every=1,
        seed=973,
    ),
    V(
        "vc-healthy-friedman2-sgd-es-epoch",
        _r(
            friedman2,
            "mlp",
            cfg(
                0.02,
                epochs=60,
                batch_size=100,
                schedule="step",
                decay_step=600,
                early_stopping_patience=5,
                **SGDM,
            ),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "SGD momentum regression with a x0.1 step and early stopping (patience 5), once an epoch",
        every=20,
        seed=974,
    ),
    V(
        "vc-healthy-bncnn-shift-plateau-eval50",
        _r(
            glyphs10,
            "bncnn",
            cfg(3e-3, "adam", 16, augment="shift", schedule="plateau", decay_factor=0.3, eval_every=50),
        ),
        (),
        None,
        "batch-norm CNN with shift augmentation and ReduceLROnPlateau, evaluated every 50 steps",
        every=10,
        seed=975,
    ),
    V(
        "vc-healthy-swissroll-noise-budget",
        _r(
            swiss_roll,
            "mlp",
            cfg(3e-3, "adam", 100, augment="noise", augment_strength=0.1, schedule="cosine", max_steps=2000),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "swiss-roll regression with input noise, cosine over a 2,000-step budget, every step logged",
        every=1,
        seed=976,
    ),
)
