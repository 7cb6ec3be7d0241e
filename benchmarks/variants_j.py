"""Variant battery j: a third look-alike of an external held-out suite, real framework runs (`--battery j`).

    nice -n 10 python benchmarks/variants.py --battery j --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery j [--runs]

Like batteries d-i, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner (through battery g's wrapper and this battery's, which
adds Nesterov SGD, a replaced loss and extra logged hyperparameters), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one. It was written blind:
its author trained it with `--train-only` and never diagnosed it, so it is held-out data for the
tool. Like batteries h and i it aims at the mix an outside suite of user runs has, with new data,
new pairings of fault and family, and a healthy majority (23 of 45): runs of 90 to 3,200 steps,
MLPs, CNNs with and without batch norm, a small residual net, GRU / LSTM / ReLU RNN, a small
transformer and regression MLPs; SGD with and without (Nesterov) momentum, Adam, AdamW and
RMSprop; constant, warm-up + cosine, cosine, step, plateau and exponential schedules; bf16
autocast, gradient accumulation, label smoothing, class weights, dropout, weight decay, early
stopping, clipping, a pretrained start and a frozen pretrained backbone; cadences from every step
to once an epoch, evaluations every epoch to every 10.
The data sets are new, all made offline: points on an annulus labelled by their angular sector (8
classes; a blurred draw whose sectors overlap, one with 25% of labels redrawn, a 150-row draw and
a pretraining draw), 12x12 arrow images pointing four ways under pixel noise (sd 0.45; a light
draw, a 400-row noisier draw, one with wide evaluation sets, a pretraining draw), counting a token among 20
(5 classes), finding the run 3 5 7 in 24 tokens (and a noisy-channel draw), a building's daily
energy use from temperature, humidity, floor area, year built, weekday and occupancy
(standardised, with its target in kWh, with its features in raw units, with a hot-summer test
set), a thrown ball's range under drag, and a 91/9 loan-default table.
The healthy half holds sound runs a naive reader can take for a fault: a loss floor far above 0
at val accuracy 0.9-1.0 under label smoothing, gradient accumulation (fewer optimizer steps than
batches), bf16 with warm-up + cosine to 0, ReduceLROnPlateau drops, 3,200 steps logged every
100, runs of three epochs that converged, val below train under dropout 0.5, a regression in
kWh (first MSEs near 58,000), a 150-row table with a stable gap, class weights holding the val
accuracy below the majority rate, Nesterov SGD, weight decay 0.1 with AdamW, an early-stopping
end, a fine-tuning run whose loss starts low, a linear probe on a frozen backbone, a GRU whose
loss and gradient norm fall to ~1e-4, a task whose own ceiling holds the loss near 0.7.
The faulty half injects one fault each: an lr far too high (SGD on an LSTM, Adam on a residual
net) or far too low (AdamW on a transformer), an ExponentialLR stepped per batch, no zero_grad
under Adam on an LSTM, NLLLoss on raw logits (a loss falling below 0 without bound), shuffled
labels on an LSTM, validation rows drawn from the training rows, 48 sequences for a transformer,
a CNN with no regularisation, class-sorted sequences for a transformer, features in raw units,
-inf cells, a test set from a hotter season, no validation, an evaluation collate that reverses
the sequences, evaluation run in training mode (dropout on, batch norm on class-by-class eval
batches), zeros as the init, a 21-layer tanh stack, a ReLU RNN whose first unclipped update
wrecks it, an optimizer over the head bias alone and a max_steps cut.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    SORTED,
    Plan,
    Runner,
    first_rows,
    head_bias_only,
    identity_rnn,
    shuffled_labels,
)
from benchmarks.variants_e import no_test
from benchmarks.variants_g import G, g_runs

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


def sectors8(
    seed: int = 2501,
    flip: float = 0.0,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "sectors-8",
    blur: float = 0.06,
) -> Splits:
    """Points on an annulus (radius 0.3-1.5) labelled by which of 8 equal angular sectors (0.79
    rad wide) they lie in; the features are the point seen with angular noise sd `blur` rad (so
    the sector edges blur) and 4 noise features; a `flip` share of the labels redrawn at random;
    standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    angle = rng.uniform(0, 2 * np.pi, n)
    radius = rng.uniform(0.3, 1.5, n)
    y = np.floor(angle / (2 * np.pi / 8)).astype(int) % 8
    seen = angle + blur * rng.standard_normal(n)
    x = np.stack([radius * np.cos(seen), radius * np.sin(seen)], axis=1)
    x = np.concatenate([x, 0.7 * rng.standard_normal((n, 4))], axis=1)
    redraw = rng.random(n) < flip
    y = np.where(redraw, rng.integers(0, 8, n), y)
    return _generated(name, x, y, 8, sizes)


def sectors8_noisy() -> Splits:
    """The sectors with 25% of the labels redrawn at random (a Bayes floor near 0.78 accuracy)."""
    return sectors8(2502, 0.25, SIZES, "sectors-8-noisy")


def sectors8_blurred() -> Splits:
    """The sectors seen with angular noise sd 0.3 rad: neighbouring sectors overlap, an honest
    ceiling near 0.7 accuracy with every label right."""
    return sectors8(2505, 0.0, SIZES, "sectors-8-blurred", blur=0.3)


