"""Variant battery g: long runs and sparse logs, real framework runs (`--battery g`).

    nice -n 10 python benchmarks/variants.py --battery g --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery g [--runs]

Like batteries d, e and f, every case is a REAL framework run (a `lightning.Trainer` fit logged
by its CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose
`trainer_state.json` is the log), trained by battery d's runner, so each case can run in each
of the three layouts; the layout rotation of variants.py picks one. It was written blind: its
author trained it with `--train-only` and never diagnosed it, so its test half is held-out
data for the tool. Its regime is the one the earlier batteries touched least: LONG runs and
SPARSE cadences. Every run is logged once an epoch (10-40 points), or every 25-100 steps with
evaluations hundreds of steps apart, or is 1,200-3,000 steps long logged every 10-50 steps,
or ends by EarlyStopping or a step budget, or logs every step of a batch-4/8 run over 1,200+
steps. The data sets are new, all made offline: three concentric rings (clean, noisy, 200
rows), a 4-class table of 30 features of which 12 are redundant and 8% of labels flipped,
a 1-D piecewise-linear regression with its target in raw units (MSE from ~19,000), a
sinusoid-sum regression, next-value windows of an AR(2) process for GRU / LSTM / ReLU-RNN
regressors reading floats, a toy bag-of-words sentiment over a 60-token vocabulary (a
transformer, a GRU, an embedding-bag MLP), counting the set bits of 5 noisy bits among 20
features (and that count mod 3), and 10x10 images of oriented bars under pixel noise.
Optimisers: SGD with and without momentum, Adam, AdamW, RMSprop and Adagrad (added here);
schedules: warm-up + cosine / linear, StepLR, ReduceLROnPlateau, exponential, constant; bf16,
gradient accumulation, dropout and weight decay. The healthy half holds what a sound long or
sparse run does and a naive reader can take for a fault: a plateau at ln 3 before the drop, a
slow run still creeping down at 2,500 steps, 10-20 smoothly falling per-epoch points, batch-4
noise logged every step, val below train under dropout, an EarlyStopping end, cosine to ~0,
raw-unit MSEs starting near 19,000, StepLR drops, a warm-up bump, a step budget reached
long after convergence. The faulty half injects one fault a user hits: an lr far too high
(SGD to NaN before the first sparse log point, SGD warmed up to a peak that blows up between
two log points, Adam on a transformer) or far too low, no zero_grad, a double softmax, MSE on
the class index, shuffled labels, the target leaked as a feature, 30 training rows, a wide net
with no regularisation for 200 epochs, class-sorted rows, a head initialised far too large,
features in raw units, a deep sigmoid stack, a frozen backbone, a ReLU RNN exploding without
clipping, NaN cells, a shifted test set, no validation, a step budget cutting a descent, dead
ReLUs and a step decay to ~0 after a few dozen steps.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is
its `log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    INIT,
    SORTED,
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
    shifted_test,
    shuffled_labels,
    softmax_output,
)
from benchmarks.variants_e import frozen_body, leaked_target, no_test, without_evaluation
from benchmarks.variants_f import mse_on_class_index, nan_rows

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (2000, 500, 500)


# ---------------------------------------------------------------- data sets no battery has


def rings3(
    seed: int = 1901, noise: float = 0.3, sizes: tuple[int, int, int] = SIZES, name: str = "rings-3"
) -> Splits:
    """Three concentric rings (radii 1, 2, 3), radial noise sd `noise`; standardised. 3 classes."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 3, n)
    r = y + 1.0 + noise * rng.standard_normal(n)
    a = rng.uniform(0, 2 * np.pi, n)
    x = np.stack([r * np.cos(a), r * np.sin(a)], axis=1)
    return _generated(name, x, y, 3, sizes)


def rings3_noisy_small() -> Splits:
    """The rings with radial noise sd 0.45 and 200 training rows."""
    return rings3(1902, 0.45, (200, 500, 500), "rings-3-noisy-200")


