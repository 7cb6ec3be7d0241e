"""Small torch models for the fault suite: MLPs of any depth and activation,
a tiny CNN, a CNN with batch norm, a small residual net, RNN/GRU/LSTM and a
small transformer encoder for token sequences."""

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
        elif cell == "gru":
            self.rnn = nn.GRU(embed, hidden, batch_first=True)
        else:
            self.rnn = nn.RNN(embed, hidden, batch_first=True, nonlinearity=nonlinearity)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out, _ = self.rnn(self.embed(x))
        logits: torch.Tensor = self.head(out[:, -1])
        return logits


class BatchNormCNN(nn.Module):
    """Conv-BN-ReLU blocks, global average pooling and a linear head for (N, 1, S, S) images."""

    def __init__(self, num_classes: int, channels: int = 16, dropout: float = 0.0) -> None:
        super().__init__()

        def block(c_in: int, c_out: int) -> list[nn.Module]:
            return [nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU()]

        self.body = nn.Sequential(
            *block(1, channels),
            *block(channels, channels),
            nn.MaxPool2d(2),
            *block(channels, 2 * channels),
            nn.AdaptiveAvgPool2d(1),
        )
        self.dropout = nn.Dropout(dropout) if dropout > 0 else nn.Identity()
        self.head = nn.Linear(2 * channels, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits: torch.Tensor = self.head(self.dropout(self.body(x).flatten(1)))
        return logits


class ResidualBlock(nn.Module):
    """conv-BN-ReLU-conv-BN plus the identity, then ReLU."""

    def __init__(self, channels: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        result: torch.Tensor = torch.relu(out + x)
        return result


class TinyResNet(nn.Module):
    """A stem convolution, `blocks` residual blocks, global pooling and a linear head."""

    def __init__(self, num_classes: int, channels: int = 16, blocks: int = 2) -> None:
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1, bias=False), nn.BatchNorm2d(channels), nn.ReLU()
        )
        self.blocks = nn.Sequential(*[ResidualBlock(channels) for _ in range(blocks)])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.head = nn.Linear(channels, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits: torch.Tensor = self.head(self.pool(self.blocks(self.stem(x))).flatten(1))
        return logits


class TinyTransformer(nn.Module):
    """Token and position embeddings, a pre-norm transformer encoder, and a head on
    the mean of the positions (sequence classification) or the last one (next token)."""

    def __init__(
        self,
        vocab: int,
        num_classes: int,
        length: int,
        dim: int = 32,
        heads: int = 2,
        layers: int = 2,
        dropout: float = 0.0,
        pool: str = "mean",
    ) -> None:
        super().__init__()
        self.pool = pool  # "mean" of the positions (classification) or the "last" one (next token)
        self.embed = nn.Embedding(vocab, dim)
        self.position = nn.Parameter(torch.randn(1, length, dim) * 0.02)
        layer = nn.TransformerEncoderLayer(
            dim, heads, dim_feedforward=2 * dim, dropout=dropout, batch_first=True, norm_first=True
        )
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(self.embed(x) + self.position[:, : x.shape[1]])
        summary = hidden[:, -1] if self.pool == "last" else hidden.mean(dim=1)
        logits: torch.Tensor = self.head(self.norm(summary))
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