def sectors8_small() -> Splits:
    """The sectors with 150 training rows."""
    return sectors8(2503, 0.0, (150, 300, 300), "sectors-8-150")


def sectors8_corpus() -> Splits:
    """Another, larger draw of the sectors: the 'pretraining corpus' of the fine-tuning runs."""
    return sectors8(2504, 0.0, (3000, 10, 10), "sectors-8-corpus")


def _arrow_patch(length: int) -> Any:
    """A 9x9 patch: an arrow pointing right, its shaft `length` long on the middle row and a
    two-step head at its tip."""
    import numpy as np

    patch = np.zeros((9, 9))
    start = 8 - length + 1
    patch[4, start:9] = 1
    for k in (1, 2):
        patch[4 - k, 8 - k] = patch[4 + k, 8 - k] = 1
    return patch


def arrows12(
    seed: int = 2518,
    noise: float = 0.45,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "arrows-12x12",
) -> Splits:
    """12x12 images of an arrow (shaft 5-9 px, a two-step head) pointing right, up, left or down
    (4 classes) at a random place, ink 0.6-1.0, under pixel noise sd `noise`: (N, 1, 12, 12)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 4, n)
    x = np.zeros((n, 12, 12))
    for i, k in enumerate(y):
        patch = np.rot90(_arrow_patch(int(rng.integers(5, 10))), int(k))
        r0, c0 = (int(v) for v in rng.integers(0, 4, 2))
        x[i, r0 : r0 + 9, c0 : c0 + 9] = patch * rng.uniform(0.6, 1.0)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 4), name)


def arrows12_clean() -> Splits:
    """The arrows under light pixel noise (sd 0.15)."""
    return arrows12(2506, 0.15, SIZES, "arrows-12x12-clean")


def arrows12_wide_eval() -> Splits:
    """The arrows under pixel noise sd 0.3 with 1,200 validation and 1,200 test images (room for
    256 of each class)."""
    return arrows12(2517, 0.3, (1000, 1200, 1200), "arrows-12x12")


def arrows12_small() -> Splits:
    """Noisier arrows (sd 0.55), 400 training images."""
    return arrows12(2507, 0.55, (400, 300, 300), "arrows-12x12-400")


def arrows12_corpus() -> Splits:
    """Another draw of the arrows: the 'pretraining corpus' of the linear-probe run."""
    return arrows12(2508, 0.45, (2000, 10, 10), "arrows-12x12-corpus")


def count_ones(seed: int = 2509, length: int = 20, sizes: tuple[int, int, int] = (1500, 400, 400)) -> Splits:
    """Sequences of 20 tokens: token 1 placed 0-4 times (the label, 5 classes) among filler tokens
    2-9."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    x = rng.integers(2, 10, (n, length))
    for i, c in enumerate(y):
        x[i, rng.choice(length, int(c), replace=False)] = 1
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 5), "count-ones")


MOTIF = (3, 5, 7)


def motif(seed: int = 2510, length: int = 24, sizes: tuple[int, int, int] = (1500, 400, 400)) -> Splits:
    """Sequences of 24 tokens from 1-8: does the run 3 5 7 occur in it (2 classes, half do)?"""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 2, n)
    x = np.zeros((n, length), dtype=np.int64)

    def has(row: Any) -> bool:
        return any(tuple(row[j : j + 3]) == MOTIF for j in range(length - 2))

    for i, want in enumerate(y):
        while True:
            row = rng.integers(1, 9, length)
            if want:
                j = int(rng.integers(0, length - 2))
                row[j : j + 3] = MOTIF
            if has(row) == bool(want):
                x[i] = row
                break
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 2), "motif-357")


def motif_noisy_channel() -> Splits:
    """The motif task read through a noisy channel: after labelling, each token is replaced by a
    random one with probability 0.04 (a motif can be broken or made), so no model is always right."""
    import torch

    data = motif(2519)
    g = torch.Generator().manual_seed(2519)

    def corrupt(x: torch.Tensor | None) -> torch.Tensor | None:
        if x is None:
            return None
        swap = torch.rand(x.shape, generator=g) < 0.04
        return torch.where(swap, torch.randint(1, 9, x.shape, generator=g), x)

    return replace(
        data, x_train=corrupt(data.x_train), x_val=corrupt(data.x_val), x_test=corrupt(data.x_test),
        name="motif-357-noisy-channel",
    )


