"""Variant battery e: real framework runs on data sets and pairings no battery had (`--battery e`).

    nice -n 10 python benchmarks/variants.py --battery e --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery e [--runs]

Like battery d, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner, so each case can run in each of the three layouts.
What changes is what the runs are: new data sets, and model family x data set x optimiser x
schedule x cadence x precision x length combinations no battery paired. The healthy half is
made of what real sound runs do and a reader can take for a fault: dropout or input-noise
augmentation holding the val loss below the train loss, an easy task whose losses both get
tiny, a cosine decay to ~0 after which the low val loss creeps up a few per cent, recurrent
nets whose grad norm grows as they leave an initial plateau, batches of 8 logged every step,
bf16-mixed precision, logs of 10-15 points (per epoch) and of 1,500, long runs sitting on a
plateau and runs EarlyStopping ends, warm-up + cosine, OneCycle and ReduceLROnPlateau,
regressions in raw target units (MSE in the thousands) and standardised ones, a binary task
and tasks of 24 and 26 classes. The faulty half injects one fault real users hit into a
pairing no battery had: an lr too high or too low for the optimiser, a StepLR stepped per
batch, no zero_grad, a backbone frozen by mistake, a double softmax, shuffled labels, the
target leaking into the features, too little data, no regularisation on a wide net, class-
sorted rows, a std-1 weight init, features in mixed raw units, deep sigmoid / tanh stacks, a
recurrent net exploding without clipping, corrupt outlier rows, a test set from another
distribution, no validation at all, and runs cut short by a step budget or by an
EarlyStopping(patience=0) on a noisy mid-epoch validation. Data sets, all made offline:
12x12 oriented gratings (8 classes), scikit-learn's digits read pixel by pixel as a 64-token
sequence, a recall-the-first-token sequence task, a first-order Markov text over 26 letters, a
24-class and a 2-class table, a noisy checkerboard, three easy blobs, the position along an
S-curve, scikit-learn's diabetes with its target in raw units and Friedman #1 with its raw
target.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is
its `log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    INIT,
    SIZES,
    SORTED,
    DataFault,
    ModelFault,
    Plan,
    Runner,
    V,
    identity_rnn,
    runner,
    shuffled_labels,
    softmax_output,
)

if TYPE_CHECKING:
    from tests.suite.datasets import Splits



# ---------------------------------------------------------------- data sets no battery has


def gratings(seed: int = 1401, frequency: tuple[float, float] = (0.6, 1.1)) -> Splits:
    """12x12 sinusoidal gratings at eight orientations (22.5 degrees apart, jittered), a random
    phase and spatial frequency (radians a pixel), pixel noise sd 0.8: images for a CNN."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    n = sum(SIZES)
    y = torch.randint(0, 8, (n,), generator=g)
    angle = y.float() * math.pi / 8 + 0.06 * torch.randn(n, generator=g)
    low, high = frequency
    freq = low + (high - low) * torch.rand(n, generator=g)
    phase = 2 * math.pi * torch.rand(n, generator=g)
    axis = torch.arange(12, dtype=torch.float32) - 5.5
    rows, cols = torch.meshgrid(axis, axis, indexing="ij")
    along = cols[None] * torch.cos(angle)[:, None, None] + rows[None] * torch.sin(angle)[:, None, None]
    x = torch.sin(freq[:, None, None] * along + phase[:, None, None])
    x = x + 0.8 * torch.randn(x.shape, generator=g)
    return ds.named(ds._split(x[:, None], y, SIZES, 8), "gratings-8")


def digit_pixels() -> Splits:
    """scikit-learn's 8x8 digits read pixel by pixel: 64 tokens (intensities 0-16), 10 classes."""
    from tests.suite import datasets as ds

    x, y = ds._sklearn_pool("load_digits", 1402)
    return ds.named(ds._split(x.long(), y.long(), (1100, 350, 347), 10), "digit-pixels")


