"""Write the sample corpus: ``python -m quilltune.samples.generate`` (deterministic; committed)."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from quilltune.samples import planted_pii_path, sample_corpus_dir
from quilltune.samples.documents import GENERATORS

N_DOCUMENTS = 150
SEED = 20261130


def generate(out: Path, n: int = N_DOCUMENTS, seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    planted: list[dict] = []
    for i in range(n):
        kind, text, pii = GENERATORS[i % len(GENERATORS)](rng, i)
        name = f"{i:03d}-{kind.lower().replace(' ', '-')}.txt"
        (out / name).write_text(text, encoding="utf-8")
        planted += [{"file": name, "label": label, "value": value} for label, value in pii]
    return planted


def main() -> None:
    planted = generate(sample_corpus_dir())
    planted_pii_path().write_text(json.dumps(planted, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {N_DOCUMENTS} documents and {len(planted)} planted PII values to {sample_corpus_dir()}")


if __name__ == "__main__":
    main()
