"""Datasets for the fault suite: synthetic ones made in code (blobs, spirals, XOR,
digit-like images, regression, Markov text) and the small ones scikit-learn ships
(digits, iris, wine, breast cancer, diabetes), read offline: nothing is downloaded."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import torch


@dataclass(frozen=True)
class Splits:
    """Train / validation / test tensors; val and test may be absent."""

    x_train: torch.Tensor
    y_train: torch.Tensor
    x_val: torch.Tensor | None
    y_val: torch.Tensor | None
    x_test: torch.Tensor | None
    y_test: torch.Tensor | None
    num_classes: int  # 0 for regression
    name: str = ""  # the data set's name, for the suite's manifest

    @property
    def train_size(self) -> int:
        return int(self.x_train.shape[0])

    def without_validation(self) -> Splits:
        return replace(self, x_val=None, y_val=None)

    def without_test(self) -> Splits:
        return replace(self, x_test=None, y_test=None)


def _split(x: torch.Tensor, y: torch.Tensor, sizes: tuple[int, int, int], num_classes: int) -> Splits:
    """Cut one pool (already in random order) into train/val/test."""
    n_train, n_val, n_test = sizes
    a, b, c = n_train, n_train + n_val, n_train + n_val + n_test
    if c > x.shape[0]:
        raise ValueError(f"pool of {x.shape[0]} examples is smaller than the {c} requested")
    return Splits(x[:a], y[:a], x[a:b], y[a:b], x[b:c], y[b:c], num_classes)


def _generator(seed: int) -> torch.Generator:
    g = torch.Generator()
    g.manual_seed(seed)
    return g


def blobs(
    sizes: tuple[int, int, int],
    num_classes: int = 4,
    dim: int = 8,
    separation: float = 3.0,
    noise: float = 1.0,
    seed: int = 0,
    per_dim: bool = False,
) -> Splits:
    """Gaussian blobs: one random centre per class, isotropic noise.

    Centres are N(0, separation^2 / 2) per feature, so their distance grows
    with sqrt(dim); with `per_dim` it is about `separation` whatever the dim."""
    g = _generator(seed)
    n = sum(sizes)
    scale = separation / math.sqrt(2.0 * dim) if per_dim else separation / math.sqrt(2.0)
    centres = torch.randn(num_classes, dim, generator=g) * scale
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = centres[y] + noise * torch.randn(n, dim, generator=g)
    return named(_split(x, y, sizes, num_classes), "blobs")


def imbalanced_blobs(
    sizes: tuple[int, int, int],
    minority_fraction: float = 0.05,
    dim: int = 8,
    separation: float = 0.5,
    seed: int = 0,
) -> Splits:
    """Two heavily overlapping blobs, the second one rare: a model that learns
    little predicts the majority class and sits at its rate."""
    g = _generator(seed)
    n = sum(sizes)
    y = (torch.rand(n, generator=g) < minority_fraction).long()
    direction = torch.randn(dim, generator=g)
    direction = direction / direction.norm()
    x = torch.randn(n, dim, generator=g) + separation * y[:, None].float() * direction
    return named(_split(x, y, sizes, 2), "imbalanced-blobs")


def spiral(sizes: tuple[int, int, int], num_classes: int = 3, noise: float = 0.15, seed: int = 0) -> Splits:
    """Interleaved 2-D spiral arms, one per class (needs a nonlinear model)."""
    g = _generator(seed)
    n = sum(sizes)
    y = torch.randint(0, num_classes, (n,), generator=g)
    radius = torch.rand(n, generator=g)
    angle = y.float() * (2 * math.pi / num_classes) + radius * 3.0 + noise * torch.randn(n, generator=g)
    x = torch.stack([radius * torch.sin(angle), radius * torch.cos(angle)], dim=1)
    return named(_split(x, y, sizes, num_classes), "spiral")


def xor(sizes: tuple[int, int, int], dim: int = 2, noise: float = 0.1, seed: int = 0) -> Splits:
    """Label = sign(x0 * x1): the two-class XOR problem, plus noise dimensions."""
    g = _generator(seed)
    n = sum(sizes)
    x = torch.rand(n, dim, generator=g) * 2 - 1
    y = ((x[:, 0] * x[:, 1]) > 0).long()
    x = x + noise * torch.randn(n, dim, generator=g)
    return named(_split(x, y, sizes, 2), "xor")


def digit_templates(num_classes: int, size: int, g: torch.Generator) -> torch.Tensor:
    """Random smooth binary class templates, like crude glyphs."""
    coarse = (torch.rand(num_classes, 1, size // 2, size // 2, generator=g) > 0.5).float()
    return torch.nn.functional.interpolate(coarse, size=(size, size), mode="nearest")


def digits(
    sizes: tuple[int, int, int],
    num_classes: int = 10,
    size: int = 8,
    noise: float = 0.5,
    max_shift: int = 1,
    seed: int = 0,
) -> Splits:
    """Digit-like images: a class template, randomly shifted, plus pixel noise.
    Images are (N, 1, size, size), roughly zero mean."""
    g = _generator(seed)
    n = sum(sizes)
    templates = digit_templates(num_classes, size, g)
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = templates[y].clone()
    shifts = torch.randint(-max_shift, max_shift + 1, (n, 2), generator=g)
    for i in range(n):
        x[i] = torch.roll(x[i], shifts=(int(shifts[i, 0]), int(shifts[i, 1])), dims=(1, 2))
    x = (x - 0.5) * 2 + noise * torch.randn(x.shape, generator=g)
    return named(_split(x, y, sizes, num_classes), "digit-like")


def regression(
    sizes: tuple[int, int, int],
    dim: int = 6,
    nonlinear: bool = True,
    noise: float = 0.1,
    seed: int = 0,
) -> Splits:
    """y = w.x (+ a smooth nonlinear part) + noise, with y of unit scale; y is (N, 1)."""
    g = _generator(seed)
    n = sum(sizes)
    x = torch.randn(n, dim, generator=g)
    w = torch.randn(dim, generator=g) / math.sqrt(dim)
    y = x @ w
    if nonlinear:
        v = torch.randn(dim, generator=g) / math.sqrt(dim)
        y = y + torch.sin(2.0 * (x @ v)) + 0.3 * (x[:, 0] * x[:, 1])
    y = (y - y.mean()) / y.std()
    y = y + noise * torch.randn(n, generator=g)
    return named(_split(x, y[:, None], sizes, 0), "synthetic-regression")


def char_sequences(
    sizes: tuple[int, int, int],
    vocab: int = 12,
    context: int = 12,
    seed: int = 0,
) -> Splits:
    """Next-character prediction on text from a random sparse Markov chain of
    order 2: x is (N, context) token ids, y the following token."""
    g = _generator(seed)
    n = sum(sizes)
    # each (previous two chars) pair allows only a few next chars, so the task is learnable
    logits = torch.randn(vocab, vocab, vocab, generator=g) * 3.0
    probs = torch.softmax(logits, dim=-1)
    length = n + context + 1
    text = torch.zeros(length, dtype=torch.long)
    text[0] = 0
    text[1] = 1
    for t in range(2, length):
        text[t] = torch.multinomial(probs[text[t - 2], text[t - 1]], 1, generator=g)[0]
    starts = torch.randperm(n, generator=g)
    x = torch.stack([text[s : s + context] for s in starts.tolist()])
    y = text[starts + context]
    return named(_split(x, y, sizes, vocab), "markov-text")


def named(data: Splits, name: str) -> Splits:
    return replace(data, name=name)


# ------------------------------------------------ small data sets scikit-learn ships


def _sklearn_pool(loader: str, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The features and targets of one bundled scikit-learn data set, in a seeded random order."""
    import sklearn.datasets as skd

    bunch = getattr(skd, loader)()
    x = torch.tensor(bunch.data, dtype=torch.float32)
    y = torch.tensor(bunch.target)
    order = torch.randperm(x.shape[0], generator=_generator(seed))
    return x[order], y[order]


