"""Variant battery f: real framework runs on nine data sets no battery had (`--battery f`).

    nice -n 10 python benchmarks/variants.py --battery f --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery f [--runs]

Like batteries d and e, every case is a REAL framework run (a `lightning.Trainer` fit logged
by its CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose
`trainer_state.json` is the log), trained by battery d's runner, so each case can run in each
of the three layouts; the layout rotation of variants.py picks one. It was written blind: its
author trained it with `--train-only` and never diagnosed it, so its test half is held-out
data for the tool. The data sets are new, all made offline: two interleaved spirals (clean,
noisy, 40 rows), a sparse parity (the parity of 4 of 24 +-1 bits: an MLP sits at ln 2 for
several epochs before it finds the bits), 1-D sine signals of four frequencies quantised to
12 levels and read as 24 tokens, the sum of 8 digits regressed in raw units by a GRU, an LSTM
or a transformer (MSE from ~1,400 down to ~1), 8x8 shapes (square outlines, plus signs, crosses, discs) at
random places under pixel noise, a polynomial regression with its target in raw units, the
majority symbol of 15 tokens over 5, a 16-feature logistic table (Bayes accuracy ~0.85) and
scikit-learn's sparse-uncorrelated regression. The healthy half holds what sound runs do and a
naive reader can take for a fault: val below train under dropout and input noise, tiny
losses on an easy task, raw-unit MSEs falling 1,000-fold with a test MSE twice the (tiny) val
one, a plateau at ln 2 then a sharp drop (parity) and one at the mean's MSE then a drop (digit
sums), recurrent nets whose grad norm grows as they learn, warm-up with an early bump, per-batch
noise at batch size 6 logged every step (2,500 points), smooth fast decays logged at 10-40
points, a slow long run still creeping down, cosine to ~0, EarlyStopping, bf16-mixed
precision, gradient accumulation, shift augmentation, OneCycle / StepLR / ReduceLROnPlateau /
exponential schedules and SGD without momentum. The faulty half injects one fault a user
hits: an lr far too high (SGD to NaN, Adam at 50, SGD on a raw-unit GRU regression) or too
low (plain SGD, Adam), no zero_grad (AdamW, SGD momentum), a double softmax, MSE between the
logits and the class index, shuffled labels, the label leaked as a feature, 40 training rows,
a wide net with no regularisation, class-sorted unshuffled rows, a head initialised 60x too
large, raw coordinates in millimetres, a 16-layer sigmoid stack, a model frozen but its head
bias, a ReLU RNN exploding without clipping, NaN cells in two training rows, a test set from a
noisier sensor, no validation at all, a step budget left in, and dead ReLUs.
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
    SORTED,
    DataFault,
    ModelFault,
    Plan,
    Runner,
    V,
    dead_relus,
    first_rows,
    frozen_but_head_bias,
    head_scaled,
    identity_rnn,
    runner,
    scaled_inputs,
    shuffled_labels,
    softmax_output,
)
from benchmarks.variants_e import input_noise, no_test, without_evaluation

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits


# ---------------------------------------------------------------- data sets no battery has


def two_spirals(
    seed: int = 1701,
    noise: float = 0.6,
    sizes: tuple[int, int, int] = (1500, 500, 500),
    name: str = "two-spirals",
) -> Splits:
    """Two interleaved spirals (1.5 turns, radius = angle, the arms pi apart), Gaussian noise of
    sd `noise` on the raw coordinates; standardised. Binary."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 2, n)
    t = np.sqrt(rng.uniform(0.02, 1.0, n)) * 3 * np.pi
    x = np.stack([t * np.cos(t + np.pi * y), t * np.sin(t + np.pi * y)], axis=1)
    x = x + noise * rng.standard_normal((n, 2))
    return _generated(name, x, y, 2, sizes)


def spirals_clean() -> Splits:
    """The spirals with noise sd 0.15 and 1,000 training rows: nearly separable."""
    return two_spirals(1702, 0.15, (1000, 500, 500), "two-spirals-clean")


def spirals_raw_mm() -> Splits:
    """The noisy spirals with their coordinates in millimetres, never scaled (x1000 raw units)."""
    return scaled_inputs(1000.0)(two_spirals(), 0)


