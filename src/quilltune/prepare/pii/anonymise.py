"""The ``anonymise`` profile: what publishing or sharing a judgment must also hide.

On top of the ``training`` profile (identifiers of people): case, application and court file numbers
(``application no. 36110/97`` identifies the applicant as surely as the name), initials used as
pseudonyms (``İ.Ş.``, ``"K"``, ``Mr X``), and the quasi-identifiers: dates, places and organisations.
Places and organisations come from the spaCy model run over the whole text (this profile is not
tuned for speed), dates and numbers from patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.person_ner import load_nlp
from quilltune.prepare.pii.person_rules import _FIELDS, _NOT_NAME_WORDS, _ROLES_BEFORE_COMMA, _UP
from quilltune.prepare.pii.places import _DATE
from quilltune.prepare.pii.spans import (
    ANONYMISE_LABELS,  # noqa: E402,F401  (re-exported here)
    Span,
)

# "application no. 36110/97", "applications nos. 1234/05, 5678/06 and 9012/07", "(no. 63354/00)".
_APPLICATION_NUMBER = re.compile(r"\d(?<![\w/.]\d)\d{0,5}/\d{2}(?![\w/])")
_APPLICATION_CUE = re.compile(
    r"(?:\bno|\bnos|\bnumbers?|\brequête|\bapplications?)\.?[ \t]*(?:\d{1,6}/\d{2}[ \t]*(?:,|and|et)[ \t]*)*$",
    re.IGNORECASE,
)
# Court, docket, case and claim file numbers: "Court File No. CV-19-00612345", "Docket No. 2:19-cv-01234".
_FILE_NUMBER = re.compile(
    r"(?:(?:Court|Tribunal)[ \t]+)?(?:File|Docket|Case|Claim|Action|Index|Appeal|Court|Registry)[ \t]+"
    r"(?:No\.?|Number|#)[ \t]*:?[ \t]*([A-Z0-9][A-Za-z0-9]*(?:[-/.:][A-Za-z0-9]+)*)",
)
_US_DOCKET = re.compile(r"\b\d:\d{2}-(?:cv|cr|mc|bk|ap)-\d{3,6}(?:-[A-Z]{2,4})?\b", re.IGNORECASE)

# Initials: "İ.Ş.", "W.", "K.L."; a quoted capital ("K"); an honorific and a capital ("Mr X").
_INITIALS = re.compile(rf"(?<![\w.])[{_UP}]\.(?:[ \t]?[{_UP}]\.){{0,2}}(?![\w])")
_QUOTED_INITIAL = re.compile(rf"[\"“‘']([{_UP}])[\"”’']")
_HONORIFIC_INITIAL = re.compile(rf"\b(?:Mr|Mrs|Ms|Miss|Dr|Mme|M)\.?[ \t]+([{_UP}])(?![\w.’'-])")
# Designations, reporters and places written with dots: not pseudonyms.
_NOT_INITIALS = frozenset(
    """U.S. U.K. E.U. N.Y. D.C. B.C. P.E.I. Q.C. K.C. J.A. C.J. J.P. S.C.R. O.R. D.L.R. W.W.R. A.C. Q.B. K.B.
    N.B. N.S. P.C. R.S. S.C. S.O. R.S.O. R.S.C. U.N. A.D. B.C.E. C.E. I.E. E.G. P.M. A.M. S.A. N.V. B.V.""".split()
)
_LIST_WORD_BEFORE = re.compile(
    r"(?:Schedule|Appendix|Exhibit|Annex|Part|Section|Form|Tab|Article|Class|Grade|Plan|Option|Series|Item|Table|"
    r"Figure|Category|Division|Group|Type|Phase|Unit|Block|Lot|Zone|Tier|Level|Vitamin|Hepatitis)[ \t]+\Z",
    re.IGNORECASE,
)
_HEADING_START = re.compile(r"(?:^|\n)[ \t]*\Z")
_YEAR = re.compile(r"\b(?:born|since|in|from|until|between|of)[ \t]+((?:19|20)\d{2})(?![\w/-])")
_DATE_RE = re.compile(
    rf"\b(?:{_DATE}|\d{{1,2}}(?:-\d{{1,2}})?[ \t]+(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December)[ \t]+\d{4})"
)
# Institutions of the proceedings themselves identify no one.
_PUBLIC_ORGANISATION = re.compile(
    r"^(?:the\s+)?(?:(?:European\s+)?Court(?:\s+of\s+Human\s+Rights)?|Government|Commission|Convention|Chamber|"
    r"Grand\s+Chamber|Registry|Section|Court\s+of\s+Cassation|Constitutional\s+Court|Supreme\s+Court|"
    r"(?:European\s+)?Commission\s+of\s+Human\s+Rights|Council\s+of\s+Europe|Parliament|United\s+Nations)$",
    re.IGNORECASE,
)
_NOT_AN_ORGANISATION_END = frozenset(
    {
        "Act",
        "Acts",
        "Code",
        "Regulation",
        "Regulations",
        "Convention",
        "Protocol",
        "Treaty",
        "Charter",
        "Rule",
        "Rules",
    }
)
_NER_LABELS = {"GPE": "PLACE", "LOC": "PLACE", "FAC": "PLACE", "ORG": "ORGANISATION"}


def find_case_numbers(text: str) -> Iterator[Span]:
    if "/" in text:
        for m in _APPLICATION_NUMBER.finditer(text):
            if _APPLICATION_CUE.search(text, max(0, m.start() - 60), m.start()):
                yield Span(m.start(), m.end(), "CASE_NUMBER")
    for m in _FILE_NUMBER.finditer(text):
        if any(ch.isdigit() for ch in m.group(1)):
            yield Span(m.start(1), m.end(1), "CASE_NUMBER")
    for m in _US_DOCKET.finditer(text):
        yield Span(m.start(), m.end(), "CASE_NUMBER")


def find_initials(text: str) -> Iterator[Span]:
    for m in _INITIALS.finditer(text):
        value = m.group().replace(" ", "")
        if value.upper() in _NOT_INITIALS:
            continue
        if _HEADING_START.search(text, max(0, m.start() - 4), m.start()) and len(value) == 2:
            continue  # "I. THE CIRCUMSTANCES", "A. Background": a list letter or a roman numeral
        if _LIST_WORD_BEFORE.search(text, max(0, m.start() - 14), m.start()):
            continue  # "Schedule A.", "Part B.": a part of a document, not a person
        after = text[m.end() : m.end() + 4]
        if len(value) == 2 and re.match(r"[ \t]+[A-Z]{2,}", after):
            continue  # "I. THE FACTS": a numbered heading
        if re.match(rf"[ \t]*(?:v\.|vs\.|[{_UP}][a-zß-ÿ])", after):
            continue  # "R. v. Jordan"; "M. Güzeler": the initial of a written-out name (PERSON's)
        before = text[max(0, m.start() - 25) : m.start()]
        if (
            len(value) <= 4
            and re.search(r"[A-Za-zÀ-ÿ]{2,},?[ \t]+$", before)
            and re.search(r"[A-Z][a-z]+,?[ \t]+$", before)
        ):
            if value.upper() in {"J.", "JJ.", "C.J.", "J.A."}:
                continue  # "Sharpe J.": a judge's designation
        yield Span(m.start(), m.end(), "INITIALS")
    for m in _QUOTED_INITIAL.finditer(text):
        yield Span(m.start(1), m.end(1), "INITIALS")
    for m in _HONORIFIC_INITIAL.finditer(text):
        yield Span(m.start(1), m.end(1), "INITIALS")


def find_dates(text: str) -> Iterator[Span]:
    for m in _DATE_RE.finditer(text):
        yield Span(m.start(), m.end(), "DATE")
    for m in _YEAR.finditer(text):
        yield Span(m.start(1), m.end(1), "DATE")


def find_places_and_organisations(text: str) -> Iterator[Span]:
    nlp = load_nlp()
    doc = nlp(text) if len(text) < nlp.max_length else None
    if doc is None:
        return
    for ent in doc.ents:
        label = _NER_LABELS.get(ent.label_)
        if label is None:
            continue
        start, end = ent.start_char, ent.end_char
        value = text[start:end]
        if value.lower().startswith("the "):
            start += 4
            value = value[4:]
        if label == "ORGANISATION" and _PUBLIC_ORGANISATION.match(value.strip()):
            continue
        if "\n" in value or not value[:1].isupper() or value.isupper():
            continue  # "FACTS", "THE LAW": headings the small model tags
        words = value.split()
        if words[-1] in _NOT_AN_ORGANISATION_END or (
            len(words) == 1
            and (value in _NOT_NAME_WORDS or value.lower() in _ROLES_BEFORE_COMMA or value.lower() in _FIELDS)
        ):
            continue  # "Optionee", "Parent/Guardian", "Evidence Act 1984": roles and laws, not parties
        yield Span(start, end, label)


def find_anonymise(text: str) -> list[Span]:
    """Every span the anonymise profile adds to the training profile's."""
    return [
        *find_case_numbers(text),
        *find_initials(text),
        *find_dates(text),
        *find_places_and_organisations(text),
    ]