def _energy(seed: int, n: int, hot: bool = False) -> tuple[Any, Any]:
    """A building's daily energy use (kWh) from its outdoor temperature (C; -10 to 30, or 28 to
    42 when `hot`), humidity (%), floor area (m2, 40-400), year built (1950-2020), weekday (0-6)
    and occupancy (0-1): heating below 16 C, cooling above 22 C, older and larger buildings use
    more; noise sd 12 (mean ~230, sd ~130)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temp = rng.uniform(28, 42, n) if hot else rng.uniform(-10, 30, n)
    humidity = rng.uniform(20, 95, n)
    area = rng.uniform(40, 400, n)
    year = rng.uniform(1950, 2020, n)
    weekday = rng.integers(0, 7, n).astype(float)
    occupancy = rng.uniform(0, 1, n)
    heating = np.clip(16 - temp, 0, None) * (1 + (2020 - year) / 70)
    cooling = np.clip(temp - 22, 0, None) * (1 + humidity / 100)
    y = area * (0.25 + 0.035 * heating + 0.05 * cooling) + 60 * occupancy * (weekday < 5) + 20
    y = y + 12 * rng.standard_normal(n)
    return np.stack([temp, humidity, area, year, weekday, occupancy], axis=1), y


def _energy_splits(name: str, seed: int, scale_x: bool, scale_y: bool, hot_test: bool = False) -> Splits:
    import torch

    from tests.suite import datasets as ds

    x, y = _energy(seed, sum(SIZES))
    if hot_test:  # the test rows from a hot summer the training period never had
        hx, hy = _energy(seed + 1, SIZES[2], hot=True)
        x[-SIZES[2] :], y[-SIZES[2] :] = hx, hy
    features = torch.tensor(x, dtype=torch.float32)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    if scale_y:
        target = (target - target[: SIZES[0]].mean()) / target[: SIZES[0]].std()
    data = ds.named(ds._split(features, target, SIZES, 0), name)
    return ds._standardised(data) if scale_x else data


def energy() -> Splits:
    """The energy regression, features and target standardised."""
    return _energy_splits("building-energy", 2511, True, True)


def energy_raw_target() -> Splits:
    """The energy regression with its target in kWh (first MSEs near 70,000); features standardised."""
    return _energy_splits("building-energy-kwh", 2512, True, False)


def energy_raw_features() -> Splits:
    """The energy regression with its features fed as read (C, %, m2, year, weekday, share:
    scales from 1 to ~2,000, the scaler dropped); the target standardised."""
    return _energy_splits("building-energy", 2513, False, True)


def energy_hot_test() -> Splits:
    """The energy regression whose test rows come from a hot summer (28-42 C) the train and
    validation years (-10 to 30 C) never reached; standardised with the training statistics."""
    return _energy_splits("building-energy", 2514, True, True, hot_test=True)


def _throw(seed: int, n: int) -> tuple[Any, Any]:
    """The range (m) of a ball thrown at speed v (5-30 m/s), angle 15-75 deg, from height 0-10 m,
    shortened by a drag factor 1 / (1 + k v) with k in 0-0.05; noise 3%."""
    import numpy as np

    rng = np.random.default_rng(seed)
    v = rng.uniform(5, 30, n)
    angle = np.radians(rng.uniform(15, 75, n))
    h = rng.uniform(0, 10, n)
    k = rng.uniform(0, 0.05, n)
    vx, vy = v * np.cos(angle), v * np.sin(angle)
    flight = (vy + np.sqrt(vy**2 + 2 * 9.81 * h)) / 9.81
    y = vx * flight / (1 + k * v) * (1 + 0.03 * rng.standard_normal(n))
    return np.stack([v, np.degrees(angle), h, k], axis=1), y


def throw_range(seed: int = 2515) -> Splits:
    """The thrown-ball range regression; features and target standardised."""
    x, y = _throw(seed, sum(SIZES))
    return _generated("throw-range", x, y, 0, SIZES)


def lending(seed: int = 2516) -> Splits:
    """A loan-default-like table: 14 features (6 informative, 4 redundant), 2 classes at 91% / 9%;
    standardised."""
    from sklearn.datasets import make_classification

    x, y = make_classification(
        sum(SIZES), n_features=14, n_informative=6, n_redundant=4, n_classes=2, n_clusters_per_class=2,
        weights=[0.91, 0.09], class_sep=1.0, flip_y=0.01, random_state=seed,
    )
    return _generated("lending-default", x, y, 2, SIZES)


# ---------------------------------------------------------------- faults and hooks battery j adds


def val_from_train(data: Splits, seed: int) -> Splits:
    """The bug: the validation rows drawn from the training rows (a split made after the rows
    were duplicated for oversampling); the test rows stay apart."""
    import torch

    assert data.y_val is not None
    index = torch.randperm(data.train_size, generator=torch.Generator().manual_seed(seed + 53))
    index = index[: int(data.y_val.shape[0])]
    return replace(data, x_val=data.x_train[index], y_val=data.y_train[index])


def reversed_eval(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation collate function reverses every validation and test sequence
    (a left-padding helper), so the model is scored on strings read back to front."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=data.x_val.flip(1), x_test=data.x_test.flip(1))


def inf_cells(count: int) -> Callable[[Splits, int], Splits]:
    """`count` training rows whose first feature is -inf (the log of a zero meter reading, never
    cleaned)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        index = torch.randperm(data.train_size, generator=torch.Generator().manual_seed(seed + 59))[:count]
        x = data.x_train.clone()
        x[index, 0] = float("-inf")
        return replace(data, x_train=x)

    return fault


def class_blocks(per_class: int) -> Callable[[Splits, int], Splits]:
    """Not a fault by itself: validation and test read class by class (one folder a class),
    `per_class` images each, so every evaluation batch of 256 holds a single class."""

    def fault(data: Splits, _seed: int) -> Splits:
        import torch

        def blocks(x: torch.Tensor | None, y: torch.Tensor | None) -> tuple[Any, Any]:
            assert x is not None and y is not None
            index = torch.cat([torch.nonzero(y == c).flatten()[:per_class] for c in range(data.num_classes)])
            return x[index], y[index]

        x_val, y_val = blocks(data.x_val, data.y_val)
        x_test, y_test = blocks(data.x_test, data.y_test)
        return replace(data, x_val=x_val, y_val=y_val, x_test=x_test, y_test=y_test)

    return fault


