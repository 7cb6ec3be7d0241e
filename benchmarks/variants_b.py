"""Variant battery b: more new cases for benchmarks/variants.py (`--battery b`).

    nice -n 10 python benchmarks/variants.py --battery b [--runs] [--only NAME ...] [--regenerate]

The suite's injected causes (and healthy runs) recombined with model families, data sets,
optimisers, schedules and cadences that neither the suite nor battery a paired them with:
scikit-learn's generators in shapes neither used (Gaussian quantiles, six 10-D blobs,
Hastie's 10-2 problem, a noisy linear regression, Friedman #3, a skewed two-class table,
a table in raw units), 12x12 glyph images with six classes, three Markov sources over 24
tokens and an 8-letter Markov text. Everything is generated offline, built lazily (torch
and scikit-learn are imported inside the functions) and trained by the suite's generator.
Split, layouts and labels follow variants.py's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    digit_images,
    table,
)

if TYPE_CHECKING:
    from tests.suite.datasets import Splits


# ---------------------------------------------------------------- data sets neither battery has


def quantiles(seed: int = 701) -> Splits:
    """Three concentric Gaussian shells in 4-D (equal classes): needs a nonlinear model."""
    from sklearn.datasets import make_gaussian_quantiles

    x, y = make_gaussian_quantiles(n_samples=3000, n_features=4, n_classes=3, random_state=seed)
    return _generated("gaussian-quantiles", x, y, 3, (2000, 500, 500))


def blobs6(seed: int = 702) -> Splits:
    """Six overlapping blobs in 10-D (scikit-learn's make_blobs)."""
    from sklearn.datasets import make_blobs

    x, y = make_blobs(3000, n_features=10, centers=6, cluster_std=6.0, random_state=seed)
    return _generated("sk-blobs-6", x, y, 6, (2000, 500, 500))


def hastie(seed: int = 703) -> Splits:
    """Hastie et al.'s 10-2 problem: label = whether the squared norm of 10 Gaussians exceeds 9.34."""
    import numpy as np
    from sklearn.datasets import make_hastie_10_2

    x, y = make_hastie_10_2(3000, random_state=seed)
    return _generated("hastie-10-2", x, (y > 0).astype(np.int64), 2, (2000, 500, 500))


def linreg(seed: int = 704) -> Splits:
    """A noisy linear regression, 12 features of which 6 matter (R^2 about 0.85)."""
    from sklearn.datasets import make_regression

    x, y = make_regression(3000, n_features=12, n_informative=6, noise=60.0, random_state=seed)
    return _generated("sk-linear-regression", x, y, 0, (2000, 500, 500))


def friedman3(seed: int = 705) -> Splits:
    from sklearn.datasets import make_friedman3

    x, y = make_friedman3(3000, noise=0.15, random_state=seed)
    return _generated("friedman3", x, y, 0, (2000, 500, 500))


def skewed(seed: int = 706) -> Splits:
    """94/6 two classes that barely separate (10 features, 3 informative)."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        3000,
        n_features=10,
        n_informative=3,
        n_redundant=0,
        n_classes=2,
        weights=[0.94],
        class_sep=0.3,
        flip_y=0.0,
        random_state=seed,
    )
    return _generated("skewed-table", x, y, 2, (2000, 500, 500))


def raw_table(seed: int = 707) -> Splits:
    """A 4-class table exported in its raw units: feature j is scaled by 10^(j mod 4) and
    offset, and the loader skips the standardisation step (the fault of its variants)."""
    import numpy as np
    import torch
    from sklearn.datasets import make_classification

    from tests.suite import datasets as ds

    x, y = make_classification(
        3000,
        n_features=12,
        n_informative=6,
        n_redundant=2,
        n_classes=4,
        n_clusters_per_class=1,
        class_sep=1.5,
        random_state=seed,
    )
    scale = 10.0 ** (np.arange(12) % 4)
    x = x * scale + 3.0 * scale
    splits = ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), (2000, 500, 500), 4)
    return ds.named(splits, "raw-units-table")


def glyphs() -> Splits:
    """12x12 glyph images, six classes, shifted by up to 2 pixels, with pixel noise."""
    from tests.suite import datasets as ds

    data = ds.digits((2000, 500, 500), num_classes=6, size=12, noise=0.9, max_shift=2, seed=708)
    return ds.named(data, "glyphs-12px")


def long_sources() -> Splits:
    """Three Markov sources over 8 tokens, sequences of 24."""
    from tests.suite import datasets as ds

    data = ds.markov_sources((2000, 500, 500), num_classes=3, vocab=8, length=24, seed=709)
    return ds.named(data, "markov-sources-24")


def sources5() -> Splits:
    """Five Markov sources over 8 tokens, sequences of 12 (a GRU gets about 95%)."""
    from tests.suite import datasets as ds

    data = ds.markov_sources((2000, 500, 500), num_classes=5, vocab=8, length=12, seed=711)
    return ds.named(data, "markov-sources-5x12")


def text8v() -> Splits:
    """Next-letter prediction on an order-2 Markov text over 8 letters, 14 letters of context."""
    from tests.suite import datasets as ds

    return ds.char_sequences((3000, 600, 600), vocab=8, context=14, seed=710)


# ---------------------------------------------------------------- the variants

V = Variant
FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    V(
        "vb-lr-high-sgd-cnn-glyphs",
        _r(glyphs, "cnn", cfg(3.0, epochs=4, **SGDM)),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=3 momentum 0.9 on a small CNN over glyph images",
        RUNAWAY,
        every=2,
        seed=801,
    ),
    V(
        "vb-lr-high-rmsprop-linreg",
        _r(linreg, "mlp", cfg(0.3, "rmsprop", 15, 64), width=64, num_layers=2),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "RMSprop lr=0.3 on a linear regression MLP",
        (*RUNAWAY, "undertrained"),
        every=1,
        seed=802,
    ),
    V(
        "vb-lr-low-rmsprop-quantiles",
        _r(quantiles, "mlp", cfg(1e-6, "rmsprop", 12), width=64, num_layers=2),
        ("slow-convergence",),
        "learning-rate-too-low",
        "RMSprop lr=1e-6 on Gaussian quantiles",
        STALL,
        every=5,
        seed=803,
    ),
    V(
        "vb-lr-low-sgd-gru-sources24",
        _r(long_sources, "gru", cfg(1e-3, "sgd", 10)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-3 on a GRU over three Markov sources",
        STALL,
        every=5,
        seed=804,
    ),
    V(
        "vb-lr-decay-step-lstm-text8",
        _r(
            text8v,
            "lstm",
            cfg(3e-3, "adam", 8, 64, grad_clip=1.0, schedule="step", decay_step=20, decay_factor=1e-3),
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "an LSTM whose x0.001 step decay fires at step 20 of 376",
        STALL,
        every=2,
        seed=805,
    ),
    V(
        "vb-lr-decay-cosine-bncnn-glyphs",
        _r(glyphs, "bncnn", cfg(3e-3, "adam", 8, schedule="cosine", schedule_steps=10)),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "cosine told 10 steps of a 504-step batch-norm CNN run",
        STALL,
        every=2,
        seed=806,
    ),
    # --- optimisation bugs
    V(
        "vb-no-zero-grad-sgd-transformer",
        _r(long_sources, "transformer", cfg(0.01, epochs=6, batch_size=64, zero_grad=False, **SGDM)),
        ("gradient-explosion",),
        "missing-zero-grad",
        "a transformer with SGD momentum and no zero_grad()",
        BROKEN,
        every=1,
        seed=807,
    ),
    V(
        "vb-no-zero-grad-rmsprop-hastie",
        _r(hastie, "mlp", cfg(1e-3, "rmsprop", 10, zero_grad=False), width=64, num_layers=2),
        ("gradient-explosion",),
        "missing-zero-grad",
        "an RMSprop MLP on Hastie's 10-2 problem without zero_grad()",
        BROKEN,
        every=5,
        seed=808,
    ),
    # --- inputs and initialisation
    V(
        "vb-raw-features-wine-sgd",
        _r(
            table("wine", 104),
            "mlp",
            cfg(0.01, epochs=40, batch_size=16, **SGDM),
            lambda mc: mc.raw_units(),
            width=32,
            num_layers=2,
        ),
        ("bad-initial-loss",),
        "unnormalized-input",
        "wine in raw units (proline in the thousands) into an SGD-momentum MLP",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        every=1,
        seed=809,
    ),
    V(
        "vb-raw-table-adamw",
        _r(raw_table, "mlp", cfg(1e-3, "adamw", 15, weight_decay=0.01), width=64, num_layers=2),
        ("bad-initial-loss",),
        "unnormalized-input",
        "a 4-class table whose features span 1 to 1000, never standardised, AdamW",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        every=5,
        seed=810,
    ),
    V(
        "vb-bad-init-lstm-text8",
        _r(text8v, "lstm", cfg(3e-3, "adam", 8, 64, grad_clip=1.0), lambda mc: mc.head_scaled(40.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the LSTM's head initialised 40x too large",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap", "overfitting"),
        every=2,
        seed=811,
    ),
    V(
        "vb-bad-init-rmsprop-blobs6",
        _r(
            blobs6,
            "mlp",
            cfg(1e-3, "rmsprop", 10),
            lambda mc: mc.head_scaled(150.0),
            width=64,
            num_layers=2,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an RMSprop MLP whose head is initialised 150x too large, six blobs",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap", "overfitting"),
        every=1,
        seed=812,
    ),
    V(
        "vb-frozen-lstm-sources24",
        _r(long_sources, "lstm", cfg(1e-2, "adam", 6, 64), lambda mc: mc.frozen_except_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "every LSTM weight frozen but the head bias",
        (*STALL, "gradient-vanishing"),
        every=1,
        seed=813,
    ),
    V(
        "vb-dead-relu-rmsprop-blobs6",
        _r(
            blobs6,
            "mlp",
            cfg(1e-3, "rmsprop", 10),
            lambda mc: mc.dead_relus(-20.0),
            width=64,
            num_layers=3,
        ),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases at -20 and a bias-free head, RMSprop, six blobs",
        STALL,
        every=5,
        seed=814,
    ),
    V(
        "vb-deep-sigmoid-hastie",
        _r(hastie, "mlp", cfg(0.05, "sgd", 10), width=32, num_layers=12, activation="sigmoid"),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 13-layer sigmoid MLP on Hastie's 10-2 problem, plain SGD",
        (*STALL, "gradient-vanishing"),
        every=5,
        seed=815,
    ),
    V(
        "vb-double-softmax-cnn-glyphs",
        _r(glyphs, "cnn", cfg(1e-3, "adam", 8), lambda mc: mc.double_softmax),
        ("slow-convergence",),
        "wrong-loss-function",
        "probabilities into CrossEntropyLoss, small CNN on glyphs",
        STALL,
        every=2,
        seed=816,
    ),
    V(
        "vb-double-softmax-lstm-text8",
        _r(text8v, "lstm", cfg(3e-3, "adamw", 8, 64, grad_clip=1.0), lambda mc: mc.double_softmax),
        ("slow-convergence",),
        "wrong-loss-function",
        "probabilities into CrossEntropyLoss, LSTM next-letter model",
        (*STALL, "gradient-vanishing"),
        every=2,
        seed=817,
    ),
    V(
        "vb-rnn-identity-relu-sources24",
        _r(
            long_sources,
            "rnn",
            cfg(0.05, epochs=6, **SGDM),
            lambda mc: mc.identity_relu_rnn,
            hidden=56,
            nonlinearity="relu",
        ),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "identity-initialised ReLU RNN over 24-token sources, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
        every=2,
        seed=818,
    ),
    # --- data
    V(
        "vb-tiny-train-quantiles-rmsprop",
        _r(
            quantiles,
            "mlp",
            cfg(1e-3, "rmsprop", 200, 8),
            lambda mc: mc.tiny_train(30),
            width=256,
            num_layers=2,
        ),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "a 256-wide MLP on 30 rows of Gaussian quantiles",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes"),
        every=2,
        seed=819,
    ),
    V(
        "vb-shuffled-labels-blobs6-sgd",
        _r(
            blobs6,
            "mlp",
            cfg(0.05, epochs=60, batch_size=64, **SGDM),
            lambda mc: mc.shuffled_train_labels(820),
            width=256,
            num_layers=2,
        ),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "every train label shuffled, wide SGD MLP on six blobs",
        MEMORISED,
        every=10,
        seed=820,
    ),
    V(
        "vb-shuffled-labels-cnn-glyphs",
        _r(
            glyphs,
            "cnn",
            cfg(2e-3, "adam", 40, 64),
            lambda mc: mc.shuffled_train_labels(821),
            channels=16,
        ),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "every train label shuffled, CNN on glyphs",
        MEMORISED,
        every=5,
        seed=821,
    ),
    V(
        "vb-class-sorted-gru-sources24",
        _r(long_sources, "gru", cfg(2e-3, "adam", 6, 25, order="class-sorted")),
        ("periodic-loss",),
        "data-not-shuffled",
        "class-sorted batches, GRU over three Markov sources",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "val-test-gap"),
        every=1,
        seed=822,
    ),
    V(
        "vb-class-sorted-rmsprop-blobs6",
        _r(blobs6, "mlp", cfg(1e-3, "rmsprop", 8, 20, order="class-sorted"), width=64, num_layers=2),
        ("periodic-loss",),
        "data-not-shuffled",
        "class-sorted batches, RMSprop MLP on six blobs",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "val-test-gap"),
        every=2,
        seed=823,
    ),
    V(
        "vb-shifted-test-cnn-glyphs",
        _r(glyphs, "cnn", cfg(2e-3, "adam", 10), lambda mc: mc.shifted_test(2.0, 824)),
        ("val-test-gap",),
        "distribution-shift",
        "the glyph test images shifted by 2 sd per pixel",
        (),
        every=2,
        seed=824,
    ),
    V(
        "vb-label-leak-quantiles-sgd",
        _r(quantiles, "mlp", cfg(0.02, epochs=15, **SGDM), lambda mc: mc.leaked_label_column),
        ("zero-train-loss", "val-test-gap"),
        "data-leakage",
        "the label one-hot in the train/val features of Gaussian quantiles, SGD momentum",
        ("overfitting",),
        every=5,
        seed=825,
    ),
    V(
        "vb-eval-raw-val-resnet-glyphs",
        _r(glyphs, "resnet", cfg(3e-3, "adam", 8), lambda mc: mc.raw_eval_pixels("val")),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the val transform forgets the normalisation, residual net on glyphs",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        every=2,
        seed=826,
    ),
    V(
        "vb-imbalance-skewed-sgd",
        _r(skewed, "mlp", cfg(0.01, "sgd", 10, 64), width=64, num_layers=2),
        ("metric-at-baseline",),
        "class-imbalance",
        "94/6 classes that barely separate, plain SGD MLP",
        ("slow-convergence",),
        every=2,
        seed=827,
    ),
    V(
        "vb-stopped-early-cnn-glyphs",
        _r(glyphs, "cnn", cfg(1e-3, "adam", 1, 16)),
        ("undertrained",),
        "too-few-epochs",
        "one epoch of a small CNN on glyphs",
        (),
        every=1,
        seed=828,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    V(
        "vb-healthy-quantiles-warmup-cosine",
        _r(
            quantiles,
            "mlp",
            cfg(3e-3, "adamw", 30, 64, weight_decay=0.01, schedule="cosine", warmup_steps=50),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "AdamW, warm-up + cosine on Gaussian quantiles",
        every=5,
        seed=901,
    ),
    V(
        "vb-healthy-blobs6-sgd-step",
        _r(
            blobs6,
            "mlp",
            cfg(0.02, epochs=12, schedule="step", decay_step=400, **SGDM),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "SGD momentum with a x0.1 step on six blobs",
        every=5,
        seed=902,
    ),
    V(
        "vb-healthy-hastie-plateau-es",
        _r(
            hastie,
            "mlp",
            cfg(2e-3, "adam", 40, 64, schedule="plateau", decay_factor=0.3, early_stopping_patience=4),
            width=64,
            num_layers=2,
        ),
        (),
        None,
        "Hastie's 10-2 with ReduceLROnPlateau and early stopping (patience 4)",
        every=2,
        seed=903,
    ),
    V(
        "vb-healthy-linreg-rmsprop-cosine",
        _r(linreg, "mlp", cfg(2e-4, "rmsprop", 20, schedule="cosine"), width=64, num_layers=2),
        (),
        None,
        "RMSprop + cosine on a noisy linear regression",
        every=10,
        seed=904,
    ),
    V(
        "vb-healthy-friedman3-tanh-bs128",
        _r(
            friedman3,
            "mlp",
            cfg(3e-3, "adam", 60, 128, schedule="cosine"),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        (),
        None,
        "a tanh MLP on Friedman #3, batch 128, cosine",
        every=4,
        seed=905,
    ),
    V(
        "vb-healthy-cnn-glyphs-cosine",
        _r(glyphs, "cnn", cfg(2e-3, "adam", 8, schedule="cosine")),
        (),
        None,
        "small CNN on glyphs, Adam + cosine",
        every=2,
        seed=906,
    ),
    V(
        "vb-healthy-bncnn-glyphs-bf16",
        _r(glyphs, "bncnn", cfg(3e-3, "adamw", 12, amp="bf16", schedule="cosine")),
        (),
        None,
        "batch-norm CNN on glyphs under bf16 autocast",
        every=4,
        seed=907,
    ),
    V(
        "vb-healthy-resnet-glyphs-sgd-step",
        _r(
            glyphs,
            "resnet",
            cfg(
                0.03,
                epochs=12,
                batch_size=64,
                schedule="step",
                decay_step=256,
                warmup_steps=40,
                weight_decay=5e-4,
                **SGDM,
            ),
        ),
        (),
        None,
        "residual net on glyphs, SGD momentum, 40 warm-up steps and a x0.1 step",
        every=1,
        seed=908,
    ),
    V(
        "vb-healthy-cnn-skdigits-fp16",
        _r(
            digit_images,
            "cnn",
            cfg(
                2e-3,
                "adamw",
                10,
                weight_decay=0.01,
                schedule="cosine",
                amp="fp16",
                scaler_init_scale=2.0**16,
                scaler_growth_interval=100,
            ),
        ),
        (),
        None,
        "small CNN on scikit-learn's 8x8 digits, fp16 autocast + GradScaler",
        every=5,
        seed=909,
    ),
    V(
        "vb-healthy-gru-sources5-plateau",
        _r(
            sources5,
            "gru",
            cfg(3e-3, "adam", 12, 64, grad_clip=1.0, schedule="plateau", decay_factor=0.3),
        ),
        (),
        None,
        "clipped GRU over five Markov sources, ReduceLROnPlateau",
        every=2,
        seed=910,
    ),
    V(
        "vb-healthy-lstm-sources5-warmup",
        _r(
            sources5,
            "lstm",
            cfg(3e-3, "adamw", 12, 64, weight_decay=0.01, schedule="cosine", warmup_steps=30),
        ),
        (),
        None,
        "LSTM over five Markov sources, AdamW, warm-up + cosine",
        every=2,
        seed=911,
    ),
    V(
        "vb-healthy-rnn-text8-cosine",
        _r(text8v, "rnn", cfg(3e-3, "adam", 10, 64, grad_clip=1.0, schedule="cosine"), hidden=64),
        (),
        None,
        "a clipped tanh RNN on next-letter prediction, cosine",
        every=5,
        seed=912,
    ),
    V(
        "vb-healthy-transformer-sources5-eval25",
        _r(
            sources5,
            "transformer",
            cfg(
                3e-3,
                "adamw",
                15,
                32,
                weight_decay=0.01,
                schedule="cosine",
                warmup_steps=30,
                eval_every=25,
            ),
        ),
        (),
        None,
        "transformer over five Markov sources, evaluated every 25 steps",
        every=3,
        seed=913,
    ),
    V(
        "vb-healthy-transformer-text8-bf16",
        _r(
            text8v,
            "transformer",
            cfg(2e-3, "adam", 14, 64, amp="bf16", schedule="cosine", warmup_steps=40),
            dropout=0.1,
        ),
        (),
        None,
        "transformer next-letter model, bf16 autocast, warm-up + cosine, dropout",
        every=2,
        seed=914,
    ),
    V(
        "vb-healthy-blobs6-sgd-bs8-es",
        _r(
            blobs6,
            "mlp",
            cfg(0.005, epochs=30, batch_size=8, early_stopping_patience=2, **SGDM),
            width=32,
            num_layers=1,
        ),
        (),
        None,
        "SGD momentum, batch 8, early stopping (patience 2) on six blobs",
        every=25,
        seed=915,
    ),
    V(
        "vb-healthy-quantiles-noise-gelu",
        _r(
            quantiles,
            "mlp",
            cfg(2e-3, "adam", 25, schedule="cosine", augment="noise", augment_strength=0.1),
            width=64,
            num_layers=2,
            activation="gelu",
        ),
        (),
        None,
        "GELU MLP on Gaussian quantiles with input-noise augmentation",
        every=10,
        seed=916,
    ),
    V(
        "vb-healthy-hastie-rmsprop-dropout",
        _r(
            hastie,
            "mlp",
            cfg(5e-4, "rmsprop", 15, weight_decay=1e-4),
            width=128,
            num_layers=2,
            dropout=0.2,
        ),
        (),
        None,
        "RMSprop + dropout 0.2 on Hastie's 10-2",
        every=5,
        seed=917,
    ),
    V(
        "vb-healthy-linreg-sgd-eval50-es",
        _r(
            linreg,
            "mlp",
            cfg(0.005, epochs=8, batch_size=16, eval_every=50, early_stopping_patience=5, **SGDM),
            width=32,
            num_layers=1,
        ),
        (),
        None,
        "SGD regression, batch 16, evaluated every 50 steps, early stopping",
        every=10,
        seed=918,
    ),
    V(
        "vb-healthy-bncnn-glyphs-shift-sgd",
        _r(
            glyphs,
            "bncnn",
            cfg(0.05, epochs=10, schedule="cosine", augment="shift", weight_decay=5e-4, **SGDM),
            dropout=0.2,
        ),
        (),
        None,
        "batch-norm CNN on glyphs, SGD + cosine, shift augmentation, dropout",
        every=5,
        seed=919,
    ),
    V(
        "vb-healthy-gru-text8-step-bs128",
        _r(
            text8v,
            "gru",
            cfg(3e-3, "adam", 12, 128, grad_clip=1.0, schedule="step", decay_step=180, decay_factor=0.2),
        ),
        (),
        None,
        "GRU next-letter model, batch 128, a x0.2 step",
        every=2,
        seed=920,
    ),
)
