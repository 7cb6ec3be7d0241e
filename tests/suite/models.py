"""Small torch models for the fault suite: MLPs of any depth and activation,
a tiny CNN, and RNN/LSTM next-character models."""

from __future__ import annotations

import torch
from torch import nn

ACTIVATIONS: dict[str, type[nn.Module]] = {
    "relu": nn.ReLU,
    "sigmoid": nn.Sigmoid,
    "tanh": nn.Tanh,
    "gelu": nn.GELU,
}


class MLP(nn.Module):
    """`num_layers` hidden layers of `width` units, then a linear head."""

    def __init__(
        self,
        in_dim: int,
        out_dim: int,
        width: int = 64,
        num_layers: int = 2,
        activation: str = "relu",
        dropout: float = 0.0,
    ) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        dim = in_dim
        for _ in range(num_layers):
            layers.append(nn.Linear(dim, width))
            layers.append(ACTIVATIONS[activation]())
            if dropout > 0:
                layers.append(nn.Dropout(dropout))
            dim = width
        self.body = nn.Sequential(*layers)
        self.head = nn.Linear(dim, out_dim)

    def hidden_linears(self) -> list[nn.Linear]:
        return [m for m in self.body if isinstance(m, nn.Linear)]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits: torch.Tensor = self.head(self.body(x.flatten(1)))
        return logits


class TinyCNN(nn.Module):
    """Two conv blocks and a linear head for (N, 1, S, S) images."""

    def __init__(self, size: int, num_classes: int, channels: int = 16, dropout: float = 0.0) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1),
            nn.ReLU(),
            nn.Conv2d(channels, 2 * channels, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),
        )
        self.dropout = nn.Dropout(dropout) if dropout > 0 else nn.Identity()
        self.head = nn.Linear(2 * channels * (size // 2) ** 2, num_classes)

    def conv_layers(self) -> list[nn.Conv2d]:
        return [m for m in self.body if isinstance(m, nn.Conv2d)]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits: torch.Tensor = self.head(self.dropout(self.body(x).flatten(1)))
        return logits


class CharRNN(nn.Module):
    """Embedding, a recurrent layer (vanilla RNN or LSTM), and a head on the last state."""

    def __init__(
        self,
        vocab: int,
        hidden: int = 64,
        cell: str = "lstm",
        nonlinearity: str = "tanh",
        embed: int = 16,
    ) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, embed)
        self.rnn: nn.Module
        if cell == "lstm":
            self.rnn = nn.LSTM(embed, hidden, batch_first=True)
        else:
            self.rnn = nn.RNN(embed, hidden, batch_first=True, nonlinearity=nonlinearity)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out, _ = self.rnn(self.embed(x))
        logits: torch.Tensor = self.head(out[:, -1])
        return logits


class SoftmaxOutput(nn.Module):
    """Wraps a classifier so it returns probabilities: with CrossEntropyLoss on
    top this is the double-softmax bug (a wrong loss for the outputs)."""

    def __init__(self, inner: nn.Module) -> None:
        super().__init__()
        self.inner = inner

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(self.inner(x), dim=-1)


def count_parameters(model: nn.Module) -> int:
    return sum(p.numel() for p in model.parameters())
