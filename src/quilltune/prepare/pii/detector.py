"""``PIIDetector``: every finder on a normalised view, one non-overlapping list of spans."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Generator
from typing import Literal

import quilltune.config  # noqa: F401  (first: prepare.config sits inside the config package's import cycle)
from quilltune.prepare.config import PIIConfig
from quilltune.prepare.pii import (
    announced_ids,
    answered_ids,
    banking,
    birth_dates,
    captioned_values,
    contact,
    gedcom,
    ids_in_records,
    keyed_ids,
    numbers,
    phones_world,
    places,
    places_cued,
    table_ids,
)
from quilltune.prepare.pii.anonymise import find_anonymise
from quilltune.prepare.pii.context import digit_regions
from quilltune.prepare.pii.normalize import NormalizedView
from quilltune.prepare.pii.person import NerRequest, PersonStrategy, person_steps, run_with_model
from quilltune.prepare.pii.person_caps import dictionary_keys
from quilltune.prepare.pii.person_ner import load_nlp, load_person_nlp
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.redact import Redaction, RedactionMode, redact_spans
from quilltune.prepare.pii.spans import Span, resolve_overlaps

Profile = Literal["training", "anonymise"]

_FINDERS = (
    *table_ids.FINDERS,
    *numbers.FINDERS,
    *banking.FINDERS,
    *contact.FINDERS,
    *phones_world.FINDERS,
    *places.FINDERS,
    *places_cued.FINDERS,
    gedcom.find_gedcom_birth_dates,
    ids_in_records.find_record_ids,
    *keyed_ids.FINDERS,
    *birth_dates.FINDERS,
    *announced_ids.FINDERS,
    *answered_ids.FINDERS,
    *captioned_values.FINDERS,
)


def _other_occurrences(text: str, spans: list[Span]) -> list[Span]:
    """Every occurrence counts: a value found once (say where its context was clear) is also
    found wherever else it appears verbatim, even glued to other text. Single-word names are left
    to the person rules' own word-bounded propagation, and every name keeps the legal veto on the
    words before it and inside it, so names inside case names (R. v. Jordan) stay."""
    extra = []
    # Sorted: a set's order changes with PYTHONHASHSEED, and so would the candidates' order.
    for value, label in sorted({(text[s.start : s.end], s.label) for s in spans}):
        if len(value) < 4:
            continue
        alone = label == "PERSON" and " " not in value
        if alone and len(value) < 6:
            continue
        at = text.find(value)
        while at != -1:
            end = at + len(value)
            # A one-word name's word-bounded mentions are the person rules' to judge; its mentions glued
            # to a number or run into the next word by lost spaces ("Okafor4111 …") only show here.
            if alone and not _glued(text, at, end):
                pass
            elif label != "PERSON" or is_private_person(text, at, end, confirmed=True):
                extra.append(Span(at, end, label))
            at = text.find(value, at + 1)
    return extra


_REMAINDER_LABELS = frozenset({"CREDIT_CARD", "IBAN", "SSN", "SIN", "HEALTH_CARD", "BANK_ACCOUNT", "PHONE"})


def _remainders(text: str, found: list[Span], kept: list[Span]) -> list[Span]:
    """An identifier that lost part of its digits to an overlapping span ("4111 1111 1111 1111jane.doe@…":
    the e-mail took the last group) keeps the rest: otherwise the rest of a card number stays readable."""
    kept_set = set(kept)
    starts = [k.start for k in kept]  # kept is sorted and without overlaps
    out = []
    for s in found:
        if s.label not in _REMAINDER_LABELS or s in kept_set:
            continue
        start, end = s.start, s.end
        first = max(0, bisect_right(starts, start) - 1)
        for k in kept[first : bisect_left(starts, end)]:
            if k.start < end and start < k.end:
                if k.start <= start:
                    start = max(start, k.end)
                elif k.end >= end:
                    end = min(end, k.start)
                else:
                    start = end  # a span inside it: nothing sure is left
        while start < end and text[start] in " \t-.":
            start += 1
        while end > start and text[end - 1] in " \t-.":
            end -= 1
        if sum(ch.isdigit() for ch in text[start:end]) >= 4:
            out.append(Span(start, end, s.label))
    return out


def _glued(text: str, start: int, end: int) -> bool:
    """The value touches a digit, or a word whose case change shows a lost space ("caJane"), on a side
    where a letter does not continue it."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    if before.isalpha() and not (before.islower() and text[start].isupper()):
        return False
    if after.isalpha() and not (after.isupper() and text[end - 1].islower()):
        return False
    return before.isdigit() or after.isdigit() or before.isalpha() or after.isalpha()


_GLUE_WINDOW = 200
_NUMBER_AFTER = re.compile(r"[ \t]\d")


def _masked(text: str, spans: list[Span], lo: int, hi: int) -> str:
    """text[lo:hi] with every span drawn as redaction draws it: brackets at its edges."""
    chars = list(text[lo:hi])
    for s in spans:
        a, b = max(s.start, lo), min(s.end, hi)
        if a >= b:
            continue
        chars[a - lo : b - lo] = [" "] * (b - a)
        if s.start >= lo:
            chars[s.start - lo] = "["
        if s.end <= hi and s.end - 1 >= lo:
            chars[s.end - 1 - lo] = "]"
    return "".join(chars)