def recall_first(seed: int = 1403, length: int = 14) -> Splits:
    """Sequences of 14 tokens over 8 symbols; the label is the first token (a long memory:
    a recurrent net sits at ln 8 until it learns to carry it)."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    x = torch.randint(0, 8, (sum(SIZES), length), generator=g)
    return ds.named(ds._split(x, x[:, 0].clone(), SIZES, 8), "recall-first")


def letters26(seed: int = 1404) -> Splits:
    """Next-letter prediction on a first-order Markov text over 26 letters (each letter has a
    few likely successors), 10 letters of context, 26 classes; named markov-text so that a
    transformer reads the last position."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    successors = torch.softmax(2.5 * torch.randn(26, 26, generator=g), dim=-1)
    sizes = (4000, 800, 800)
    n = sum(sizes)
    text = torch.zeros(n + 11, dtype=torch.long)
    for t in range(1, n + 11):
        text[t] = torch.multinomial(successors[text[t - 1]], 1, generator=g)[0]
    starts = torch.randperm(n, generator=g)
    x = torch.stack([text[s : s + 10] for s in starts.tolist()])
    return ds.named(ds._split(x, text[starts + 10], sizes, 26), "markov-text")


def _table(name: str, classes: int, seed: int, sizes: tuple[int, int, int], **shape: Any) -> Splits:
    from sklearn.datasets import make_classification

    x, y = make_classification(sum(sizes), n_classes=classes, random_state=seed, **shape)
    return _generated(name, x, y, classes, sizes)


def table24(sizes: tuple[int, int, int] = SIZES, name: str = "table-24class") -> Splits:
    """32 features, 16 informative, 24 classes of one cluster each."""
    return _table(
        name, 24, 1405, sizes, n_features=32, n_informative=16, n_redundant=4,
        n_clusters_per_class=1, class_sep=2.5, flip_y=0.01,
    )


def table24_small() -> Splits:
    """The 24-class table with 96 training rows (about four a class)."""
    return table24((96, 500, 500), "table-24class-96")


def table2(sizes: tuple[int, int, int] = SIZES, name: str = "table-2class") -> Splits:
    """A binary table: 20 features, 6 informative, three clusters a class, 3% of labels flipped."""
    return _table(
        name, 2, 1406, sizes, n_features=20, n_informative=6, n_redundant=4,
        n_clusters_per_class=3, class_sep=1.0, flip_y=0.03,
    )


def table2_small() -> Splits:
    """The binary table with 600 training rows."""
    return table2((600, 500, 500), "table-2class-600")


def checkerboard(
    seed: int = 1407, flip: float = 0.03, sizes: tuple[int, int, int] = SIZES, name: str = "checkerboard"
) -> Splits:
    """A 4x4 checkerboard over [-2, 2]^2 (two classes), `flip` of the labels flipped."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = rng.uniform(-2.0, 2.0, (sum(sizes), 2))
    y = (np.floor(x[:, 0]) + np.floor(x[:, 1])).astype(int) % 2
    flipped = rng.random(len(y)) < flip
    y = np.where(flipped, 1 - y, y)
    return _generated(name, x, y, 2, sizes)


def checkerboard_noisy_small() -> Splits:
    """The checkerboard with 12% of its labels flipped and 300 training rows."""
    return checkerboard(1408, 0.12, (300, 500, 500), "checkerboard-noisy-300")


def blobs3_easy(seed: int = 1409) -> Splits:
    """Three blobs in 6-D that barely overlap: a linear model gets ~98%."""
    from sklearn.datasets import make_blobs

    x, y = make_blobs(3000, n_features=6, centers=3, cluster_std=4.5, random_state=seed)
    return _generated("blobs-3-easy", x, y, 3, SIZES)


def s_curve(seed: int = 1410) -> Splits:
    """The position along a noisy 3-D S-curve, regressed from the point (standardised)."""
    from sklearn.datasets import make_s_curve

    x, t = make_s_curve(3000, noise=0.15, random_state=seed)
    return _generated("s-curve-position", x, t, 0, SIZES)


def diabetes_raw() -> Splits:
    """scikit-learn's diabetes (442 patients) with its target in raw units (25-346, sd ~77): the
    MSE starts near 29,000 and ends in the low thousands. Features standardised."""
    from tests.suite import datasets as ds

    x, y = ds._sklearn_pool("load_diabetes", 1411)
    splits = ds._split(x, y.float()[:, None], (300, 71, 71), 0)
    return ds._standardised(ds.named(splits, "diabetes-raw-target"))


def friedman1_raw(seed: int = 1412) -> Splits:
    """Friedman #1 over 12 features (5 used), its target in raw units (mean ~14, sd ~5)."""
    import torch
    from sklearn.datasets import make_friedman1

    from tests.suite import datasets as ds

    x, y = make_friedman1(3000, n_features=12, noise=1.0, random_state=seed)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    splits = ds._split(torch.tensor(x, dtype=torch.float32), target, SIZES, 0)
    return ds._standardised(ds.named(splits, "friedman1-raw-target"))