def parity(seed: int = 1703, bits: int = 24, k: int = 4) -> Splits:
    """A sparse parity: +-1 bits, the label is the parity of the first k of them (no noise).
    An MLP sits at ln 2 for several epochs, then finds the k bits and drops fast."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = 3000
    x = rng.integers(0, 2, (n, bits)) * 2.0 - 1.0
    y = (np.prod(x[:, :k], axis=1) < 0).astype(int)
    return _generated(f"sparse-parity-{k}of{bits}", x, y, 2, (2000, 500, 500))


def sine_tokens(seed: int = 1704, noise: float = 0.25, length: int = 24, levels: int = 12) -> Splits:
    """1-D sine signals of four frequencies (1, 1.7, 2.6, 3.8 cycles a window), random phase and
    amplitude, noise sd `noise`, quantised to `levels` levels: token sequences of `length`."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    sizes = (1600, 400, 400)
    n = sum(sizes)
    y = torch.randint(0, 4, (n,), generator=g)
    cycles = torch.tensor([1.0, 1.7, 2.6, 3.8])[y]
    phase = 2 * math.pi * torch.rand(n, generator=g)
    amplitude = 0.6 + 0.4 * torch.rand(n, generator=g)
    t = torch.arange(length, dtype=torch.float32) / length
    signal = amplitude[:, None] * torch.sin(2 * math.pi * cycles[:, None] * t[None] + phase[:, None])
    signal = signal + noise * torch.randn(signal.shape, generator=g)
    tokens = torch.clamp(torch.round((signal + 1.5) / 3.0 * (levels - 1)), 0, levels - 1).long()
    return ds.named(ds._split(tokens, y, sizes, 4), "sine-frequency-4")


def digit_sum(seed: int = 1705, length: int = 8) -> Splits:
    """Sequences of 8 digits (tokens 0-9); the target is their sum in raw units (mean 36, sd ~8)."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    sizes = (2000, 500, 500)
    x = torch.randint(0, 10, (sum(sizes), length), generator=g)
    y = x.sum(dim=1).float()[:, None]
    return ds.named(ds._split(x, y, sizes, 0), "digit-sum-raw")


def _shape_masks() -> list[list[Any]]:
    """For each of 4 classes, the 0/1 masks of its shape at every size and place on 8x8."""
    import numpy as np

    masks: list[list[Any]] = [[], [], [], []]
    for size in (4, 5, 6):
        box = np.zeros((size, size))
        square = box.copy()
        square[0, :] = square[-1, :] = square[:, 0] = square[:, -1] = 1
        plus = box.copy()
        plus[size // 2, :] = plus[:, size // 2] = 1
        cross = np.maximum(np.eye(size), np.fliplr(np.eye(size)))
        centre = (size - 1) / 2
        rows, cols = np.mgrid[0:size, 0:size]
        disc = (((rows - centre) ** 2 + (cols - centre) ** 2) <= (size / 2 - 0.2) ** 2).astype(float)
        for c, shape in enumerate((square, plus, cross, disc)):
            for r0 in range(9 - size):
                for c0 in range(9 - size):
                    canvas = np.zeros((8, 8))
                    canvas[r0 : r0 + size, c0 : c0 + size] = shape
                    masks[c].append(canvas)
    return masks


def shapes8(
    seed: int = 1706,
    noise: float = 0.5,
    sizes: tuple[int, int, int] = (1200, 400, 400),
    name: str = "shapes-8x8",
) -> Splits:
    """8x8 images of a square outline, a plus, a cross or a disc (sizes 4-6, anywhere on the
    canvas), pixel noise sd `noise`: (N, 1, 8, 8), four classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    masks = _shape_masks()
    n = sum(sizes)
    y = rng.integers(0, 4, n)
    x = np.stack([masks[c][rng.integers(len(masks[c]))] for c in y])
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 4), name)


def shapes8_small() -> Splits:
    """The shapes with 300 training images."""
    return shapes8(1707, 0.5, (300, 400, 400), "shapes-8x8-300")


def shapes8_noisy_small() -> Splits:
    """The shapes with pixel noise sd 0.9 and 250 training images."""
    return shapes8(1708, 0.9, (250, 400, 400), "shapes-8x8-noisy-250")


