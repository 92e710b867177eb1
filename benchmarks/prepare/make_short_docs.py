"""Write N short, distinct documents (seeded) as JSONL files of 1,000 documents each.

Distinct by construction: every document is 60-90 words drawn from a 50,000-word vocabulary, so no
two share a 5-gram by more than chance and near-dedup keeps them all (the worst case for an index
that grows per kept document). Usage: python make_short_docs.py N OUT_DIR [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
from pathlib import Path

PER_FILE = 1000


def write_corpus(n: int, out: Path, seed: int = 0) -> Path:
    rng = random.Random(seed)
    vocab = [f"term{i}" for i in range(50_000)]
    tmp = out.with_name(out.name + ".partial")  # renamed when complete: a killed run leaves no half corpus
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for f in range(0, n, PER_FILE):
        with open(tmp / f"docs-{f // PER_FILE:05d}.jsonl", "w", encoding="utf-8") as fh:
            for i in range(f, min(n, f + PER_FILE)):
                words = rng.choices(vocab, k=rng.randrange(60, 90))
                fh.write(json.dumps({"text": f"Document {i}. " + " ".join(words) + "."}) + "\n")
    tmp.rename(out)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("n", type=int)
    p.add_argument("out", type=Path)
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    write_corpus(a.n, a.out, a.seed)


if __name__ == "__main__":
    main()
