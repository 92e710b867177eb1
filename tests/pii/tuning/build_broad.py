"""Build the BROAD PII sets: ``broad_tune.jsonl`` (tune on it) and ``broad_dev.jsonl`` (never tune on it).

Rebuild (Faker is a build-time dependency only, pinned in pyproject's ``pii-tuning`` extra):

    pip install faker==40.54.0
    python tests/pii/tuning/build_broad.py

``tuning.jsonl`` (build_tuning.py) has one sentence frame per class of miss; a detector tuned on it
learns those frames. This set has several templates per family (contracts' parties blocks, court
captions, affidavits, letters, e-mails, witness lists, tables, form fields in Canadian, US, UK and EU
formats; identifiers per province and state; dates of birth written many ways; addresses of many
countries; personal URLs; decoys). Every third template of a family goes to the DEV split only, and
half of the dev names come from Faker locales that the shipped name gazetteer leaves out
(``DEV_LOCALES``, see ``scripts/build_name_gazetteer.py``): dev scores a detector on templates and
names it was not tuned on. Fixed seed: the files rebuild identically.

Split by responsibility: ``broad_world.py`` (locales, names), ``broad_identifiers.py`` (identifier
formats), ``broad_values.py`` (dates of birth, addresses, URLs), ``broad_render.py`` (a case, its
slots, decoys), ``broad_families.py`` (the templates); this file draws the splits and writes them.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

from broad_families import FAMILIES
from broad_render import Case, render
from broad_world import SEED, World

HERE = Path(__file__).parent


def build(dev: bool) -> list[dict]:
    rng = random.Random(SEED + (1 if dev else 0))
    w = World(rng, dev)
    rows = []
    for tag, templates, count in FAMILIES:
        pool = [t for i, t in enumerate(templates) if (i % 3 == 2) == dev]
        for i in range(count if not dev else max(6, count // 2)):
            c = Case(f"{'dev' if dev else 'tune'}-{tag}-{i:03d}", [tag])
            render(c, w, pool[i % len(pool)])
            rows.append(c.row())
    return rows


def _check(rows: list[dict]) -> None:
    for r in rows:
        for s in r["spans"] + r.get("decoys", []):
            value = r["text"][s["start"] : s["end"]]
            assert value and value == value.strip(), (r["id"], value)


WRITERS: dict[str, Callable[[], list[dict]]] = {
    "broad_tune.jsonl": lambda: build(dev=False),
    "broad_dev.jsonl": lambda: build(dev=True),
}

if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # some Faker lists are sets: fix their order too
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    for name, make in WRITERS.items():
        rows = make()
        _check(rows)
        (HERE / name).write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
        )
        print(f"{len(rows)} cases → {HERE / name}")