def poly_raw(seed: int = 1709) -> Splits:
    """A polynomial of 5 Gaussian features (cubic, square and cross terms) plus noise sd 4, the
    target in raw units (mean ~28, sd ~28: the MSE starts near 1,600). Features standardised."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    sizes = (1500, 400, 400)
    x = rng.standard_normal((sum(sizes), 5))
    y = 40 + 15 * x[:, 0] - 12 * x[:, 1] ** 2 + 6 * x[:, 0] * x[:, 2] + 4 * x[:, 3] ** 3
    y = y + 4.0 * rng.standard_normal(len(y))
    splits = ds._split(
        torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)[:, None], sizes, 0
    )
    return ds._standardised(ds.named(splits, "poly-raw-target"))


def majority(seed: int = 1710, length: int = 15, symbols: int = 5) -> Splits:
    """Sequences of 15 tokens over 5 symbols; the label is the commonest symbol (ties: the lowest)."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    sizes = (2000, 500, 500)
    x = torch.randint(0, symbols, (sum(sizes), length), generator=g)
    counts = torch.nn.functional.one_hot(x, symbols).sum(dim=1)
    y = torch.argmax(counts, dim=1)
    return ds.named(ds._split(x, y, sizes, symbols), "majority-symbol-5")


def logistic16(
    seed: int = 1711, sizes: tuple[int, int, int] = (1500, 500, 500), name: str = "logistic-16"
) -> Splits:
    """16 Gaussian features, 6 of them in a logistic model (logit sd 2.5): labels drawn from
    it, a Bayes accuracy of ~0.85 and a best cross-entropy near 0.33."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = rng.standard_normal((n, 16))
    w = np.zeros(16)
    w[rng.choice(16, 6, replace=False)] = rng.standard_normal(6)
    logit = 2.5 * x @ w / np.linalg.norm(w)
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    return _generated(name, x, y, 2, sizes)


def sparse_regression(seed: int = 1713) -> Splits:
    """scikit-learn's make_sparse_uncorrelated (10 features, 4 used, noise sd 1), standardised."""
    from sklearn.datasets import make_sparse_uncorrelated

    x, y = make_sparse_uncorrelated(2300, n_features=10, random_state=seed)
    return _generated("sparse-uncorrelated", x, y, 0, (1500, 400, 400))


# ---------------------------------------------------------------- model hooks (not faults) and faults


def regression_head(net: Any) -> Any:
    """Not a fault: a one-output head for a recurrent net or transformer regressing a number."""
    from torch import nn

    net.head = nn.Linear(net.head.in_features, 1)
    return net


def then(*hooks: ModelFault) -> ModelFault:
    def hook(net: Any) -> Any:
        for h in hooks:
            net = h(net)
        return net

    return hook