def _standardised(data: Splits) -> Splits:
    """Features standardised with the training split's statistics (what a sound pipeline does)."""
    mean = data.x_train.mean(dim=0, keepdim=True)
    std = data.x_train.std(dim=0, keepdim=True).clamp_min(1e-6)

    def scale(x: torch.Tensor | None) -> torch.Tensor | None:
        return None if x is None else (x - mean) / std

    return replace(
        data, x_train=(data.x_train - mean) / std, x_val=scale(data.x_val), x_test=scale(data.x_test)
    )


SKLEARN_TABLES = {
    # name -> (loader, classes)
    "iris": ("load_iris", 3),
    "wine": ("load_wine", 3),
    "breast-cancer": ("load_breast_cancer", 2),
    "sklearn-digits": ("load_digits", 10),
}


def sklearn_table(name: str, sizes: tuple[int, int, int], seed: int = 0, standardise: bool = True) -> Splits:
    """One of scikit-learn's bundled classification tables; `standardise=False`
    keeps the raw units (e.g. breast-cancer areas in the thousands)."""
    loader, classes = SKLEARN_TABLES[name]
    x, y = _sklearn_pool(loader, seed)
    data = named(_split(x, y.long(), sizes, classes), name)
    return _standardised(data) if standardise else data


def sklearn_digit_images(sizes: tuple[int, int, int], seed: int = 0) -> Splits:
    """scikit-learn's 8x8 handwritten digits (1,797 images) as (N, 1, 8, 8), pixels scaled to [-1, 1]."""
    x, y = _sklearn_pool("load_digits", seed)
    x = (x / 8.0 - 1.0).reshape(-1, 1, 8, 8)
    return named(_split(x, y.long(), sizes, 10), "sklearn-digits")


def diabetes(sizes: tuple[int, int, int] = (300, 71, 71), seed: int = 0) -> Splits:
    """scikit-learn's diabetes regression (442 patients), the target standardised."""
    x, y = _sklearn_pool("load_diabetes", seed)
    x = x / x[: sizes[0]].std(dim=0, keepdim=True)
    y = y.float()
    y = (y - y[: sizes[0]].mean()) / y[: sizes[0]].std()
    return named(_split(x, y[:, None], sizes, 0), "diabetes")


def markov_sources(
    sizes: tuple[int, int, int],
    num_classes: int = 4,
    vocab: int = 16,
    length: int = 16,
    seed: int = 0,
) -> Splits:
    """Sequence classification: each class is its own first-order Markov chain over
    the same vocabulary; x is (N, length) token ids, y the chain that wrote it."""
    g = _generator(seed)
    n = sum(sizes)
    chains = torch.softmax(torch.randn(num_classes, vocab, vocab, generator=g) * 1.5, dim=-1)
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = torch.zeros(n, length, dtype=torch.long)
    x[:, 0] = torch.randint(0, vocab, (n,), generator=g)
    for t in range(1, length):
        rows = chains[y, x[:, t - 1]]
        x[:, t] = torch.multinomial(rows, 1, generator=g)[:, 0]
    return named(_split(x, y, sizes, num_classes), "markov-sources")