def redundant4(sizes: tuple[int, int, int] = SIZES, name: str = "redundant-4class") -> Splits:
    """30 features: 6 informative, 12 redundant (linear mixes), 12 noise; 4 classes of two clusters
    each, 8% of labels flipped."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        sum(sizes), n_features=30, n_informative=6, n_redundant=12, n_classes=4,
        n_clusters_per_class=2, class_sep=1.0, flip_y=0.08, random_state=1903,
    )
    return _generated(name, x, y, 4, sizes)


def redundant4_small() -> Splits:
    """The redundant table with 300 training rows."""
    return redundant4((300, 500, 500), "redundant-4class-300")


def piecewise_raw(seed: int = 1904) -> Splits:
    """1-D piecewise-linear regression, knots at 2, 5 and 7.5, noise sd 15, the target in raw
    units (mean ~120, sd ~68: the first MSEs are near 19,000). The feature is standardised."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 10, sum(SIZES))
    y = 120 + 40 * x - 100 * np.clip(x - 2, 0, None) + 85 * np.clip(x - 5, 0, None)
    y = y + 55 * np.clip(x - 7.5, 0, None) + 15 * rng.standard_normal(len(x))
    splits = ds._split(
        torch.tensor(x[:, None], dtype=torch.float32), torch.tensor(y, dtype=torch.float32)[:, None], SIZES, 0
    )
    return ds._standardised(ds.named(splits, "piecewise-linear-raw"))


def sine_sum(seed: int = 1905, sizes: tuple[int, int, int] = (1500, 500, 500)) -> Splits:
    """y = sin 2x + 0.5 sin(5x + 1) + 0.3 cos 9x + noise sd 0.1 over x in [-3, 3]; standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, sum(sizes))
    y = np.sin(2 * x) + 0.5 * np.sin(5 * x + 1) + 0.3 * np.cos(9 * x) + 0.1 * rng.standard_normal(len(x))
    return _generated("sinusoid-sum", x[:, None], y, 0, sizes)


def ar2(seed: int = 1906, length: int = 20) -> Splits:
    """Windows of an AR(2) process x_t = 1.5 x_{t-1} - 0.75 x_{t-2} + e_t (a damped oscillation):
    the 20 values in, the next one out; standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(SIZES)
    series = np.zeros((n, length + 41))
    noise = rng.standard_normal(series.shape)
    for t in range(2, series.shape[1]):
        series[:, t] = 1.5 * series[:, t - 1] - 0.75 * series[:, t - 2] + noise[:, t]
    window = series[:, -(length + 1) :]
    return _generated("ar2-next-value", window[:, :-1], window[:, -1], 0, SIZES)


def sentiment(seed: int = 1907, sizes: tuple[int, int, int] = SIZES, name: str = "bow-sentiment") -> Splits:
    """Toy reviews of 24 tokens over 60: tokens 1-10 lean positive, 11-20 negative, 21-59 are
    neutral; a quarter of the tokens carry sentiment, 3:1 for the label's side; 5% labels flipped."""
    import torch

    from tests.suite import datasets as ds

    g = torch.Generator().manual_seed(seed)
    n, length = sum(sizes), 24
    y = torch.randint(0, 2, (n,), generator=g)
    neutral = torch.randint(21, 60, (n, length), generator=g)
    positive = torch.randint(1, 11, (n, length), generator=g)
    negative = torch.randint(11, 21, (n, length), generator=g)
    side = torch.rand(n, length, generator=g) < torch.where(y[:, None] == 1, 0.75, 0.25)
    loaded = torch.where(side, positive, negative)
    x = torch.where(torch.rand(n, length, generator=g) < 0.25, loaded, neutral)
    flip = torch.rand(n, generator=g) < 0.05
    y = torch.where(flip, 1 - y, y)
    return ds.named(ds._split(x, y, sizes, 2), name)