def random_shift(pixels: int = 1) -> ModelFault:
    """Not a fault: images rolled by up to `pixels` in each direction in training mode
    (shift augmentation; the plan's model hook wraps the net)."""

    def wrap(net: Any) -> Any:
        import torch
        from torch import nn

        class Shifted(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                if self.training:
                    dr, dc = (int(v) for v in torch.randint(-pixels, pixels + 1, (2,)))
                    x = torch.roll(x, shifts=(dr, dc), dims=(-2, -1))
                out: torch.Tensor = self.inner(x)
                return out

        return Shifted(net)

    return wrap


def nan_rows(count: int) -> DataFault:
    """`count` training rows with a missing cell (NaN) that no step imputes."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        index = torch.randperm(data.train_size, generator=torch.Generator().manual_seed(seed + 43))[:count]
        x = data.x_train.clone()
        x[index, 0] = float("nan")
        return replace(data, x_train=x)

    return fault


def leaked_label(data: Splits, seed: int) -> Splits:
    """The label (lightly noised) exported as an extra feature in train and val; at test time the
    column is missing and imputed with its training mean."""
    import torch

    assert data.x_val is not None and data.y_val is not None and data.x_test is not None
    g = torch.Generator().manual_seed(seed + 47)

    def leak(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.cat([x, y.float()[:, None] + 0.1 * torch.randn(len(y), 1, generator=g)], dim=1)

    mean = float(data.y_train.float().mean())
    return replace(
        data,
        x_train=leak(data.x_train, data.y_train),
        x_val=leak(data.x_val, data.y_val),
        x_test=torch.cat([data.x_test, torch.full((data.x_test.shape[0], 1), mean)], dim=1),
    )


def noisier_test_shapes(data: Splits, _seed: int) -> Splits:
    """The test images from another sensor: the same shapes under pixel noise sd 1.6 (train and
    validation have 0.5)."""
    other = shapes8(1714, 1.6)
    return replace(data, x_test=other.x_test, y_test=other.y_test)


def mse_on_class_index(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: MSELoss between the (N, C) logits and the class index unsqueezed to (N, 1), which
    broadcasts: every logit is pulled towards the index, none is told which class is right."""
    from torch import nn

    return nn.functional.mse_loss(out, y.float()[:, None].expand_as(out))


def with_loss(loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor]) -> Callable[[Plan], Runner]:
    """Battery d's runner with its loss function replaced by `loss` (for a classification plan:
    the accuracy is still the argmax of the outputs)."""

    def factory(plan: Plan) -> Runner:
        inner = runner(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                from benchmarks import variants_d

                with mock.patch.object(variants_d, "_loss_fn", lambda _plan, _classes: loss):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    V(
        "vf-lr-high-sgd-spirals",
        Plan(two_spirals, "mlp", 8.0, "sgd", momentum=0.9, epochs=10, log_every=5,
             model_kw={"width": 64, "num_layers": 3}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=8 momentum 0.9 on two spirals: the loss blows up within the first logged points",
        RUNAWAY,
        family="mlp",
        dataset="two-spirals",
        seed=1701,
    ),
    V(
        "vf-lr-high-adam-bncnn-shapes",
        Plan(shapes8, "bncnn", 50.0, "adam", epochs=6, log_every=1),
        ("loss-runaway", "loss-oscillation", "metric-at-baseline"),
        "learning-rate-too-high",
        "Adam lr=50 (about 10^4 times the usual) on a batch-norm CNN, every step logged: the loss jumps "
        "to thousands at once, then thrashes far above ln 4",
        (*RUNAWAY, "undertrained"),
        family="cnn-bn",
        dataset="shapes",
        seed=1702,
    ),
    V(
        "vf-lr-high-sgd-gru-digit-sum",
        Plan(digit_sum, "gru", 0.1, "sgd", momentum=0.9, epochs=6, batch_size=64, log_every=2,
             model_fault=regression_head),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=0.1 momentum 0.9 on a GRU regressing a raw-unit sum (MSE ~1,400): it diverges",
        RUNAWAY,
        family="gru",
        dataset="digit-sum",
        seed=1703,
    ),
    V(
        "vf-lr-low-sgd-cnn-shapes",
        Plan(shapes8, "cnn", 1e-4, "sgd", epochs=8, log_every=5, model_kw={"channels": 8}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a small CNN over 8x8 shapes",
        STALL,
        family="cnn",
        dataset="shapes",
        seed=1704,
    ),
    V(
        "vf-lr-low-adam-parity",
        Plan(parity, "mlp", 1e-6, "adam", epochs=12, log_every=10, model_kw={"width": 128, "num_layers": 2}),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "Adam lr=1e-6 on a sparse parity: the loss sits at ln 2, the accuracy at 0.5",
        STALL,
        family="mlp",
        dataset="sparse-parity",
        seed=1705,
    ),
    # --- optimisation bugs and the loss
    V(
        "vf-no-zero-grad-adamw-transformer-majority",
        Plan(majority, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=6, log_every=3,
             zero_grad=False),
        ("gradient-explosion", "loss-oscillation"),
        "missing-zero-grad",
        "a transformer under AdamW whose gradients are never cleared: they pile up step after step",
        BROKEN,
        family="transformer",
        dataset="majority-symbol",
        seed=1706,
    ),
    V(
        "vf-no-zero-grad-sgd-sparse-regression",
        Plan(sparse_regression, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=4, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion", "loss-runaway"),
        "missing-zero-grad",
        "a regression MLP, SGD momentum, gradients never cleared",
        BROKEN,
        family="regression",
        dataset="sparse-uncorrelated",
        seed=1707,
    ),
    V(
        "vf-double-softmax-resnet-shapes",
        Plan(shapes8, "resnet", 0.05, "sgd", momentum=0.9, epochs=6, log_every=5, model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the residual net returns probabilities and cross-entropy applies softmax again",
        STALL,
        family="resnet",
        dataset="shapes",
        seed=1708,
    ),
    V(
        "vf-mse-class-index-gru-sine",
        Plan(sine_tokens, "gru", 3e-3, "adam", epochs=8, log_every=5, clip=1.0),
        ("metric-at-baseline", "bad-initial-loss"),
        "wrong-loss-function",
        "MSELoss between the 4 logits and the class index (broadcast): the loss falls, the accuracy "
        "stays at chance",
        STALL,
        family="gru",
        dataset="sine-frequency",
        seed=1709,
        runs=with_loss(mse_on_class_index),
    ),
    # --- data: labels, leakage, amount, order, units, missing cells, shift
    V(
        "vf-shuffled-labels-cnn-shapes",
        Plan(shapes8_small, "cnn", 2e-3, "adam", epochs=150, batch_size=30, log_every=10,
             data_fault=shuffled_labels, model_kw={"channels": 16}),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "the train labels of 300 shapes permuted: a CNN memorises them, val at chance",
        MEMORISED,
        family="cnn",
        dataset="shapes",
        seed=1710,
    ),
    V(
        "vf-label-leak-logistic",
        Plan(logistic16, "mlp", 2e-3, "adam", epochs=12, log_every=10, data_fault=leaked_label,
             model_kw={"width": 64}),
        ("val-test-gap",),
        "data-leakage",
        "the label exported as a feature in train and val, imputed with its mean at test",
        ("zero-train-loss", "train-val-gap", "overfitting", "metric-at-baseline"),
        family="mlp",
        dataset="logistic-16",
        seed=1711,
    ),
    V(
        "vf-tiny-train-spirals",
        Plan(two_spirals, "mlp", 3e-3, "adam", epochs=300, batch_size=8, log_every=5,
             data_fault=first_rows(40), model_kw={"width": 256, "num_layers": 3}),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "40 training rows of two spirals, a 3x256 MLP, 300 epochs",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="two-spirals",
        seed=1712,
    ),
    V(
        "vf-no-regularisation-wide-mlp-shapes",
        Plan(shapes8_noisy_small, "mlp", 1e-3, "adam", epochs=200, batch_size=25, log_every=10,
             model_kw={"width": 1024, "num_layers": 2}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 2x1024 MLP on 250 noisy shape images, no dropout, no weight decay, no augmentation, 200 epochs",
        ("zero-train-loss", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="shapes",
        seed=1713,
    ),
    V(
        "vf-class-sorted-gru-sine",
        Plan(sine_tokens, "gru", 0.02, "sgd", momentum=0.9, epochs=6, log_every=1, shuffle=False,
             sort_by_class=True, clip=1.0),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "sine signals sorted by frequency, shuffle=False, a clipped GRU with SGD momentum logged every step",
        SORTED,
        family="gru",
        dataset="sine-frequency",
        seed=1714,
    ),
    V(
        "vf-class-sorted-mlp-spirals",
        Plan(two_spirals, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, batch_size=50, log_every=1,
             shuffle=False, sort_by_class=True, model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "spirals sorted by arm, shuffle=False: each epoch's first half is all one class",
        SORTED,
        family="mlp",
        dataset="two-spirals",
        seed=1715,
    ),
    V(
        "vf-raw-mm-spirals",
        Plan(spirals_raw_mm, "mlp", 1e-3, "adam", epochs=10, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "spiral coordinates in millimetres (x1000), no scaler: the first logits are in the thousands",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="two-spirals",
        seed=1716,
    ),
    V(
        "vf-nan-rows-logistic",
        Plan(logistic16, "mlp", 2e-3, "adam", epochs=10, log_every=5, data_fault=nan_rows(2),
             model_kw={"width": 64}),
        ("loss-runaway",),
        "bad-input-data",
        "2 of 1,500 training rows with a NaN cell: the first batch holding one turns every weight NaN",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="logistic-16",
        seed=1717,
    ),
    V(
        "vf-noisier-test-bncnn-shapes",
        Plan(shapes8, "bncnn", 3e-3, "adam", epochs=8, log_every=8, schedule="cosine",
             data_fault=noisier_test_shapes),
        ("val-test-gap",),
        "distribution-shift",
        "test images from a noisier sensor (pixel noise 1.6 against 0.5); validation from the train "
        "distribution",
        ("metric-at-baseline",),
        family="cnn-bn",
        dataset="shapes",
        seed=1718,
    ),
    V(
        "vf-no-validation-sparse-regression",
        Plan(sparse_regression, "mlp", 3e-3, "adam", epochs=12, log_every=10, data_fault=no_test,
             model_kw={"width": 64}),
        ("missing-validation",),
        "missing-eval-set",
        "a sound regression that never evaluates: no validation loop, no test split",
        (),
        family="regression",
        dataset="sparse-uncorrelated",
        seed=1719,
        runs=without_evaluation,
    ),
    # --- initialisation, architecture, frozen weights
    V(
        "vf-bad-init-lstm-sine",
        Plan(sine_tokens, "lstm", 3e-3, "adam", epochs=8, log_every=4, clip=1.0,
             model_fault=head_scaled(60.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the LSTM's head initialised 60x too large: the first losses far above ln 4",
        INIT,
        family="lstm",
        dataset="sine-frequency",
        seed=1720,
    ),
    V(
        "vf-deep-sigmoid-logistic",
        Plan(logistic16, "mlp", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10,
             model_kw={"width": 32, "num_layers": 16, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 17-layer sigmoid MLP on a binary table: the loss stays at ln 2",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="logistic-16",
        seed=1721,
    ),
    V(
        "vf-frozen-lstm-sine",
        Plan(sine_tokens, "lstm", 1e-2, "adam", epochs=6, log_every=4, model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every LSTM parameter but the head bias: flat at ln 4",
        (*STALL, "gradient-vanishing"),
        family="lstm",
        dataset="sine-frequency",
        seed=1722,
    ),
    V(
        "vf-dead-relu-sparse-regression",
        Plan(sparse_regression, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=5,
             model_fault=dead_relus(-20.0), model_kw={"width": 64, "num_layers": 3}),
        ("gradient-vanishing", "slow-convergence"),
        "dead-relu",
        "ReLU biases at -20 and a bias-free head: every unit dead, the output stuck at 0",
        STALL,
        family="regression",
        dataset="sparse-uncorrelated",
        seed=1723,
    ),
    V(
        "vf-rnn-no-clip-sine",
        Plan(sine_tokens, "rnn", 0.01, "sgd", momentum=0.9, epochs=6, log_every=2,
             model_fault=identity_rnn(1.1), model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN over 24 tokens, recurrent weights 1.1 x identity, SGD momentum, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        family="rnn",
        dataset="sine-frequency",
        seed=1724,
    ),
    # --- stopped too soon
    V(
        "vf-stopped-early-resnet-shapes",
        Plan(shapes8, "resnet", 3e-3, "adam", epochs=10, max_steps=45, log_every=1),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=45 left in from a smoke test: a residual net stopped with its loss still falling fast",
        (),
        family="resnet",
        dataset="shapes",
        seed=1725,
    ),
    V(
        "vf-stopped-early-gru-digit-sum",
        Plan(digit_sum, "gru", 1e-2, "adam", epochs=10, max_steps=80, batch_size=64, log_every=2,
             model_fault=regression_head),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=80 (2.5 of 10 epochs) of a GRU regressing a raw-unit digit sum",
        ("slow-convergence",),
        family="gru",
        dataset="digit-sum",
        seed=1726,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    V(
        "vf-healthy-bncnn-shapes-noise-dropout",
        Plan(shapes8, "bncnn", 3e-3, "adam", epochs=16, log_every=10, schedule="cosine",
             model_fault=input_noise(0.5), model_kw={"dropout": 0.3}),
        (),
        None,
        "batch-norm CNN with input-noise augmentation (sd 0.5) and dropout: the val loss below the "
        "train loss",
        family="cnn-bn",
        dataset="shapes",
        seed=1801,
    ),
    V(
        "vf-healthy-spirals-tiny-losses",
        Plan(spirals_clean, "mlp", 3e-3, "adam", epochs=60, batch_size=64, log_every=10, schedule="cosine",
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "clean spirals: both losses end tiny, the val loss a few times the train loss",
        family="mlp",
        dataset="two-spirals",
        seed=1802,
    ),
    V(
        "vf-healthy-parity-delayed-drop",
        Plan(parity, "mlp", 1e-3, "adam", epochs=24, log_every=10, model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "a sparse parity: loss and accuracy sit at ln 2 / 0.5 for several epochs, then drop sharply",
        family="mlp",
        dataset="sparse-parity",
        seed=1803,
    ),
    V(
        "vf-healthy-gru-sine-grad-rise",
        Plan(sine_tokens, "gru", 3e-3, "adam", epochs=5, log_every=5, model_kw={"hidden": 48}),
        (),
        None,
        "an unclipped GRU telling four frequencies apart: its grad norm grows as it learns",
        family="gru",
        dataset="sine-frequency",
        seed=1804,
    ),
    V(
        "vf-healthy-logistic-early-stop",
        Plan(logistic16, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=100, log_every=10, early_stop=4,
             model_kw={"width": 64, "dropout": 0.2}),
        (),
        None,
        "AdamW + dropout on the logistic table, EarlyStopping(val_loss, patience 4) ends it at its best",
        family="mlp",
        dataset="logistic-16",
        seed=1805,
    ),
    V(
        "vf-healthy-logistic-batch6-dense",
        Plan(logistic16, "mlp", 0.005, "sgd", epochs=10, batch_size=6, log_every=1,
             model_kw={"width": 32}),
        (),
        None,
        "batch size 6, plain SGD, every step logged (2,500 points): per-batch noise around a low level",
        family="mlp",
        dataset="logistic-16",
        seed=1806,
    ),
    V(
        "vf-healthy-transformer-majority-warmup-bump",
        Plan(majority, "transformer", 1e-2, "adamw", weight_decay=0.01, epochs=8, log_every=2,
             schedule="warmup-cosine", warmup=60, clip=1.0),
        (),
        None,
        "a transformer counting symbols, 60 warm-up steps to a high lr (an early bump), then cosine",
        family="transformer",
        dataset="majority-symbol",
        seed=1807,
    ),
    V(
        "vf-healthy-gru-digit-sum-40-points",
        Plan(digit_sum, "gru", 1e-2, "adam", epochs=18, batch_size=64, log_every=14, clip=5.0,
             schedule="cosine", model_fault=regression_head, model_kw={"hidden": 48}),
        (),
        None,
        "a GRU regressing a raw digit sum, 41 logged points: from ~1,400 to the mean's ~67, a plateau, "
        "then a drop to ~1 as it learns to add",
        family="gru",
        dataset="digit-sum",
        seed=1808,
    ),
    V(
        "vf-healthy-sparse-regression-sgd-slow",
        Plan(sparse_regression, "mlp", 5e-3, "sgd", epochs=60, batch_size=64, log_every=6,
             model_kw={"width": 32, "num_layers": 1}),
        (),
        None,
        "plain SGD (lr 5e-3) on a regression for 60 epochs: a long, slow, still creeping descent",
        family="regression",
        dataset="sparse-uncorrelated",
        seed=1809,
    ),
    V(
        "vf-healthy-bncnn-shapes-cosine-to-zero",
        Plan(shapes8, "bncnn", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=10,
             schedule="cosine"),
        (),
        None,
        "SGD momentum + cosine to ~0 on a batch-norm CNN: flat at the end",
        family="cnn-bn",
        dataset="shapes",
        seed=1810,
    ),
    V(
        "vf-healthy-transformer-majority-bf16",
        Plan(majority, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5, bf16=True,
             schedule="cosine", clip=1.0),
        (),
        None,
        "a transformer under bf16-mixed precision, AdamW + cosine",
        family="transformer",
        dataset="majority-symbol",
        seed=1811,
    ),
    V(
        "vf-healthy-cnn-shapes-accumulate",
        Plan(shapes8, "cnn", 3e-3, "adam", epochs=24, batch_size=16, accumulate=4, log_every=3,
             schedule="cosine", model_kw={"channels": 8}),
        (),
        None,
        "a CNN with accumulate_grad_batches=4 over micro-batches of 16, cosine",
        family="cnn",
        dataset="shapes",
        seed=1812,
    ),
    V(
        "vf-healthy-gru-majority-rmsprop",
        Plan(majority, "gru", 2e-3, "rmsprop", epochs=20, log_every=8, clip=1.0, schedule="plateau",
             gamma=0.5, model_kw={"hidden": 48}),
        (),
        None,
        "RMSprop on a clipped GRU finding the majority symbol, ReduceLROnPlateau(factor 0.5) on val_loss",
        family="gru",
        dataset="majority-symbol",
        seed=1813,
    ),
    V(
        "vf-healthy-resnet-shapes-step",
        Plan(shapes8, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=9, log_every=6,
             schedule="step", step_size=230, gamma=0.1),
        (),
        None,
        "a residual net, SGD momentum, x0.1 at step 230 of 342",
        family="resnet",
        dataset="shapes",
        seed=1814,
    ),
    V(
        "vf-healthy-poly-raw-exp",
        Plan(poly_raw, "mlp", 1e-2, "adam", epochs=40, batch_size=32, log_every=5, schedule="exp",
             gamma=0.998, model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "a raw-unit polynomial regression (MSE ~1,600 down to the tens), a per-step exponential decay",
        family="regression",
        dataset="poly-raw",
        seed=1815,
    ),
    V(
        "vf-healthy-lstm-sine-onecycle",
        Plan(sine_tokens, "lstm", 0.01, "adam", epochs=8, log_every=4, clip=1.0, schedule="onecycle"),
        (),
        None,
        "an LSTM on sine tokens with OneCycleLR (max lr 0.01), clipped",
        family="lstm",
        dataset="sine-frequency",
        seed=1816,
    ),
    V(
        "vf-healthy-lstm-digit-sum-midepoch-val",
        Plan(digit_sum, "lstm", 5e-3, "adam", epochs=12, batch_size=32, log_every=10, val_interval=0.25,
             clip=5.0, schedule="cosine", model_fault=regression_head, model_kw={"hidden": 48}),
        (),
        None,
        "an LSTM regressing a raw digit sum, validated four times an epoch, cosine",
        family="lstm",
        dataset="digit-sum",
        seed=1817,
    ),
    V(
        "vf-healthy-logistic-sgd-epoch",
        Plan(logistic16, "mlp", 0.1, "sgd", epochs=10, batch_size=50, log_every=30, train_log="epoch",
             model_kw={"width": 32}),
        (),
        None,
        "plain SGD lr 0.1 on the logistic table, the train loss logged once an epoch (10 points)",
        family="mlp",
        dataset="logistic-16",
        seed=1818,
    ),
    V(
        "vf-healthy-poly-raw-dense",
        Plan(poly_raw, "mlp", 5e-3, "adam", epochs=20, batch_size=16, log_every=2, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "a raw-unit polynomial regression at batch 16, every second step logged, cosine",
        family="regression",
        dataset="poly-raw",
        seed=1819,
    ),
    V(
        "vf-healthy-logistic-dropout",
        Plan(logistic16, "mlp", 1e-3, "adam", epochs=6, log_every=5,
             model_kw={"width": 256, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "dropout 0.5 on a wide MLP: the val loss sits below the train loss",
        family="mlp",
        dataset="logistic-16",
        seed=1820,
    ),
    V(
        "vf-healthy-resnet-shapes-shift",
        Plan(shapes8, "resnet", 3e-3, "adam", epochs=10, log_every=8, schedule="cosine",
             model_fault=random_shift(1)),
        (),
        None,
        "a residual net with random one-pixel shift augmentation, Adam + cosine",
        family="resnet",
        dataset="shapes",
        seed=1821,
    ),
    V(
        "vf-healthy-rnn-sine-clipped",
        Plan(sine_tokens, "rnn", 5e-3, "adam", epochs=15, log_every=5, clip=1.0, schedule="cosine",
             model_kw={"hidden": 48}),
        (),
        None,
        "a clipped tanh RNN on sine tokens, Adam + cosine",
        family="rnn",
        dataset="sine-frequency",
        seed=1822,
    ),
    V(
        "vf-healthy-spirals-rmsprop-val-every-2",
        Plan(two_spirals, "mlp", 2e-3, "rmsprop", epochs=30, batch_size=50, log_every=15, val_every_epochs=2,
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "RMSprop on noisy spirals, validated every other epoch",
        family="mlp",
        dataset="two-spirals",
        seed=1823,
    ),
    V(
        "vf-healthy-sparse-regression-noise-floor",
        Plan(sparse_regression, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=20, log_every=10,
             schedule="warmup-linear", warmup=30, model_kw={"width": 32}),
        (),
        None,
        "an easy regression that reaches its noise floor (MSE ~0.08 standardised), warm-up + linear decay",
        family="regression",
        dataset="sparse-uncorrelated",
        seed=1824,
    ),
    V(
        "vf-healthy-lstm-majority-exp",
        Plan(majority, "lstm", 5e-3, "adam", epochs=10, log_every=6, clip=1.0, schedule="exp", gamma=0.997,
             model_kw={"hidden": 48}),
        (),
        None,
        "an LSTM on majority symbols, a per-step exponential decay (x0.997)",
        family="lstm",
        dataset="majority-symbol",
        seed=1825,
    ),
    V(
        "vf-healthy-transformer-digit-sum-dropout",
        Plan(digit_sum, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=14, log_every=5,
             schedule="warmup-linear", warmup=40, model_fault=regression_head, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1 regressing a raw digit sum, 40 warm-up steps then linear decay",
        family="transformer",
        dataset="digit-sum",
        seed=1826,
    ),
)