def always_training(net: nn.Module) -> nn.Module:
    """The bug: the model's evaluation runs in training mode (a `self.train()` left in its
    forward pass), so dropout drops and batch norm normalises every evaluation batch by its own
    statistics."""
    from torch import nn

    class StaysInTraining(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            self.inner.train()
            out: torch.Tensor = self.inner(x)
            return out

    return StaysInTraining(net)


def zero_init(net: nn.Module) -> nn.Module:
    """The bug: nn.init.zeros_ on every Linear weight and bias (a helper meant for the biases)."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.zero_()
                module.bias.zero_()
    return net


def pretrained(corpus: Callable[[], Splits], steps: int, lr: float = 3e-3, freeze_body: bool = False) -> Any:
    """Not a fault: the net starts from weights trained for `steps` Adam steps (batch 64) on
    another draw of its data (a pretrained checkpoint); with `freeze_body` only a fresh head
    trains (a linear probe on the frozen backbone)."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        data = corpus()
        g = torch.Generator().manual_seed(97)
        optimizer = torch.optim.Adam(net.parameters(), lr=lr)
        net.train()
        for _ in range(steps):
            index = torch.randint(0, data.train_size, (64,), generator=g)
            loss = nn.functional.cross_entropy(net(data.x_train[index]), data.y_train[index])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if freeze_body:
            for p in net.parameters():
                p.requires_grad_(False)
            net.head = nn.Linear(net.head.in_features, net.head.out_features)
        return net

    return hook


def smoothed(amount: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Cross-entropy with label smoothing (train and validation alike)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        from torch import nn

        return nn.functional.cross_entropy(out, y, label_smoothing=amount)

    return loss


def weighted(weights: tuple[float, ...]) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Cross-entropy with class weights (train and validation alike)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        import torch
        from torch import nn

        return nn.functional.cross_entropy(out, y, weight=torch.tensor(weights, dtype=out.dtype))

    return loss


def nll_on_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: NLLLoss on raw logits (the log_softmax was left out): the loss is minus the
    right class's logit, unbounded below."""
    from torch import nn

    return nn.functional.nll_loss(out, y)


def j_runs(
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None,
    evaluate: bool = True,
    nesterov: bool = False,
    hparams: dict[str, Any] | None = None,
) -> Callable[[Plan], Runner]:
    """Battery g's runner (its extra models, Adagrad, a loss replaced by `loss`), whose SGD uses
    Nesterov momentum when `nesterov`, and whose logged hyperparameters gain `hparams` (what the
    user's own `save_hyperparameters` would hold: the label smoothing, the class weights...)."""
    inner_factory = g_runs(loss, evaluate)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack
                from unittest import mock

                import torch

                from benchmarks import variants_d

                prepare, optimizer = variants_d._prepare, variants_d._optimizer

                def prepared(p: Plan, s: int) -> tuple[Splits, nn.Module, dict[str, Any]]:
                    data, net, logged = prepare(p, s)
                    logged.update(hparams or {})
                    if nesterov:
                        logged["nesterov"] = True
                    return data, net, logged

                def optimizers(p: Plan, net: nn.Module) -> torch.optim.Optimizer:
                    if not (nesterov and p.optimizer == "sgd"):
                        return optimizer(p, net)
                    params = [q for q in net.parameters() if q.requires_grad]
                    return torch.optim.SGD(
                        params, lr=p.lr, momentum=p.momentum, nesterov=True, weight_decay=p.weight_decay
                    )

                with ExitStack() as stack:
                    stack.enter_context(mock.patch.object(variants_d, "_prepare", prepared))
                    stack.enter_context(mock.patch.object(variants_d, "_optimizer", optimizers))
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


NO_EVAL = j_runs(evaluate=False)
NESTEROV = j_runs(nesterov=True)


def J(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery g's G run by this battery's runner."""
    return G(*args, runs=runs or j_runs(), **kw)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    J(
        "vj-lr-high-sgd-lstm-count",
        Plan(count_ones, "lstm", 5.0, "sgd", momentum=0.9, epochs=6, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        "SGD lr=5 momentum 0.9 on an LSTM counting tokens, no clipping: the loss leaps from ln 5 to 6-13 "
        "within the first epoch and thrashes there; val accuracy at chance",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="count-ones",
        seed=2501,
    ),
    J(
        "vj-lr-high-adam-resnet-arrows",
        Plan(arrows12, "resnet", 3.0, "adam", epochs=8, log_every=10),
        ("slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        "learning-rate-too-high",
        "Adam lr=3 on a residual net over arrow images: the first steps blow the loss up (a first logged "
        "window near 24), then it sits near ln 4, val accuracy at chance for half the run and 0.5 at its end",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="resnet",
        dataset="arrows",
        seed=2502,
    ),
    J(
        "vj-lr-low-adamw-transformer-count",
        Plan(count_ones, "transformer", 1e-6, "adamw", weight_decay=0.01, epochs=10, log_every=10),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW lr=1e-6 on a transformer counting tokens: 470 steps, the loss moves from 1.76 to 1.70, val "
        "accuracy at chance",
        STALL,
        family="transformer",
        dataset="count-ones",
        seed=2503,
    ),
    J(
        "vj-lr-decay-per-step-exp-energy",
        Plan(energy, "mlp", 3e-3, "adam", epochs=30, log_every=10, schedule="exp", gamma=0.9,
             model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.9) meant per epoch but stepped every batch: the lr is ~0 after ~100 of 960 "
        "steps, the MSE frozen near 0.6 (a sound run reaches ~0.02)",
        STALL,
        family="regression",
        dataset="building-energy",
        seed=2504,
    ),
    # --- optimisation bugs and the loss
    J(
        "vj-no-zero-grad-adam-lstm-count",
        Plan(count_ones, "lstm", 2e-3, "adam", epochs=6, log_every=5, zero_grad=False),
        ("gradient-explosion",),
        "missing-zero-grad",
        "an LSTM under Adam whose gradients are never cleared: the gradient norm climbs ~100x within two "
        "epochs and stays high, the loss lurches about ln 5, val accuracy 0.24-0.49",
        (*BROKEN, "loss-runaway"),
        family="lstm",
        dataset="count-ones",
        seed=2505,
    ),
    J(
        "vj-nll-on-logits-mlp-sectors",
        Plan(sectors8, "mlp", 1e-3, "adam", epochs=12, log_every=10, model_kw={"width": 64, "num_layers": 2}),
        ("metric-at-baseline", "gradient-explosion"),
        "wrong-loss-function",
        "NLLLoss on raw logits (log_softmax left out): the loss is minus the right logit, falls below 0 and "
        "on to about -1,600, the gradient norm grows ~300x, the val accuracy sinks to chance",
        ("zero-train-loss", "loss-runaway", "loss-spikes"),
        family="mlp",
        dataset="sectors",
        seed=2506,
        runs=j_runs(nll_on_logits),
    ),
    # --- data
    J(
        "vj-shuffled-labels-lstm-motif",
        Plan(motif, "lstm", 3e-3, "adam", epochs=20, log_every=20, data_fault=shuffled_labels),
        ("metric-at-baseline", "overfitting", "train-val-gap"),
        "label-noise",
        "the motif labels permuted against their strings, an LSTM for 940 steps: val at chance, the train "
        "loss memorised down from ln 2 to ~0.25 in the second half while the val loss climbs",
        MEMORISED,
        family="lstm",
        dataset="motif",
        seed=2507,
    ),
    J(
        "vj-val-from-train-wide-mlp-sectors",
        Plan(sectors8_noisy, "mlp", 2e-3, "adam", epochs=60, log_every=25, val_every_epochs=3,
             data_fault=val_from_train, model_kw={"width": 256, "num_layers": 3}),
        ("val-test-gap",),
        "data-leakage",
        "validation rows drawn from the training rows (a split made after oversampling) on a table with 25% "
        "noisy labels: val accuracy ~0.99 as the 3x256 MLP memorises, the separate test set ~0.6",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="sectors",
        seed=2508,
    ),
    J(
        "vj-tiny-train-transformer-count",
        Plan(count_ones, "transformer", 3e-3, "adam", epochs=150, batch_size=16, log_every=10,
             val_every_epochs=10, data_fault=first_rows(48)),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "48 sequences for a transformer, 450 steps: the train loss to ~0.001, the val loss up from 0.94",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="transformer",
        dataset="count-ones",
        seed=2509,
    ),
    J(
        "vj-no-regularisation-bncnn-arrows-small",
        Plan(arrows12_small, "bncnn", 3e-3, "adam", epochs=80, batch_size=16, log_every=10,
             val_every_epochs=4, model_kw={"channels": 32}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 32-channel batch-norm CNN trained 2,000 steps on 400 noisy arrows with no weight decay, dropout, "
        "augmentation or early stopping: train loss ~0.01, val loss up from 1.3 to ~4",
        ("zero-train-loss", "undertrained", "loss-spikes", "loss-oscillation"),
        family="cnn-bn",
        dataset="arrows",
        seed=2510,
    ),
    J(
        "vj-class-sorted-transformer-count",
        Plan(count_ones, "transformer", 1e-3, "adam", epochs=12, log_every=1, shuffle=False,
             sort_by_class=True),
        ("periodic-loss",),
        "data-not-shuffled",
        "training sequences sorted by their count, shuffle=False, every step logged: each epoch sweeps the "
        "five classes in turn and the loss repeats the same saw-tooth every epoch; val accuracy 0.2-0.6",
        SORTED,
        family="transformer",
        dataset="count-ones",
        seed=2511,
    ),
    J(
        "vj-raw-features-adam-energy",
        Plan(energy_raw_features, "mlp", 1e-3, "adam", epochs=20, log_every=10,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the energy features fed as read (C, %, m2, year, weekday: scales up to ~2,000, the scaler "
        "dropped): first MSE ~100 on a standardised target, gradient norms in the thousands, stuck near 0.4",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="building-energy",
        seed=2512,
    ),
    J(
        "vj-inf-cells-sgd-throw",
        Plan(throw_range, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=2, data_fault=inf_cells(3),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "3 of 1,000 training rows with -inf in the first feature (the log of a zero reading): the first "
        "batch holding one turns the weights NaN; every later loss, gradient norm and evaluation non-finite",
        (*RUNAWAY, "gradient-explosion"),
        family="regression",
        dataset="throw-range",
        seed=2513,
    ),
    J(
        "vj-hot-test-energy",
        Plan(energy_hot_test, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=25, log_every=20,
             model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "distribution-shift",
        "the test rows from a hot summer (28-42 C) the training and validation years (-10 to 30 C) never "
        "reached: val MSE ~0.02, test ~0.28",
        (),
        family="regression",
        dataset="building-energy",
        seed=2514,
    ),
    J(
        "vj-no-validation-resnet-arrows",
        Plan(arrows12, "resnet", 2e-3, "adam", epochs=14, log_every=10, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "a residual net on arrow images that never evaluates: no validation loop, no test split",
        (),
        family="resnet",
        dataset="arrows",
        seed=2515,
        runs=NO_EVAL,
    ),
    J(
        "vj-eval-reversed-gru-motif",
        Plan(motif, "gru", 3e-3, "adam", epochs=10, log_every=20, data_fault=reversed_eval),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation collate reverses every validation and test string: a GRU that learns the motif "
        "(train loss ~1e-3) is scored at chance, its val loss rising to ~4",
        ("metric-at-baseline", "overfitting"),
        family="gru",
        dataset="motif",
        seed=2516,
    ),
    J(
        "vj-eval-train-mode-bncnn-arrows",
        Plan(arrows12_wide_eval, "bncnn", 3e-3, "adam", epochs=10, log_every=10, data_fault=class_blocks(256),
             model_fault=always_training, model_kw={"dropout": 0.3}),
        ("train-val-gap", "metric-at-baseline"),
        "train-eval-mode-misuse",
        "the model's forward calls self.train(), so evaluation runs with dropout on and batch norm "
        "normalising each eval batch by itself; the eval sets are read class by class (256 a batch): val "
        "accuracy ~0.25 throughout while the train loss falls to ~0.4",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="arrows",
        seed=2517,
    ),
    # --- initialisation and architecture
    J(
        "vj-zero-init-mlp-sectors",
        Plan(sectors8, "mlp", 5e-3, "adam", epochs=10, log_every=10, model_fault=zero_init,
             model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence", "metric-at-baseline"),
        "poor-initialization",
        "nn.init.zeros_ on every Linear weight and bias of a ReLU MLP: only the head bias can learn, the "
        "loss flat at ln 8, val accuracy at chance",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="sectors",
        seed=2519,
    ),
    J(
        "vj-deep-tanh-sgd-energy",
        Plan(energy, "mlp", 0.01, "sgd", momentum=0.9, epochs=15, log_every=10,
             model_kw={"width": 32, "num_layers": 20, "activation": "tanh"}),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 21-layer tanh MLP (default init) on a regression, SGD momentum: the epoch MSE stays at the "
        "target's variance (1.0) for 480 steps",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="building-energy",
        seed=2520,
    ),
    J(
        "vj-rnn-no-clip-sgd-motif-every-step",
        Plan(motif, "rnn", 0.02, "sgd", momentum=0.9, epochs=6, log_every=1, model_fault=identity_rnn(1.1),
             model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("slow-convergence", "metric-at-baseline"),
        "exploding-gradients",
        "a ReLU RNN over 24 tokens, recurrent weights 1.1 x identity, SGD momentum, no clipping, every step "
        "logged: the first gradient norm ~230, that one update leaves the net stuck at ln 2 with val at "
        "chance",
        ("gradient-explosion", "loss-runaway", "loss-spikes", "loss-oscillation", "bad-initial-loss",
         "gradient-vanishing", "undertrained"),
        family="rnn",
        dataset="motif",
        seed=2521,
    ),
    J(
        "vj-frozen-optimizer-throw",
        Plan(throw_range, "mlp", 1e-2, "adam", epochs=15, log_every=10, params=head_bias_only,
             model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "frozen-weights",
        "the optimizer built over the head's bias alone (a refactor passed the wrong parameter list): the "
        "MSE stays at ~0.93; the other weights' gradients, never cleared by that optimizer, pile up in the "
        "logged norm",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="throw-range",
        seed=2522,
    ),
    # --- stopped too soon
    J(
        "vj-stopped-early-sgd-throw",
        Plan(throw_range, "mlp", 0.005, "sgd", momentum=0.9, epochs=40, max_steps=90, log_every=2,
             model_kw={"width": 64, "num_layers": 2}),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=90 (under 3 of 40 epochs) left in from a smoke test: stopped with the loss still falling",
        ("slow-convergence",),
        family="regression",
        dataset="throw-range",
        seed=2523,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    J(
        "vj-healthy-bncnn-arrows-label-smoothing",
        Plan(arrows12_clean, "bncnn", 3e-3, "adamw", weight_decay=0.01, epochs=10, log_every=10,
             schedule="cosine"),
        (),
        None,
        "label smoothing 0.1 on lightly noised arrows, AdamW + cosine: val accuracy 1.0 from the second "
        "epoch, train and val losses level at ~0.40, well above 0",
        family="cnn-bn",
        dataset="arrows",
        seed=2601,
        runs=j_runs(smoothed(0.1), hparams={"label_smoothing": 0.1}),
    ),
    J(
        "vj-healthy-sectors-label-smoothing-sgd",
        Plan(sectors8, "mlp", 0.05, "sgd", momentum=0.9, epochs=15, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "label smoothing 0.2 over 8 classes, SGD momentum: the loss levels near 1.0 while val accuracy "
        "reaches 0.91",
        family="mlp",
        dataset="sectors",
        seed=2602,
        runs=j_runs(smoothed(0.2), hparams={"label_smoothing": 0.2}),
    ),
    J(
        "vj-healthy-transformer-count-accumulate",
        Plan(count_ones, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=16,
             accumulate=4, log_every=5),
        (),
        None,
        "a transformer with batch 16 and gradient accumulation over 4 batches (24 optimizer steps an "
        "epoch), AdamW: solved by the fourth epoch",
        family="transformer",
        dataset="count-ones",
        seed=2603,
    ),
    J(
        "vj-healthy-lstm-motif-accumulate-every-step",
        Plan(motif, "lstm", 3e-3, "adam", epochs=10, batch_size=16, accumulate=4, log_every=1),
        (),
        None,
        "an LSTM with batch 16, gradients accumulated over 4 batches, every optimizer step logged (240 "
        "points): a noisy per-batch loss, near ln 2 for two epochs, then down to ~0.01",
        family="lstm",
        dataset="motif",
        seed=2604,
    ),
    J(
        "vj-healthy-resnet-arrows-bf16-warmup-cosine",
        Plan(arrows12, "resnet", 5e-3, "adamw", weight_decay=0.01, epochs=12, log_every=10, bf16=True,
             schedule="warmup-cosine", warmup=40),
        (),
        None,
        "bf16 autocast, a residual net, AdamW with 40 warm-up steps then cosine to 0 over 384 steps: val "
        "accuracy ~0.79 on noisy arrows",
        family="resnet",
        dataset="arrows",
        seed=2605,
    ),
    J(
        "vj-healthy-sectors-warmup-cosine-every-step",
        Plan(sectors8, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=64, log_every=1,
             schedule="warmup-cosine", warmup=30, model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "AdamW with 30 warm-up steps and cosine to 0, batch 64, every step logged (192 points): converged "
        "with the lr",
        family="mlp",
        dataset="sectors",
        seed=2606,
    ),
    J(
        "vj-healthy-energy-sgd-plateau",
        Plan(energy, "mlp", 0.05, "sgd", momentum=0.9, epochs=40, log_every=20, schedule="plateau", gamma=0.3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum with ReduceLROnPlateau (x0.3, patience 0) on the standardised energy regression: the "
        "lr steps down as the val MSE levels at ~0.02",
        family="regression",
        dataset="building-energy",
        seed=2607,
    ),
    J(
        "vj-healthy-throw-long-sparse",
        Plan(throw_range, "mlp", 1e-3, "adam", epochs=100, log_every=100, val_every_epochs=10,
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "3,200 Adam steps on the thrown-ball regression logged every 100 and validated every 320: converged "
        "within the first few hundred, flat after",
        family="regression",
        dataset="throw-range",
        seed=2608,
    ),
    J(
        "vj-healthy-bncnn-arrows-three-epochs",
        Plan(arrows12_clean, "bncnn", 1e-2, "adam", epochs=3, log_every=1),
        (),
        None,
        "3 epochs (96 steps, every step logged) of a batch-norm CNN on lightly noised arrows: val accuracy "
        "1.0 after the second epoch",
        family="cnn-bn",
        dataset="arrows",
        seed=2609,
    ),
    J(
        "vj-healthy-sectors-three-epochs",
        Plan(sectors8, "mlp", 3e-3, "adam", epochs=3, batch_size=16, log_every=5,
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "3 epochs of Adam at batch 16 on the sectors: val accuracy ~0.87 after the second",
        family="mlp",
        dataset="sectors",
        seed=2610,
    ),
    J(
        "vj-healthy-sectors-dropout-half",
        Plan(sectors8, "mlp", 2e-3, "adam", epochs=25, log_every=25,
             model_kw={"width": 256, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x256 MLP with dropout 0.5: the val loss below the train loss all run",
        family="mlp",
        dataset="sectors",
        seed=2611,
    ),
    J(
        "vj-healthy-energy-kwh-adam",
        Plan(energy_raw_target, "mlp", 3e-2, "adam", epochs=60, log_every=10, val_every_epochs=2,
             schedule="cosine", model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the energy regression in kWh (first MSEs near 58,000), Adam + cosine over 1,920 steps: down to a "
        "few hundred, near the noise floor (144)",
        family="regression",
        dataset="building-energy",
        seed=2612,
    ),
    J(
        "vj-healthy-sectors-small-stable-gap",
        Plan(sectors8_small, "mlp", 3e-3, "adamw", weight_decay=0.05, epochs=60, batch_size=16, log_every=5,
             val_every_epochs=2, model_kw={"width": 64, "num_layers": 2, "dropout": 0.2}),
        (),
        None,
        "150 training rows, a small MLP with dropout 0.2 and weight decay: a moderate, stable gap",
        family="mlp",
        dataset="sectors",
        seed=2613,
    ),
    J(
        "vj-healthy-lending-class-weights",
        Plan(lending, "mlp", 1e-3, "adam", epochs=20, log_every=10, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "a 91/9 loan-default table with class weights 0.55 / 5.5 in the loss: the val accuracy stays below "
        "the majority rate (0.71 to 0.89) as the minority class is weighed up; the weighted loss falls "
        "steadily",
        family="mlp",
        dataset="lending",
        seed=2614,
        runs=j_runs(weighted((0.55, 5.5)), hparams={"class_weights": [0.55, 5.5]}),
    ),
    J(
        "vj-healthy-resnet-arrows-nesterov-step",
        Plan(arrows12, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=10,
             schedule="step", step_size=200, gamma=0.1),
        (),
        None,
        "SGD with Nesterov momentum, weight decay and StepLR x0.1 at step 200: a val spike in the second "
        "epoch, then ~0.82 accuracy",
        family="resnet",
        dataset="arrows",
        seed=2615,
        runs=NESTEROV,
    ),
    J(
        "vj-healthy-transformer-count-adamw-wd",
        Plan(count_ones, "transformer", 2e-3, "adamw", weight_decay=0.1, epochs=12, log_every=20,
             val_every_epochs=2),
        (),
        None,
        "a transformer counting tokens, AdamW with weight decay 0.1, validated every other epoch: val "
        "accuracy 1.0 from the first evaluation, the losses to ~0.002",
        family="transformer",
        dataset="count-ones",
        seed=2616,
    ),
    J(
        "vj-healthy-gru-motif-early-stop",
        Plan(motif_noisy_channel, "gru", 3e-3, "adam", epochs=60, log_every=25, early_stop=2),
        (),
        None,
        "a GRU on motif strings read through a noisy channel (4% of tokens swapped), "
        "EarlyStopping(val_loss, patience 2) ends it after the val loss levels at ~0.13",
        family="gru",
        dataset="motif",
        seed=2617,
    ),
    J(
        "vj-healthy-sectors-finetune-low-start",
        Plan(sectors8, "mlp", 1e-4, "adam", epochs=8, log_every=5,
             model_fault=pretrained(sectors8_corpus, 600), model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "fine-tuning an MLP pretrained on another draw of the sectors, Adam lr=1e-4: the loss starts at "
        "~0.3 and drifts down slowly",
        family="mlp",
        dataset="sectors",
        seed=2618,
        runs=j_runs(hparams={"pretrained": "sectors-8-corpus"}),
    ),
    J(
        "vj-healthy-cnn-arrows-linear-probe",
        Plan(arrows12, "cnn", 2e-3, "adamw", weight_decay=0.05, epochs=8, log_every=10,
             model_fault=pretrained(arrows12_corpus, 800, freeze_body=True), model_kw={"channels": 8}),
        (),
        None,
        "a linear probe: a CNN backbone pretrained on another draw of the arrows, frozen, a fresh head "
        "trained by AdamW: the loss falls from ln 4 to ~0.2, val accuracy ~0.85",
        family="cnn",
        dataset="arrows",
        seed=2619,
        runs=j_runs(hparams={"pretrained": "arrows-12x12-corpus", "freeze_backbone": True}),
    ),
    J(
        "vj-healthy-lstm-count-rmsprop-epoch",
        Plan(count_ones, "lstm", 2e-3, "rmsprop", epochs=15, log_every=50, train_log="epoch", clip=1.0),
        (),
        None,
        "an LSTM counting tokens, RMSprop, clipping at 1, the train loss logged once an epoch (15 points)",
        family="lstm",
        dataset="count-ones",
        seed=2620,
    ),
    J(
        "vj-healthy-gru-motif-nesterov-clip",
        Plan(motif, "gru", 0.3, "sgd", momentum=0.9, epochs=15, log_every=10, clip=1.0),
        (),
        None,
        "a GRU trained by SGD with Nesterov momentum (lr 0.3) and clipping at 1: solved in the second "
        "epoch; the loss and the gradient norm fall to ~1e-4",
        family="gru",
        dataset="motif",
        seed=2621,
        runs=NESTEROV,
    ),
    J(
        "vj-healthy-throw-cosine-epoch",
        Plan(throw_range, "mlp", 3e-3, "adam", epochs=30, log_every=50, train_log="epoch", schedule="cosine",
             model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "a tanh MLP regression, Adam + cosine, the train loss logged once an epoch (30 points)",
        family="regression",
        dataset="throw-range",
        seed=2622,
    ),
    J(
        "vj-healthy-sectors-blurred-floor",
        Plan(sectors8_blurred, "mlp", 1e-3, "adamw", weight_decay=0.05, epochs=20, log_every=10,
             model_kw={"width": 64, "num_layers": 2, "dropout": 0.1}),
        (),
        None,
        "the sectors seen through heavy angular noise (neighbouring sectors overlap): the loss levels at "
        "~0.73 with val accuracy ~0.67, the task's own ceiling",
        family="mlp",
        dataset="sectors",
        seed=2623,
    ),
)