def count_bits(seed: int = 1908, modulo: int = 0) -> Splits:
    """20 features: 5 bits (+-1, noise sd 0.25) and 15 distractors; the label is how many of the 5
    are set (6 classes), or that count mod `modulo`."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(SIZES)
    bits = rng.integers(0, 2, (n, 5))
    x = np.concatenate([2.0 * bits - 1, rng.choice([-1.0, 1.0], (n, 15))], axis=1)
    x = x + 0.25 * rng.standard_normal(x.shape)
    y = bits.sum(axis=1)
    if modulo:
        return _generated(f"count-5-bits-mod{modulo}", x, y % modulo, modulo, SIZES)
    return _generated("count-5-bits", x, y, 6, SIZES)


def count_mod3() -> Splits:
    return count_bits(1909, 3)


def bars10(
    seed: int = 1910,
    noise: float = 0.6,
    sizes: tuple[int, int, int] = (1200, 400, 400),
    name: str = "bars-10x10",
) -> Splits:
    """10x10 images of one bar (length 5-8) that is horizontal, vertical, diagonal or
    anti-diagonal, anywhere it fits, under pixel noise sd `noise`: (N, 1, 10, 10), 4 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 4, n)
    x = np.zeros((n, 10, 10))
    for i, c in enumerate(y):
        k = int(rng.integers(5, 9))
        r0, c0 = (int(v) for v in rng.integers(0, 11 - k, 2))
        fixed = int(rng.integers(0, 10))
        steps = np.arange(k)
        if c == 0:
            x[i, fixed, c0 + steps] = 1
        elif c == 1:
            x[i, r0 + steps, fixed] = 1
        elif c == 2:
            x[i, r0 + steps, c0 + steps] = 1
        else:
            x[i, r0 + steps, c0 + k - 1 - steps] = 1
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 4), name)


# ---------------------------------------------------------------- models and an optimiser battery d lacks