def _unglued(text: str, spans: list[Span]) -> list[Span]:
    """Values that only become visible once a neighbour glued to them is redacted.

    "123-45-6789John" or "…7654 32192.168.10.4" (spaces lost in extraction): the glued neighbour
    hides the number's boundary, so without this pass the redacted text ("[REDACTED]123-45-6789")
    would show a value the detector never reported. Only the windows around glued span edges are
    searched again, with the fixed-format finders, so ordinary text costs nothing.
    """
    edges = [
        e
        for s in spans
        for e in (s.start, s.end)
        if 0 < e < len(text) and not text[e - 1].isspace() and not text[e].isspace()
    ]
    # A number one space after a name: "John Smith 192.168.10.4" reads as a product's version
    # ("Portal 4.18.2.1") until the name is redacted, and then as the address it is.
    edges += [s.end for s in spans if s.label == "PERSON" and _NUMBER_AFTER.match(text, s.end)]
    extra: list[Span] = []
    for lo, hi in sorted({(max(0, e - _GLUE_WINDOW), min(len(text), e + _GLUE_WINDOW)) for e in edges}):
        window = _masked(text, spans, lo, hi)
        regions = digit_regions(window)
        for finder in _FINDERS:
            for f in finder(window, regions):
                start, end = f.start + lo, f.end + lo
                cut = (f.start == 0 and lo > 0) or (f.end == len(window) and hi < len(text))
                if cut or any(s.start < end and start < s.end for s in spans):
                    continue
                if f.label == "PHONE" and phones_world.institutional_phone(text, start):
                    continue  # as in the first pass: an organisation's line stays
                extra.append(Span(start, end, f.label))
    return extra


# detect_many's group size: enough texts that the model's fixed per-call cost is shared, and a
# bounded amount of their intermediate state held at once.
_BATCH_CHARS = 1_000_000


class PIIDetector:
    """Find and redact PII in legal text.

    Construction loads the spaCy model once (when ``cfg.ner``); ``detect`` is thread-compatible
    and keeps no state between documents.
    """

    def __init__(
        self,
        cfg: PIIConfig | None = None,
        *,
        person_strategy: PersonStrategy | None = None,
        profile: Profile | None = None,
    ) -> None:
        self.cfg = cfg or PIIConfig()
        self.profile: Profile = profile or self.cfg.profile
        self.person_strategy: PersonStrategy = person_strategy or ("ner+rules" if self.cfg.ner else "rules")
        if self.person_strategy != "rules":
            load_person_nlp()
        if self.person_strategy != "ner":
            dictionary_keys()  # the rules' English dictionary, loaded once here as the model is
        if self.profile == "anonymise":
            load_nlp()

    def detect(self, text: str) -> list[Span]:
        """Sorted, non-overlapping spans with Python str offsets into ``text``."""
        return run_with_model([self._detect_steps(text)])[0]

    def detect_many(self, texts: list[str]) -> list[list[Span]]:
        """``[detect(t) for t in texts]``, the same spans, with one model call for all the texts'
        candidate windows instead of one per text (the model's per-call cost dominates on texts
        that ask it little, such as statutes). Texts are taken in groups of about ``_BATCH_CHARS``
        so that the partial state held for every text of a group stays small."""
        out: list[list[Span]] = []
        start = 0
        while start < len(texts):
            end, size = start, 0
            while end < len(texts) and (end == start or size + len(texts[end]) <= _BATCH_CHARS):
                size += len(texts[end])
                end += 1
            out += run_with_model([self._detect_steps(t) for t in texts[start:end]])
            start = end
        return out

    def _detect_steps(self, text: str) -> Generator[NerRequest, list[Span], list[Span]]:
        """``detect`` as a generator that yields its one request to the model (see ``person_steps``)."""
        if not text:
            return []
        view = NormalizedView(text)
        regions = digit_regions(view.text)
        found: list[Span] = []
        for finder in _FINDERS:
            found.extend(finder(view.text, regions))
        found = [
            s for s in found if s.label != "PHONE" or not phones_world.institutional_phone(view.text, s.start)
        ]
        persons = yield from person_steps(view.text, self.person_strategy)
        found.extend(persons)
        found.extend(contact.find_named_urls(view.text, {view.text[s.start : s.end] for s in persons}))
        if self.profile == "anonymise":
            found.extend(find_anonymise(view.text))
        spans = resolve_overlaps(found)
        spans = resolve_overlaps(spans + _remainders(view.text, found, spans))
        spans = resolve_overlaps(spans + _other_occurrences(view.text, spans))
        for _ in range(3):  # a value freed by redacting its neighbour may itself free another
            extra = _unglued(view.text, spans)
            if not extra:
                break
            spans = resolve_overlaps(spans + extra)
            spans = resolve_overlaps(spans + _other_occurrences(view.text, spans))
        return [view.to_original(s) for s in spans]

    def redact(self, text: str, mode: RedactionMode | None = None) -> Redaction:
        """Replace every detected value; ``drop`` returns ``text=None`` when any PII was found."""
        return redact_spans(text, self.detect(text), mode or self.cfg.mode)
