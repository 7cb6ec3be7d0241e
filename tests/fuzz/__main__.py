"""`python -m tests.fuzz --seconds 600`: a longer fuzz session than CI's, with its figures."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tests.fuzz.harness import REGRESSIONS, clean_scratch, fuzz


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument("--seconds", type=float, default=600.0, help="time budget (default 600)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0: reproducible)")
    parser.add_argument("--cli-every", type=int, default=50, help="every Nth input also through the CLI")
    parser.add_argument("--save", type=Path, default=REGRESSIONS, help="where crashers are kept")
    parser.add_argument("--no-save", action="store_true", help="report crashers without keeping them")
    args = parser.parse_args(argv)
    clean_scratch()
    stats = fuzz(
        args.seconds,
        seed=args.seed,
        cli_every=args.cli_every,
        save=None if args.no_save else args.save,
        log=sys.stdout,
    )
    print(stats.summary())
    for line in stats.crashers:
        print(f"  {line}")
    return 1 if stats.crashers else 0


if __name__ == "__main__":
    sys.exit(main())