def _extra_model(kind: str, data: Splits, **kw: Any) -> tuple[nn.Module, dict[str, Any]] | None:
    """seq-gru / seq-lstm / seq-rnn: a recurrent regressor reading a window of floats, one value
    a step; bow-mlp: a mean of token embeddings into a one-hidden-layer MLP."""
    from torch import nn

    out_dim = data.num_classes or 1
    if kind.startswith("seq-"):
        cell = kind.removeprefix("seq-")
        hidden = int(kw.get("hidden", 32))
        nonlinearity = str(kw.get("nonlinearity", "tanh"))

        class SeqRegressor(nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.rnn: nn.Module
                if cell == "lstm":
                    self.rnn = nn.LSTM(1, hidden, batch_first=True)
                elif cell == "gru":
                    self.rnn = nn.GRU(1, hidden, batch_first=True)
                else:
                    self.rnn = nn.RNN(1, hidden, batch_first=True, nonlinearity=nonlinearity)
                self.head = nn.Linear(hidden, out_dim)

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                out, _ = self.rnn(x.unsqueeze(-1))
                result: torch.Tensor = self.head(out[:, -1])
                return result

        activation = nonlinearity if cell == "rnn" else "tanh"
        return SeqRegressor(), {"activation": activation, "num_layers": 1, "model": cell}
    if kind == "bow-mlp":
        vocab = int(data.x_train.max()) + 1
        dim, width = int(kw.get("dim", 16)), int(kw.get("width", 64))

        class BagOfWords(nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.embed = nn.EmbeddingBag(vocab, dim, mode="mean")
                self.body = nn.Sequential(nn.Linear(dim, width), nn.ReLU())
                self.head = nn.Linear(width, out_dim)

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                result: torch.Tensor = self.head(self.body(self.embed(x)))
                return result

        return BagOfWords(), {"activation": "relu", "num_layers": 2, "model": "mlp"}
    return None


def g_runs(
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None, evaluate: bool = True
) -> Callable[[Plan], Runner]:
    """Battery d's runner (or battery e's runner without evaluation) that also knows the models of
    `_extra_model` and the optimiser "adagrad", with its loss function replaced by `loss` if given."""

    def factory(plan: Plan) -> Runner:
        inner = runner(plan) if evaluate else without_evaluation(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack
                from unittest import mock

                import torch

                from benchmarks import variants_d
                from tests.suite import more_cases

                make_model, optimizer = more_cases.make_model, variants_d._optimizer

                def models(kind: str, data: Splits, **kw: Any) -> tuple[nn.Module, dict[str, Any]]:
                    return _extra_model(kind, data, **kw) or make_model(kind, data, **kw)

                def optimizers(p: Plan, net: nn.Module) -> torch.optim.Optimizer:
                    if p.optimizer != "adagrad":
                        return optimizer(p, net)
                    params = [q for q in net.parameters() if q.requires_grad]
                    return torch.optim.Adagrad(params, lr=p.lr, weight_decay=p.weight_decay)

                with ExitStack() as stack:
                    stack.enter_context(mock.patch.object(more_cases, "make_model", models))
                    stack.enter_context(mock.patch.object(variants_d, "_optimizer", optimizers))
                    if loss is not None:
                        stack.enter_context(mock.patch.object(variants_d, "_loss_fn", lambda _p, _c: loss))
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


RUNS = g_runs()


def G(*args: Any, runs: Callable[[Plan], Runner] = RUNS, **kw: Any) -> Variant:
    """Battery d's V run by this battery's runner (its extra models and Adagrad)."""
    return V(*args, runs=runs, **kw)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    G(
        "vg-lr-high-sgd-rings-sparse",
        Plan(rings3, "mlp", 12.0, "sgd", momentum=0.9, epochs=12, log_every=50,
             model_kw={"width": 64, "num_layers": 3}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=12 momentum 0.9 on three rings, logged every 50 steps: it blows up between two log points",
        RUNAWAY,
        family="mlp",
        dataset="rings",
        seed=1901,
    ),
    G(
        "vg-lr-high-warmup-sgd-piecewise-raw",
        Plan(piecewise_raw, "mlp", 0.03, "sgd", momentum=0.9, epochs=30, log_every=100,
             schedule="warmup-cosine", warmup=600,
             model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        ("loss-runaway",),
        "learning-rate-too-high",
        "SGD momentum warmed up to a peak lr of 0.03 on a raw-unit target (MSE ~19,000), logged every 100 "
        "steps: once the lr passes ~0.01 the loss leaps to ~1e29 between two log points and never recovers",
        (*RUNAWAY, "gradient-explosion"),
        family="regression",
        dataset="piecewise-linear",
        seed=1902,
    ),
    G(
        "vg-lr-high-adam-transformer-sentiment",
        Plan(sentiment, "transformer", 0.3, "adam", epochs=10, log_every=40, val_every_epochs=2),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "Adam lr=0.3, no warm-up, on a transformer reading toy reviews: it thrashes around ln 2",
        (*RUNAWAY, "loss-runaway", "loss-oscillation", "undertrained"),
        family="transformer",
        dataset="bow-sentiment",
        seed=1903,
    ),
    G(
        "vg-lr-low-sgd-resnet-bars-epoch",
        Plan(bars10, "resnet", 2e-4, "sgd", epochs=14, log_every=50, train_log="epoch"),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=2e-4 on a residual net over bar images, the train loss logged once an epoch",
        STALL,
        family="resnet",
        dataset="bars",
        seed=1904,
    ),
    G(
        "vg-lr-low-adam-lstm-ar2-long",
        Plan(ar2, "seq-lstm", 2e-6, "adam", epochs=24, log_every=30),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam lr=2e-6 on an LSTM regressing the next AR(2) value, 1,500 steps logged every 30",
        STALL,
        family="lstm",
        dataset="ar2",
        seed=1905,
    ),
    G(
        "vg-lr-decay-step-gru-sentiment",
        Plan(sentiment, "gru", 3e-3, "adam", epochs=24, log_every=25, schedule="step", step_size=30,
             gamma=1e-3, clip=1.0),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=30, gamma=0.001) meant per epoch but stepped per batch: the lr is ~0 from step "
        "30 of 1,500",
        STALL,
        family="gru",
        dataset="bow-sentiment",
        seed=1906,
    ),
    # --- optimisation bugs and the loss
    G(
        "vg-no-zero-grad-sgd-count-bits",
        Plan(count_bits, "mlp", 0.02, "sgd", momentum=0.9, epochs=16, log_every=25, val_every_epochs=2,
             zero_grad=False, model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion",),
        "missing-zero-grad",
        "SGD momentum on a bit-counting MLP whose gradients are never cleared, logged every 25 steps",
        (*BROKEN, "loss-runaway"),
        family="mlp",
        dataset="count-bits",
        seed=1907,
    ),
    G(
        "vg-double-softmax-bncnn-bars",
        Plan(bars10, "bncnn", 0.05, "sgd", momentum=0.9, epochs=12, log_every=50, val_every_epochs=3,
             model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the batch-norm CNN returns probabilities and cross-entropy applies softmax again",
        STALL,
        family="cnn-bn",
        dataset="bars",
        seed=1908,
    ),
    G(
        "vg-mse-class-index-rings-epoch",
        Plan(rings3, "mlp", 3e-3, "adam", epochs=16, log_every=50, train_log="epoch",
             model_kw={"width": 64, "num_layers": 2}),
        ("metric-at-baseline",),
        "wrong-loss-function",
        "MSELoss between the 3 logits and the class index (broadcast), logged per epoch: the loss "
        "falls, the accuracy stays near chance",
        (*STALL, "bad-initial-loss", "slow-convergence"),
        family="mlp",
        dataset="rings",
        seed=1909,
        runs=g_runs(mse_on_class_index),
    ),
    # --- data: labels, leakage, amount, order, units, missing cells, shift, evaluation
    G(
        "vg-shuffled-labels-redundant-long",
        Plan(redundant4_small, "mlp", 2e-3, "adam", epochs=150, batch_size=30, log_every=25,
             data_fault=shuffled_labels, model_kw={"width": 512, "num_layers": 2}),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "the train labels of 300 table rows permuted: a 2x512 MLP memorises them over 1,500 steps, val at "
        "chance",
        MEMORISED,
        family="mlp",
        dataset="redundant-table",
        seed=1910,
    ),
    G(
        "vg-target-leak-sine-sum",
        Plan(sine_sum, "mlp", 2e-3, "adam", epochs=30, log_every=50, val_every_epochs=3,
             data_fault=leaked_target,
             model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "data-leakage",
        "the noised target exported as a feature in train and val, imputed with 0 at test",
        ("zero-train-loss", "train-val-gap", "overfitting"),
        family="regression",
        dataset="sinusoid-sum",
        seed=1911,
    ),
    G(
        "vg-tiny-train-count-bits",
        Plan(count_bits, "mlp", 2e-3, "adam", epochs=400, batch_size=8, log_every=25,
             data_fault=first_rows(30), model_kw={"width": 256, "num_layers": 3}),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "30 training rows for a 6-class bit count, a 3x256 MLP, 1,600 steps",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="mlp",
        dataset="count-bits",
        seed=1912,
    ),
    G(
        "vg-no-regularisation-wide-rings",
        Plan(rings3_noisy_small, "mlp", 1e-3, "adam", epochs=200, batch_size=25, log_every=20,
             model_kw={"width": 1024, "num_layers": 2}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 2x1024 MLP on 200 noisy ring points, no dropout, no weight decay, 200 epochs (1,600 steps)",
        ("zero-train-loss", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="rings",
        seed=1913,
    ),
    G(
        "vg-class-sorted-redundant-long",
        Plan(redundant4, "mlp", 0.02, "sgd", momentum=0.9, epochs=24, log_every=10, shuffle=False,
             sort_by_class=True, model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "table rows sorted by class, shuffle=False, 1,500 steps logged every 10: each epoch sweeps the "
        "classes in turn",
        SORTED,
        family="mlp",
        dataset="redundant-table",
        seed=1914,
    ),
    G(
        "vg-raw-units-redundant",
        Plan(redundant4, "mlp", 1e-3, "adam", epochs=15, log_every=40, val_every_epochs=2,
             data_fault=scaled_inputs(400.0),
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the table's features fed at x400 (the scaler dropped): the first logits are in the hundreds",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="redundant-table",
        seed=1915,
    ),
    G(
        "vg-nan-rows-rings",
        Plan(rings3, "mlp", 3e-3, "adam", epochs=10, log_every=50, data_fault=nan_rows(2),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "bad-input-data",
        "2 of 2,000 training rows with a NaN cell: the first batch holding one turns every weight NaN",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="rings",
        seed=1916,
    ),
    G(
        "vg-shifted-test-redundant-epoch",
        Plan(redundant4, "mlp", 2e-3, "adam", epochs=14, log_every=50, train_log="epoch",
             data_fault=shifted_test(1.5), model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "distribution-shift",
        "test rows shifted by 1.5 sd along a random direction; validation from the train distribution",
        ("metric-at-baseline",),
        family="mlp",
        dataset="redundant-table",
        seed=1917,
    ),
    G(
        "vg-no-validation-piecewise-raw",
        Plan(piecewise_raw, "mlp", 1e-2, "adam", epochs=20, log_every=50, data_fault=no_test,
             model_kw={"width": 64, "num_layers": 2}),
        ("missing-validation",),
        "missing-eval-set",
        "a sound raw-unit regression that never evaluates: no validation loop, no test split",
        (),
        family="regression",
        dataset="piecewise-linear",
        seed=1918,
        runs=g_runs(evaluate=False),
    ),
    # --- initialisation, architecture, frozen weights
    G(
        "vg-bad-init-gru-sentiment",
        Plan(sentiment, "gru", 1e-3, "adam", epochs=10, log_every=25, val_every_epochs=2,
             model_fault=head_scaled(80.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the GRU's head initialised 80x too large: the first logged losses far above ln 2",
        INIT,
        family="gru",
        dataset="bow-sentiment",
        seed=1919,
    ),
    G(
        "vg-deep-sigmoid-count-mod3",
        Plan(count_mod3, "mlp", 0.05, "sgd", momentum=0.9, epochs=16, log_every=50,
             model_kw={"width": 32, "num_layers": 14, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 15-layer sigmoid MLP on the bit count mod 3: the loss sits at ln 3, the accuracy at chance",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="count-bits",
        seed=1920,
    ),
    G(
        "vg-frozen-backbone-resnet-bars",
        Plan(bars10, "resnet", 3e-3, "adam", epochs=14, log_every=50, train_log="epoch",
             model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every residual-net parameter but the head bias, logged per epoch",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="bars",
        seed=1921,
    ),
    G(
        "vg-frozen-body-bow-sentiment",
        Plan(sentiment, "bow-mlp", 3e-3, "adam", epochs=12, log_every=40, val_every_epochs=2,
             model_fault=frozen_body),
        ("slow-convergence",),
        "frozen-weights",
        "a fine-tuning freeze on an embedding-bag MLP never pretrained: only the head trains",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="bow-sentiment",
        seed=1922,
    ),
    G(
        "vg-rnn-no-clip-ar2",
        Plan(ar2, "seq-rnn", 5e-3, "sgd", momentum=0.9, epochs=10, log_every=25, val_every_epochs=2,
             model_fault=identity_rnn(1.1), model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN over 20 AR(2) values, recurrent weights 1.1 x identity, SGD momentum, no clipping: "
        "the loss leaps to ~1e5, then the dead net sits at the target's variance",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss", "undertrained"),
        family="rnn",
        dataset="ar2",
        seed=1923,
    ),
    G(
        "vg-dead-relu-sine-sum",
        Plan(sine_sum, "mlp", 0.01, "sgd", momentum=0.9, epochs=20, log_every=50, val_every_epochs=3,
             model_fault=dead_relus(-20.0), model_kw={"width": 64, "num_layers": 3}),
        ("gradient-vanishing", "slow-convergence"),
        "dead-relu",
        "ReLU biases at -20 and a bias-free head: every unit dead, the output stuck at 0",
        STALL,
        family="regression",
        dataset="sinusoid-sum",
        seed=1924,
    ),
    # --- stopped too soon
    G(
        "vg-stopped-early-bncnn-bars",
        Plan(bars10, "bncnn", 2e-3, "adam", epochs=12, max_steps=150, batch_size=16, log_every=10),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=150 (2 of 12 epochs) left in from a smoke test: stopped with the loss still falling",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="bars",
        seed=1925,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    G(
        "vg-healthy-rings-epoch-only",
        Plan(rings3, "mlp", 3e-3, "adam", epochs=20, log_every=50, train_log="epoch", schedule="cosine",
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "three rings, Adam + cosine, the train loss logged once an epoch: 20 smoothly falling points",
        family="mlp",
        dataset="rings",
        seed=2001,
    ),
    G(
        "vg-healthy-redundant-sgd-slow-long",
        Plan(redundant4, "mlp", 0.01, "sgd", epochs=40, log_every=25, val_every_epochs=4,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "plain SGD lr 0.01 for 2,500 steps, logged every 25, validated every 250: still creeping down",
        family="mlp",
        dataset="redundant-table",
        seed=2002,
    ),
    G(
        "vg-healthy-count-mod3-slow-start",
        Plan(count_mod3, "mlp", 1e-3, "adamw", weight_decay=0.05, epochs=30, log_every=40, val_every_epochs=2,
             schedule="cosine",
             model_kw={"width": 64, "num_layers": 2, "dropout": 0.1}),
        (),
        None,
        "the bit count mod 3: flat near ln 3 for the first few hundred steps before the net finds the "
        "count, then a steady fall that cosine flattens",
        family="mlp",
        dataset="count-bits",
        seed=2003,
    ),
    G(
        "vg-healthy-transformer-sentiment-warmup",
        Plan(sentiment, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=10, log_every=50,
             val_every_epochs=2, schedule="warmup-cosine", warmup=100, clip=1.0),
        (),
        None,
        "a transformer on toy reviews, 100 warm-up steps then cosine, logged every 50, validated every "
        "126 steps",
        family="transformer",
        dataset="bow-sentiment",
        seed=2004,
    ),
    G(
        "vg-healthy-gru-ar2-long",
        Plan(ar2, "seq-gru", 3e-3, "adam", epochs=25, log_every=20, schedule="cosine", clip=1.0),
        (),
        None,
        "a GRU regressing the next AR(2) value for 1,575 steps logged every 20, cosine: down to the noise "
        "floor",
        family="gru",
        dataset="ar2",
        seed=2005,
    ),
    G(
        "vg-healthy-piecewise-raw-step",
        Plan(piecewise_raw, "mlp", 1e-2, "adam", epochs=30, log_every=40, schedule="step", step_size=600,
             gamma=0.3, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "a raw-unit piecewise-linear regression (MSE ~19,000 down to ~250), StepLR x0.3 every 600 steps",
        family="regression",
        dataset="piecewise-linear",
        seed=2006,
    ),
    G(
        "vg-healthy-bncnn-bars-batch8-dense",
        Plan(bars10, "bncnn", 0.01, "sgd", momentum=0.9, epochs=8, batch_size=8, log_every=1,
             schedule="cosine"),
        (),
        None,
        "batch size 8, SGD momentum + cosine, every step logged over 1,200 steps: per-batch noise on a "
        "falling loss",
        family="cnn-bn",
        dataset="bars",
        seed=2007,
    ),
    G(
        "vg-healthy-rings-dropout-val-below",
        Plan(rings3, "mlp", 2e-3, "adam", epochs=15, log_every=30, val_every_epochs=2,
             model_kw={"width": 256, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "dropout 0.5 on a wide MLP over rings: the val loss sits below the train loss",
        family="mlp",
        dataset="rings",
        seed=2008,
    ),
    G(
        "vg-healthy-redundant-early-stop",
        Plan(redundant4, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=200, log_every=50,
             val_every_epochs=2, early_stop=3, model_kw={"width": 128, "dropout": 0.2}),
        (),
        None,
        "AdamW + dropout on the redundant table, EarlyStopping(val_loss, patience 3) ends it near its best",
        family="mlp",
        dataset="redundant-table",
        seed=2009,
    ),
    G(
        "vg-healthy-sine-sum-cosine-to-zero",
        Plan(sine_sum, "mlp", 5e-3, "adam", epochs=30, log_every=50, val_every_epochs=3, schedule="cosine",
             model_kw={"width": 64, "num_layers": 3, "activation": "tanh"}),
        (),
        None,
        "a sinusoid-sum regression, Adam with cosine to ~0 over 1,410 steps: flat at the end",
        family="regression",
        dataset="sinusoid-sum",
        seed=2010,
    ),
    G(
        "vg-healthy-resnet-bars-step",
        Plan(bars10, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=25,
             val_every_epochs=2, schedule="step", step_size=300, gamma=0.2),
        (),
        None,
        "a residual net, SGD momentum, x0.2 every 300 steps: visible drops in a 456-step run",
        family="resnet",
        dataset="bars",
        seed=2011,
    ),
    G(
        "vg-healthy-lstm-ar2-plateau-epoch",
        Plan(ar2, "seq-lstm", 5e-3, "adam", epochs=16, log_every=50, train_log="epoch", clip=1.0,
             schedule="plateau", gamma=0.5),
        (),
        None,
        "an LSTM regressor, ReduceLROnPlateau(factor 0.5) on val_loss, the loss logged per epoch",
        family="lstm",
        dataset="ar2",
        seed=2012,
    ),
    G(
        "vg-healthy-gru-sentiment-rmsprop-exp",
        Plan(sentiment, "gru", 2e-3, "rmsprop", epochs=8, log_every=30, val_every_epochs=2,
             clip=1.0, schedule="exp",
             gamma=0.998),
        (),
        None,
        "RMSprop on a clipped GRU over toy reviews, a per-step exponential decay (x0.998)",
        family="gru",
        dataset="bow-sentiment",
        seed=2013,
    ),
    G(
        "vg-healthy-count-bits-adagrad",
        Plan(count_bits, "mlp", 0.03, "adagrad", epochs=10, log_every=40, val_every_epochs=2,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "Adagrad lr 0.03 counting bits: fast early, then its shrinking steps flatten the curve",
        family="mlp",
        dataset="count-bits",
        seed=2014,
    ),
    G(
        "vg-healthy-redundant-bf16-accumulate",
        Plan(redundant4, "mlp", 2e-3, "adam", epochs=12, batch_size=16, accumulate=4, log_every=25,
             bf16=True, schedule="cosine", model_kw={"width": 128, "num_layers": 2, "dropout": 0.3}),
        (),
        None,
        "bf16-mixed precision with accumulate_grad_batches=4 over micro-batches of 16, dropout 0.3, cosine",
        family="mlp",
        dataset="redundant-table",
        seed=2015,
    ),
    G(
        "vg-healthy-sine-sum-sgd-3000-steps",
        Plan(sine_sum, "mlp", 0.01, "sgd", momentum=0.9, epochs=32, batch_size=16, log_every=50,
             model_kw={"width": 64, "num_layers": 3, "activation": "tanh"}),
        (),
        None,
        "SGD momentum on a sinusoid sum for 3,008 steps logged every 50: a long, slow, uneven descent",
        family="regression",
        dataset="sinusoid-sum",
        seed=2016,
    ),
    G(
        "vg-healthy-bow-sentiment-budget-reached",
        Plan(sentiment, "bow-mlp", 3e-3, "adam", epochs=100, max_steps=1500, log_every=50,
             val_every_epochs=2),
        (),
        None,
        "an embedding-bag MLP with a 1,500-step budget, converged long before it: flat for the last "
        "thousand steps",
        family="mlp",
        dataset="bow-sentiment",
        seed=2017,
    ),
    G(
        "vg-healthy-rings-batch4-dense",
        Plan(rings3, "mlp", 0.03, "sgd", epochs=3, batch_size=4, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "batch size 4, plain SGD, every step logged (1,500 points): very noisy per-batch losses",
        family="mlp",
        dataset="rings",
        seed=2018,
    ),
    G(
        "vg-healthy-cnn-bars-epoch",
        Plan(bars10, "cnn", 2e-3, "adam", epochs=20, log_every=50, train_log="epoch", schedule="cosine",
             model_kw={"channels": 8}),
        (),
        None,
        "a small CNN on bar images, Adam + cosine, the train loss logged once an epoch (20 points)",
        family="cnn",
        dataset="bars",
        seed=2019,
    ),
    G(
        "vg-healthy-sine-sum-warmup-bump",
        Plan(sine_sum, "mlp", 2e-2, "adamw", weight_decay=0.01, epochs=20, log_every=25, val_every_epochs=3,
             schedule="warmup-linear", warmup=150, model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "150 warm-up steps to a high lr (a bump in the loss), then a linear decay",
        family="regression",
        dataset="sinusoid-sum",
        seed=2020,
    ),
    G(
        "vg-healthy-redundant-rmsprop-val-every-3",
        Plan(redundant4, "mlp", 5e-4, "rmsprop", epochs=30, log_every=60, val_every_epochs=3,
             model_kw={"width": 64, "num_layers": 2, "dropout": 0.1}),
        (),
        None,
        "RMSprop on the redundant table, logged every 60 steps, validated every third epoch (189 steps)",
        family="mlp",
        dataset="redundant-table",
        seed=2021,
    ),
    G(
        "vg-healthy-count-bits-adamw-cosine",
        Plan(count_bits, "mlp", 3e-3, "adamw", weight_decay=0.05, epochs=12, log_every=50, val_every_epochs=2,
             schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "bit counting, AdamW + cosine to ~0: the train loss ends tiny (~0.05), the val loss flat near 0.17",
        family="mlp",
        dataset="count-bits",
        seed=2022,
    ),
    G(
        "vg-healthy-gru-ar2-sgd-epoch",
        Plan(ar2, "seq-gru", 0.05, "sgd", momentum=0.9, epochs=14, log_every=100, train_log="epoch",
             clip=1.0),
        (),
        None,
        "a clipped GRU regressor with SGD momentum, 14 per-epoch points",
        family="gru",
        dataset="ar2",
        seed=2023,
    ),
)
