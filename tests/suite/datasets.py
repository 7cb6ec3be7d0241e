"""Synthetic datasets made in code for the fault suite: blobs, spirals, XOR,
digit-like images, regression and a character sequence task (no downloads)."""

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
    return _split(x, y, sizes, num_classes)


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
    return _split(x, y, sizes, 2)


def spiral(sizes: tuple[int, int, int], num_classes: int = 3, noise: float = 0.15, seed: int = 0) -> Splits:
    """Interleaved 2-D spiral arms, one per class (needs a nonlinear model)."""
    g = _generator(seed)
    n = sum(sizes)
    y = torch.randint(0, num_classes, (n,), generator=g)
    radius = torch.rand(n, generator=g)
    angle = y.float() * (2 * math.pi / num_classes) + radius * 3.0 + noise * torch.randn(n, generator=g)
    x = torch.stack([radius * torch.sin(angle), radius * torch.cos(angle)], dim=1)
    return _split(x, y, sizes, num_classes)


def xor(sizes: tuple[int, int, int], dim: int = 2, noise: float = 0.1, seed: int = 0) -> Splits:
    """Label = sign(x0 * x1): the two-class XOR problem, plus noise dimensions."""
    g = _generator(seed)
    n = sum(sizes)
    x = torch.rand(n, dim, generator=g) * 2 - 1
    y = ((x[:, 0] * x[:, 1]) > 0).long()
    x = x + noise * torch.randn(n, dim, generator=g)
    return _split(x, y, sizes, 2)


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
    return _split(x, y, sizes, num_classes)


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
    return _split(x, y[:, None], sizes, 0)


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
    return _split(x, y, sizes, vocab)