# ---------------------------------------------------------------- injected faults (and one augmentation)


def input_noise(sd: float) -> ModelFault:
    """Not a fault: Gaussian input-noise augmentation, added in training mode only (the plan's
    model hook wraps the net)."""

    def wrap(net: Any) -> Any:
        import torch
        from torch import nn

        class NoisyInput(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                if self.training:
                    x = x + sd * torch.randn_like(x)
                out: torch.Tensor = self.inner(x)
                return out

        return NoisyInput(net)

    return wrap


def frozen_body(net: Any) -> Any:
    """requires_grad False on every parameter but the head's: a fine-tuning recipe's frozen
    backbone applied to a backbone that was never pretrained."""
    for p in net.parameters():
        p.requires_grad_(False)
    for p in net.head.parameters():
        p.requires_grad_(True)
    return net


def normal_init(std: float) -> ModelFault:
    """Every Linear weight re-drawn from N(0, std^2) (nn.init.normal_ with its default std of 1)."""

    def fault(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, nn.Linear):
                    module.weight.normal_(0.0, std)
        return net

    return fault


def mixed_units(data: Splits, _seed: int) -> Splits:
    """Features in mixed raw units: column j multiplied by 10^(j mod 5) in every split (grams
    beside tonnes, the scaler dropped)."""
    import torch

    scale = 10.0 ** (torch.arange(data.x_train.shape[1]) % 5).float()

    def s(x: torch.Tensor | None) -> torch.Tensor | None:
        return None if x is None else x * scale

    return replace(data, x_train=data.x_train * scale, x_val=s(data.x_val), x_test=s(data.x_test))


def corrupt_rows(count: int, factor: float) -> DataFault:
    """`count` training rows whose features were written `factor` times too large (corrupt records)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        index = torch.randperm(data.train_size, generator=torch.Generator().manual_seed(seed + 37))[:count]
        x = data.x_train.clone()
        x[index] = x[index] * factor
        return replace(data, x_train=x)

    return fault


def leaked_target(data: Splits, seed: int) -> Splits:
    """The target, lightly noised, exported as an extra feature in train and val; at test time
    the column is not available and is imputed with its mean (0)."""
    import torch

    assert data.x_val is not None and data.y_val is not None and data.x_test is not None
    g = torch.Generator().manual_seed(seed + 41)

    def leak(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.cat([x, y + 0.1 * torch.randn(y.shape, generator=g)], dim=1)

    return replace(
        data,
        x_train=leak(data.x_train, data.y_train),
        x_val=leak(data.x_val, data.y_val),
        x_test=torch.cat([data.x_test, torch.zeros(data.x_test.shape[0], 1)], dim=1),
    )


def finer_test_gratings(data: Splits, _seed: int) -> Splits:
    """The test images of the same scenes at about twice the spatial frequency (another camera)."""
    other = gratings(frequency=(1.4, 2.2))
    return replace(data, x_test=other.x_test, y_test=other.y_test)


def no_test(data: Splits, _seed: int) -> Splits:
    """No test split (a run that never evaluates has no held-out series at all)."""
    return data.without_test()


NEVER = 10_000  # validate every NEVER epochs: never


def without_evaluation(plan: Plan) -> Runner:
    """Battery d's runner for a run that never evaluates: Lightning validates every NEVER epochs
    (never), and the HF Trainer gets eval_strategy="no" (battery d's runner always asks it for
    step or epoch evaluations, and HF adds a last one at the end of training)."""
    inner = runner(replace(plan, val_every_epochs=NEVER))

    def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
        run = inner(layout)
        if layout != "hf-trainer":
            return run

        def run_hf(run_dir: Any, seed: int) -> dict[str, Any]:
            from unittest import mock

            import transformers

            original = transformers.TrainingArguments

            def no_evaluation(*args: Any, **kw: Any) -> Any:
                kw.update(eval_strategy="no", eval_steps=None, metric_for_best_model=None)
                return original(*args, **kw)

            # the runner imports TrainingArguments from transformers when it runs
            with mock.patch.object(transformers, "TrainingArguments", no_evaluation):
                hparams = run(run_dir, seed)
            framework = str(hparams["_framework"])
            hparams["_framework"] = framework[: framework.rindex(", eval_steps")] + ", no evaluation"
            return hparams

        return run_hf

    return for_layout


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    V(
        "ve-lr-high-sgd-diabetes-raw",
        Plan(diabetes_raw, "mlp", 0.01, "sgd", momentum=0.9, epochs=30, batch_size=16, log_every=5,
             model_kw={"width": 64}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=0.01 momentum 0.9 on a raw-unit target (MSE ~29,000): the updates blow up",
        RUNAWAY,
        family="regression",
        dataset="diabetes-raw",
        seed=1501,
    ),
    V(
        "ve-lr-high-adamw-transformer-letters",
        Plan(letters26, "transformer", 0.2, "adamw", weight_decay=0.01, epochs=6, batch_size=64, log_every=4,
             train_log="step"),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "AdamW lr=0.2, no warm-up, on a transformer predicting the next of 26 letters: it thrashes",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="markov-text",
        seed=1502,
    ),
    V(
        "ve-lr-low-sgd-gru-recall",
        Plan(recall_first, "gru", 5e-3, "sgd", epochs=8, log_every=10, model_kw={"hidden": 48}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=5e-3 on a GRU that must recall the first of 14 tokens",
        STALL,
        family="gru",
        dataset="recall-first",
        seed=1503,
    ),
    V(
        "ve-lr-low-adam-table24-dense",
        Plan(table24, "mlp", 3e-6, "adam", epochs=6, log_every=1, model_kw={"width": 128}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam lr=3e-6 on a 24-class table, logged every step",
        STALL,
        family="mlp",
        dataset="table-24class",
        seed=1504,
    ),
    V(
        "ve-lr-decay-per-batch-bncnn-gratings",
        Plan(gratings, "bncnn", 2e-3, "adam", epochs=6, log_every=5, schedule="step", step_size=15,
             gamma=0.1),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=15, gamma=0.1) meant per epoch, stepped per batch: lr 2e-6 by step 45 of 378",
        STALL,
        family="cnn-bn",
        dataset="gratings",
        seed=1505,
    ),
    # --- optimisation bugs and the model
    V(
        "ve-no-zero-grad-sgd-resnet-gratings",
        Plan(gratings, "resnet", 0.01, "sgd", momentum=0.9, epochs=5, log_every=5, zero_grad=False),
        ("gradient-explosion", "loss-runaway"),
        "missing-zero-grad",
        "a residual net with SGD momentum whose gradients are never cleared",
        BROKEN,
        family="resnet",
        dataset="gratings",
        seed=1506,
    ),
    V(
        "ve-frozen-body-cnn-gratings",
        Plan(gratings, "cnn", 2e-3, "adam", epochs=6, log_every=10, model_fault=frozen_body),
        ("slow-convergence",),
        "frozen-weights",
        "a fine-tuning freeze on a CNN that was never pretrained: only the head trains",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="gratings",
        seed=1507,
    ),
    V(
        "ve-double-softmax-table24-epoch",
        Plan(table24, "mlp", 0.05, "sgd", momentum=0.9, epochs=12, log_every=63, train_log="epoch",
             model_fault=softmax_output, model_kw={"width": 128}),
        ("slow-convergence",),
        "wrong-loss-function",
        "the MLP returns probabilities and cross-entropy applies softmax again (24 classes), per-epoch log",
        STALL,
        family="mlp",
        dataset="table-24class",
        seed=1508,
    ),
    V(
        "ve-bad-init-std1-table2",
        Plan(table2, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_fault=normal_init(1.0),
             model_kw={"width": 256, "num_layers": 3}),
        ("bad-initial-loss",),
        "poor-initialization",
        "every Linear weight drawn from N(0, 1) (nn.init.normal_ defaults) in a 3x256 MLP, binary task",
        INIT,
        family="mlp",
        dataset="table-2class",
        seed=1509,
    ),
    V(
        "ve-deep-sigmoid-s-curve",
        Plan(s_curve, "mlp", 0.05, "sgd", epochs=10, log_every=10,
             model_kw={"width": 32, "num_layers": 14, "activation": "sigmoid"}),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 15-layer sigmoid MLP regressing the S-curve position, plain SGD",
        ("undertrained", "gradient-vanishing"),
        family="regression",
        dataset="s-curve",
        seed=1510,
    ),
    V(
        "ve-deep-tanh-table24",
        Plan(table24, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, log_every=20,
             model_kw={"width": 64, "num_layers": 24, "activation": "tanh"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 25-layer tanh MLP at PyTorch's default init on 24 classes, SGD momentum",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="table-24class",
        seed=1511,
    ),
    V(
        "ve-rnn-no-clip-digit-pixels",
        Plan(digit_pixels, "rnn", 3e-3, "sgd", momentum=0.9, epochs=6, log_every=2,
             model_fault=identity_rnn(1.0), model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "an identity-initialised ReLU RNN (IRNN) reading 64 pixels, SGD momentum, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        family="rnn",
        dataset="digit-pixels",
        seed=1512,
    ),
    # --- data: labels, leakage, amount, order, units, corrupt rows, shift, no validation
    V(
        "ve-shuffled-labels-table2",
        Plan(table2_small, "mlp", 1e-3, "adam", epochs=150, log_every=20, data_fault=shuffled_labels,
             model_kw={"width": 512, "num_layers": 2}),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "the binary table's train labels permuted: a wide MLP memorises them, val at chance",
        MEMORISED,
        family="mlp",
        dataset="table-2class",
        seed=1513,
    ),
    V(
        "ve-target-leak-s-curve",
        Plan(s_curve, "mlp", 2e-3, "adam", epochs=15, log_every=10, data_fault=leaked_target),
        ("val-test-gap",),
        "data-leakage",
        "the noised target exported as a feature in train and val, imputed with 0 at test",
        ("zero-train-loss", "train-val-gap", "overfitting"),
        family="regression",
        dataset="s-curve",
        seed=1514,
    ),
    V(
        "ve-tiny-train-table24",
        Plan(table24_small, "mlp", 2e-3, "adam", epochs=150, batch_size=16, log_every=2,
             model_kw={"width": 256, "num_layers": 2}),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "96 training rows (about four a class) of a 24-class table, a wide MLP, 150 epochs",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="table-24class",
        seed=1515,
    ),
    V(
        "ve-no-regularisation-checkerboard",
        Plan(checkerboard_noisy_small, "mlp", 3e-3, "adam", epochs=300, log_every=10,
             model_kw={"width": 512, "num_layers": 3}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 3x512 MLP, no dropout or weight decay, 300 epochs on 300 checkerboard rows, 12% of labels flipped",
        ("zero-train-loss", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="checkerboard",
        seed=1516,
    ),
    V(
        "ve-class-sorted-lstm-digit-pixels",
        Plan(digit_pixels, "lstm", 3e-3, "adam", epochs=6, log_every=1, shuffle=False, sort_by_class=True,
             clip=1.0),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "digits sorted by class, shuffle=False, an LSTM reading them pixel by pixel, logged every step",
        SORTED,
        family="lstm",
        dataset="digit-pixels",
        seed=1517,
    ),
    V(
        "ve-class-sorted-bncnn-gratings",
        Plan(gratings, "bncnn", 2e-3, "adam", epochs=8, batch_size=50, log_every=2, shuffle=False,
             sort_by_class=True),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "gratings sorted by orientation, shuffle=False: every batch-norm batch holds one class",
        SORTED,
        family="cnn-bn",
        dataset="gratings",
        seed=1518,
    ),
    V(
        "ve-mixed-units-sgd-table24",
        Plan(table24, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=10, data_fault=mixed_units,
             model_kw={"width": 128}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the 24-class table's columns in mixed units (x1 to x10,000), no scaler, SGD momentum",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="table-24class",
        seed=1519,
    ),
    V(
        "ve-corrupt-rows-table2-dense",
        Plan(table2, "mlp", 2e-3, "adam", epochs=8, log_every=1, data_fault=corrupt_rows(6, 40.0)),
        ("loss-spikes",),
        "bad-input-data",
        "6 of 2,000 binary-table rows written 40x too large, Adam, logged every step",
        ("loss-oscillation",),
        family="mlp",
        dataset="table-2class",
        seed=1520,
    ),
    V(
        "ve-shifted-test-resnet-gratings",
        Plan(gratings, "resnet", 3e-3, "adam", epochs=6, log_every=6, schedule="cosine",
             data_fault=finer_test_gratings),
        ("val-test-gap",),
        "distribution-shift",
        "test gratings at about twice the training frequency; validation from the train distribution",
        ("metric-at-baseline",),
        family="resnet",
        dataset="gratings",
        seed=1521,
    ),
    V(
        "ve-no-validation-friedman1-raw",
        Plan(friedman1_raw, "mlp", 3e-3, "adam", epochs=15, log_every=10, data_fault=no_test,
             model_kw={"width": 64}),
        ("missing-validation",),
        "missing-eval-set",
        "a sound regression that never evaluates: no validation loop, no test split",
        (),
        family="regression",
        dataset="friedman1-raw",
        seed=1522,
        runs=without_evaluation,
    ),
    # --- stopped too soon
    V(
        "ve-stopped-early-transformer-letters",
        Plan(letters26, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=6, max_steps=90,
             batch_size=64, log_every=1, val_interval=0.5),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=90 of a transformer on 26-letter text (a smoke-test budget left in), every step logged",
        (),
        family="transformer",
        dataset="markov-text",
        seed=1523,
    ),
    V(
        "ve-early-stop-patience0-bncnn-gratings",
        Plan(gratings, "bncnn", 2e-3, "adam", epochs=20, log_every=2, val_interval=0.25, early_stop=0),
        ("undertrained",),
        "too-few-epochs",
        "EarlyStopping(patience=0) on a val loss checked four times an epoch: its first uptick ends the run",
        (),
        family="cnn-bn",
        dataset="gratings",
        seed=1524,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    V(
        "ve-healthy-bncnn-gratings-input-noise",
        Plan(gratings, "bncnn", 2e-3, "adam", epochs=8, log_every=10, model_fault=input_noise(0.7),
             model_kw={"dropout": 0.3}),
        (),
        None,
        "batch-norm CNN with Gaussian input-noise augmentation (sd 0.7) and dropout: val loss below train",
        family="cnn-bn",
        dataset="gratings",
        seed=1601,
    ),
    V(
        "ve-healthy-table24-dropout-epoch",
        Plan(table24, "mlp", 1e-3, "adamw", weight_decay=0.01, epochs=15, log_every=63, train_log="epoch",
             model_kw={"width": 256, "dropout": 0.5}),
        (),
        None,
        "dropout 0.5 on a 24-class table, the train loss logged once an epoch (15 points)",
        family="mlp",
        dataset="table-24class",
        seed=1602,
    ),
    V(
        "ve-healthy-blobs3-tiny-loss",
        Plan(blobs3_easy, "mlp", 1e-3, "adam", epochs=12, log_every=10,
             model_kw={"width": 64, "dropout": 0.3}),
        (),
        None,
        "an easy 3-blob task: train and val losses both end near zero, val below train (dropout)",
        family="mlp",
        dataset="blobs-easy",
        seed=1603,
    ),
    V(
        "ve-healthy-table2-cosine-to-zero",
        Plan(table2, "mlp", 1e-3, "adamw", weight_decay=0.05, epochs=40, log_every=50, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.1}),
        (),
        None,
        "40 epochs, cosine to zero, logged every 50 steps: the low val loss creeps up 2-3% as the lr decays",
        family="mlp",
        dataset="table-2class",
        seed=1604,
    ),
    V(
        "ve-healthy-gru-recall-plateau-exit",
        Plan(recall_first, "gru", 3e-3, "adam", epochs=10, log_every=5, model_kw={"hidden": 48}),
        (),
        None,
        "a GRU sitting at ln 8 until it learns to carry the first token; its grad norm rises as it leaves",
        family="gru",
        dataset="recall-first",
        seed=1605,
    ),
    V(
        "ve-healthy-table2-batch8-dense",
        Plan(table2, "mlp", 5e-3, "sgd", momentum=0.9, epochs=6, batch_size=8, log_every=1,
             model_kw={"width": 64}),
        (),
        None,
        "batch size 8, SGD momentum, every step logged (1,500 points): a noisy loss around a low level",
        family="mlp",
        dataset="table-2class",
        seed=1606,
    ),
    V(
        "ve-healthy-resnet-gratings-bf16-onecycle",
        Plan(gratings, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=6, log_every=5,
             schedule="onecycle", bf16=True),
        (),
        None,
        "a residual net under bf16-mixed precision with OneCycleLR (SGD momentum, max lr 0.05)",
        family="resnet",
        dataset="gratings",
        seed=1607,
    ),
    V(
        "ve-healthy-diabetes-raw-target",
        Plan(diabetes_raw, "mlp", 0.02, "adam", weight_decay=1e-4, epochs=60, batch_size=16, log_every=5,
             schedule="cosine", model_kw={"width": 32}),
        (),
        None,
        "diabetes with its raw target: MSE from ~29,000 down to the low thousands, 300 rows, cosine",
        family="regression",
        dataset="diabetes-raw",
        seed=1608,
    ),
    V(
        "ve-healthy-s-curve-plateau",
        Plan(s_curve, "mlp", 3e-3, "adam", epochs=25, log_every=20, schedule="plateau", gamma=0.5,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "S-curve regression (standardised) with ReduceLROnPlateau(factor 0.5) on val_loss",
        family="regression",
        dataset="s-curve",
        seed=1609,
    ),
    V(
        "ve-healthy-transformer-pixels-warmup-cosine",
        Plan(digit_pixels, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=20, log_every=10,
             schedule="warmup-cosine", warmup=50, clip=1.0, model_kw={"dim": 48}),
        (),
        None,
        "a transformer over the 64 pixels of a digit, 50 warm-up steps then cosine, AdamW",
        family="transformer",
        dataset="digit-pixels",
        seed=1610,
    ),
    V(
        "ve-healthy-lstm-letters-onecycle",
        Plan(letters26, "lstm", 0.01, "adam", epochs=8, batch_size=64, log_every=5, clip=1.0,
             schedule="onecycle"),
        (),
        None,
        "an LSTM predicting the next of 26 letters with OneCycleLR (max lr 0.01), clipped",
        family="lstm",
        dataset="markov-text",
        seed=1611,
    ),
    V(
        "ve-healthy-table2-long-plateau-epoch",
        Plan(table2, "mlp", 1e-3, "adamw", weight_decay=0.05, epochs=120, batch_size=100, log_every=20,
             train_log="epoch", model_kw={"width": 32, "dropout": 0.1}),
        (),
        None,
        "120 epochs of a small MLP on the binary table, converged by epoch ~20, logged per epoch",
        family="mlp",
        dataset="table-2class",
        seed=1612,
    ),
    V(
        "ve-healthy-checkerboard-early-stop",
        Plan(checkerboard, "mlp", 3e-3, "adam", epochs=100, log_every=10, val_interval=0.5, early_stop=6,
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "checkerboard validated twice an epoch, EarlyStopping(val_loss, patience 6) ends it when it flattens",
        family="mlp",
        dataset="checkerboard",
        seed=1613,
    ),
    V(
        "ve-healthy-gru-letters-step",
        Plan(letters26, "gru", 5e-3, "adam", epochs=8, batch_size=64, log_every=10, clip=1.0, schedule="step",
             step_size=250, gamma=0.3),
        (),
        None,
        "a GRU on 26-letter Markov text, x0.3 at step 250 of 504",
        family="gru",
        dataset="markov-text",
        seed=1614,
    ),
    V(
        "ve-healthy-cnn-gratings-midepoch-val",
        Plan(gratings, "cnn", 0.02, "sgd", momentum=0.9, epochs=6, log_every=5, val_interval=0.5,
             schedule="cosine", model_kw={"channels": 8}),
        (),
        None,
        "a small CNN validated twice an epoch, SGD momentum + cosine",
        family="cnn",
        dataset="gratings",
        seed=1615,
    ),
    V(
        "ve-healthy-table24-sgd-step-dropout",
        Plan(table24, "mlp", 0.05, "sgd", momentum=0.9, weight_decay=1e-3, epochs=20, log_every=20,
             schedule="step", step_size=760, gamma=0.1, model_kw={"width": 256, "dropout": 0.3}),
        (),
        None,
        "SGD momentum + dropout 0.3 on 24 classes, x0.1 at step 760 of 1,260",
        family="mlp",
        dataset="table-24class",
        seed=1616,
    ),
    V(
        "ve-healthy-friedman1-raw-rmsprop-dense",
        Plan(friedman1_raw, "mlp", 2e-3, "rmsprop", epochs=25, batch_size=32, log_every=1, schedule="cosine",
             model_kw={"width": 64}),
        (),
        None,
        "RMSprop + cosine on Friedman #1 in raw units (MSE ~220 to ~2), every step logged (1,575 points)",
        family="regression",
        dataset="friedman1-raw",
        seed=1617,
    ),
    V(
        "ve-healthy-lstm-digit-pixels-cosine",
        Plan(digit_pixels, "lstm", 5e-3, "adam", epochs=15, log_every=10, clip=1.0, schedule="cosine",
             model_kw={"hidden": 64}),
        (),
        None,
        "an LSTM reading digits pixel by pixel, a slow start then a fast fall, clipped, cosine",
        family="lstm",
        dataset="digit-pixels",
        seed=1618,
    ),
    V(
        "ve-healthy-bncnn-gratings-rmsprop-plateau",
        Plan(gratings, "bncnn", 1e-3, "rmsprop", epochs=8, log_every=2, schedule="plateau", gamma=0.3,
             clip=0.5),
        (),
        None,
        "batch-norm CNN, RMSprop clipped at 0.5, ReduceLROnPlateau(factor 0.3), every 2nd step logged",
        family="cnn-bn",
        dataset="gratings",
        seed=1619,
    ),
    V(
        "ve-healthy-blobs3-sgd-epoch",
        Plan(blobs3_easy, "mlp", 0.05, "sgd", epochs=10, batch_size=64, log_every=32, train_log="epoch",
             model_kw={"width": 32}),
        (),
        None,
        "plain SGD on three easy blobs, logged once an epoch (10 points)",
        family="mlp",
        dataset="blobs-easy",
        seed=1620,
    ),
    V(
        "ve-healthy-friedman1-raw-early-stop",
        Plan(friedman1_raw, "mlp", 5e-3, "adamw", weight_decay=0.01, epochs=80, batch_size=32, log_every=8,
             early_stop=5, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "AdamW on Friedman #1 in raw units, EarlyStopping(val_loss, patience 5)",
        family="regression",
        dataset="friedman1-raw",
        seed=1621,
    ),
    V(
        "ve-healthy-transformer-letters-bf16",
        Plan(letters26, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=8, batch_size=64,
             log_every=10, schedule="warmup-linear", warmup=40, clip=1.0, bf16=True),
        (),
        None,
        "a transformer on 26-letter text under bf16-mixed, 40 warm-up steps then linear decay",
        family="transformer",
        dataset="markov-text",
        seed=1622,
    ),
    V(
        "ve-healthy-table2-rmsprop-val-every-2",
        Plan(table2, "mlp", 1e-3, "rmsprop", epochs=20, log_every=25, val_every_epochs=2,
             model_kw={"width": 64, "dropout": 0.2}),
        (),
        None,
        "RMSprop + dropout on the binary table, validated every other epoch",
        family="mlp",
        dataset="table-2class",
        seed=1623,
    ),
    V(
        "ve-healthy-resnet-gratings-exp",
        Plan(gratings, "resnet", 4e-3, "adam", epochs=6, log_every=20, train_log="step", lr_monitor=False,
             schedule="exp", gamma=0.995),
        (),
        None,
        "a residual net with a per-step exponential decay (x0.995), step-only train loss, no lr monitor",
        family="resnet",
        dataset="gratings",
        seed=1624,
    ),
    V(
        "ve-healthy-s-curve-sgd-long",
        Plan(s_curve, "mlp", 0.01, "sgd", momentum=0.9, epochs=80, batch_size=128, log_every=16,
             schedule="cosine", model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "80 epochs of SGD momentum + cosine on the S-curve, converged early, a long plateau",
        family="regression",
        dataset="s-curve",
        seed=1625,
    ),
    V(
        "ve-healthy-gru-digit-pixels-rmsprop",
        Plan(digit_pixels, "gru", 2e-3, "rmsprop", epochs=12, log_every=5, schedule="cosine",
             model_kw={"hidden": 48}),
        (),
        None,
        "RMSprop + cosine on an unclipped GRU reading 64 pixels: its grad norm grows as the loss falls",
        family="gru",
        dataset="digit-pixels",
        seed=1626,
    ),
)
