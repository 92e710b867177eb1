"""The ``anonymise`` profile: what publishing or sharing a judgment must also hide.

On top of the ``training`` profile (identifiers of people): case, application and court file numbers
(``application no. 36110/97`` identifies the applicant as surely as the name), initials used as
pseudonyms (``İ.Ş.``, ``"K"``, ``Mr X``, and every later ``K was arrested``: pseudonyms.py), and the
quasi-identifiers: dates, places and organisations. Initials in a case name (``A v B``, ``X v. the
United Kingdom``, ``R. v. K.L.``) are redacted whether the case is this one or a cited one: an initial
cannot be told from this case's pseudonym; the Crown's ``R.`` stays.
Places and organisations come from the spaCy model run over the whole text (this profile is not
tuned for speed), dates and numbers from patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.person_ner import load_nlp
from quilltune.prepare.pii.person_rules import in_bench_list
from quilltune.prepare.pii.person_words import _FIELDS, _NOT_NAME_WORDS, _ROLES_BEFORE_COMMA, _UP
from quilltune.prepare.pii.places import _DATE
from quilltune.prepare.pii.pseudonyms import (
    PART_AND_LETTER,
    SENTENCE_STARTS,
    find_cued_letters,
    other_uses,
)
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
# "Law no. 2004/12", "Decree no. 96/11": an enactment's number, not a case.
_INSTRUMENT_BEFORE = re.compile(
    r"\b(?:Law|Laws|Decree|Directive|Regulation|Resolution|Ordinance|Circular|Order|Act|Decision|Rule|Code)"
    r"[ \t]+(?:nos?\.?|numbers?)[ \t]*",
    re.IGNORECASE,
)
# Court, docket, case and claim file numbers, in any case: "Court File No. CV-19-00612345",
# "COURT FILE NO.: CV-19-…", "Federal Court File No.: T-1234-19", "Docket: IMM-123-20", "Case No: HC-2019-000123".
_FILE_NUMBER = re.compile(
    r"(?i:(?:(?:Federal[ \t]+)?(?:Court|Tribunal)[ \t]+)?(?:File|Docket|Case|Claim|Action|Index|Appeal|Court|Registry)"
    r"[ \t]+(?:Nos?\.?|Number|#)|Docket[ \t]*(?=:))"
    r"[ \t]*:?[ \t]*([A-Z0-9][A-Za-z0-9]*(?:[-/.:][A-Za-z0-9]+)*)",
)
# US dockets: "1:19-cv-01234", "2:20-cr-00123-JMF", "19-cv-1234"; an appellate "No. 18-1234" heading a line.
_US_DOCKET = re.compile(r"\b(?:\d:)?\d{2}-(?:cv|cr|mc|bk|ap|civ)-\d{3,6}(?:-[A-Z]{2,4})?\b", re.IGNORECASE)
_LINE_NUMBER = re.compile(r"(?:^|\n)[ \t]*Nos?\.[ \t]+(\d{2}-\d{2,5})\b")

# Initials: "İ.Ş.", "W.", "K.L."; a quoted capital ("K"); an honorific and a capital ("Mr X").
_INITIALS = re.compile(rf"(?<![\w.])[{_UP}]\.(?:[ \t]?[{_UP}]\.){{0,2}}(?![\w])")
_QUOTED_INITIAL = re.compile(rf"[\"“‘']([{_UP}])[\"”’']")
# "Mr K", "Mr K’s wife"; not "Mr O’Neill".
_HONORIFIC_INITIAL = re.compile(
    rf"\b(?:Mr|Mrs|Ms|Miss|Dr|Mme|M)\.?[ \t]+([{_UP}])(?![\w.-])(?![’'](?![sS]\b))"
)
_HONORIFIC_BEFORE = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Dr|Mme|Mlle)\.?[ \t]+\Z")
# A bare capital standing for a person: after a role and a comma ("her husband, Y, had"), after
# "witness" ("witness K was heard"), or alone on a caption line above a party role ("A\nClaimant").
_PERSON_WORDS = (
    r"applicant|applicants|witness|complainant|victim|informant|officer|child|minor|patient|son|daughter|"
    r"husband|wife|partner|brother|sister|mother|father|neighbour|neighbor|cousin|friend|employee|accused|"
    r"defendant|plaintiff|claimant|respondent|appellant|nephew|niece|uncle|aunt|person"
)
_ROLE_LETTER = re.compile(
    rf"\b(?i:{_PERSON_WORDS})(?:,[ \t]+|[ \t]+)([{_UP}])(?=[ \t]*[,;)”\"]|[ \t]+(?:and|who|was|had|is|has|said|stated|"
    rf"told|testified|gave|did|could|would|were|v\.?)\b)"
)
_CAPTION_LETTER = re.compile(
    rf"(?:^|\n)[ \t]*([{_UP}])\.?[ \t]*\n[ \t]*(?:Claimants?|Defendants?|Applicants?|Respondents?|Appellants?|"
    rf"Plaintiffs?|Petitioners?)\b"
)
# Designations, reporters and places written with dots: not pseudonyms.
_NOT_INITIALS = frozenset(
    """U.S. U.K. E.U. N.Y. D.C. B.C. P.E.I. Q.C. K.C. J.P. S.C.R. O.R. D.L.R. W.W.R. A.C. Q.B. K.B.
    N.B. N.S. P.C. R.S.O. R.S.C. U.N. A.D. B.C.E. C.E. I.E. E.G. P.M. A.M. S.A. N.V. B.V.
    U.S.C. C.F.R. U.S.A. F.R.D. S.C.C. F.C.A. C.C.C. R.S.Q. O.J. R.J.Q. E.H.R.R. W.L.R.
    E.C.R. I.R.P.A. Q.B.D.""".split()
)
# A judge's designation after a surname: "Sharpe J.", "Doherty J.A.", "Strayer C.J.", "Arden L.J.".
_DESIGNATIONS = frozenset(
    "J. JJ. J.A. JJ.A. C.J. A.C.J. C.J.C. C.J.O. L.J. LJ. L.JJ. M.R. J.J. J.J.A.".split()
)
# "S.O. 2006, c. 17", "R.S. 1985", "S.C. 2001, c. 27": a statute volume before its year or chapter.
_STATUTE_AFTER = re.compile(r"[ \t]+(?:\d{4}\b|c\.[ \t]*\d)")
# The Crown ("R. v. Jordan", "R v Brown"): the prosecuting state, not a pseudonym.
_CROWN = frozenset({"R.", "R"})
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
        "File",
        "Docket",
        "Citation",
    }
)
_CASE_NAME_EDGE = re.compile(r"\)?[ \t]+v\.?[ \t]")
# "United States District Judge", "Ontario Court of Justice": a place inside an institution's name.
_INSTITUTION_AFTER = re.compile(
    r"[ \t]+(?:District|Circuit|Court|Supreme|Magistrate|Attorney|Bankruptcy|Tax)\b"
)
# "lives in Kraków", "born in Izmir", "a lawyer practising in Cluj-Napoca": a place the small model misses.
_PLACE_AFTER_CUE = re.compile(
    rf"\b(?:lives|lived|living|resides|resided|residing|born|practising|practicing|detained|based)[ \t]+in[ \t]+"
    rf"([{_UP}][\w’'-]+(?:[ \t][{_UP}][\w’'-]+)?)"
)
_CASE_NAME_EDGE_BEFORE = re.compile(r"\bv\.?[ \t]+\Z")
_NER_LABELS = {"GPE": "PLACE", "LOC": "PLACE", "FAC": "PLACE", "ORG": "ORGANISATION"}


def find_case_numbers(text: str) -> Iterator[Span]:
    if "/" in text:
        for m in _APPLICATION_NUMBER.finditer(text):
            cue = _APPLICATION_CUE.search(text, max(0, m.start() - 60), m.start())
            if cue and not _INSTRUMENT_BEFORE.search(text, max(0, cue.start() - 14), cue.end()):
                yield Span(m.start(), m.end(), "CASE_NUMBER")
    for m in _FILE_NUMBER.finditer(text):
        if any(ch.isdigit() for ch in m.group(1)):
            yield Span(m.start(1), m.end(1), "CASE_NUMBER")
    for m in _US_DOCKET.finditer(text):
        yield Span(m.start(), m.end(), "CASE_NUMBER")
    if "No" in text:
        for m in _LINE_NUMBER.finditer(text):
            yield Span(m.start(1), m.end(1), "CASE_NUMBER")


def _dotted_initial_is_pseudonym(text: str, m: re.Match[str]) -> bool:
    value = m.group().replace(" ", "")
    if value.upper() in _NOT_INITIALS:
        return False
    after = text[m.end() : m.end() + 24]
    before = text[max(0, m.start() - 25) : m.start()]
    if re.search(r"\d[ \t]*\Z", before) and re.match(r"[ \t]*(?:§|\d)", after):
        return False  # "28 U.S.C. § 1332", "550 U.S. 544": a reporter or code, with its numbers
    if _STATUTE_AFTER.match(after):
        return False
    if re.match(r"[ \t]+(?:v\.?|vs\.?)[ \t]", after):
        return (
            value not in _CROWN
        )  # "A. v. B.", "K.P. v. Finland": the parties' pseudonyms; "R. v." the Crown
    if value in _CROWN and re.match(r"[ \t]+\((?:on the application|ex parte)", after):
        return False  # "R. (on the application of X) v. Secretary of State": the Crown
    titled = _HONORIFIC_BEFORE.search(before) is not None
    nxt = re.match(rf"[ \t]+([{_UP}][\w’'-]*)", after)
    if _HEADING_START.search(text, max(0, m.start() - 4), m.start()) and len(value) == 2:
        # "I. THE CIRCUMSTANCES", "A. Background": a list letter or a roman numeral; "K. was
        # released" (a lower-case verb after it) is a person.
        if not re.match(r"[ \t]+[a-z]", after):
            return False
    if _LIST_WORD_BEFORE.search(text, max(0, m.start() - 14), m.start()):
        return False  # "Schedule A.", "Part B.": a part of a document, not a person
    if len(value) == 2 and re.match(r"[ \t]+[A-Z]{2,}", after):
        return titled  # "I. THE FACTS": a numbered heading
    if nxt and nxt.group(1) not in _NOT_NAME_WORDS and (not titled or nxt.group(1) not in SENTENCE_STARTS):
        # "M. Güzeler", "Mr B. Kowalski": the initial of a written-out name (PERSON's);
        # "Mr K. The applicant" ends a sentence on the pseudonym.
        return False
    if (
        len(value) <= 4
        and re.search(r"[A-Za-zÀ-ÿ]{2,},?[ \t]+$", before)
        and re.search(r"[A-Z][a-z]+,?[ \t]+$", before)
        and value.upper() in _DESIGNATIONS
        and not titled
    ):
        return False  # "Sharpe J.": a judge's designation
    return True


def find_initials(text: str) -> list[Span]:
    """Cued initials, then every other use of the letters they show to be pseudonyms (pseudonyms.py);
    none in the list of judges on the bench ("Mr J.-P. Costa, President")."""
    found = [s for s in [*_cued_initials(text), *find_cued_letters(text)] if not in_bench_list(text, s.start)]
    return found + list(other_uses(text, found))


def _cued_initials(text: str) -> Iterator[Span]:
    for m in _INITIALS.finditer(text):
        if _dotted_initial_is_pseudonym(text, m):
            yield Span(m.start(), m.end(), "INITIALS")
    for m in _QUOTED_INITIAL.finditer(text):
        yield Span(m.start(1), m.end(1), "INITIALS")
    for m in _HONORIFIC_INITIAL.finditer(text):
        yield Span(m.start(1), m.end(1), "INITIALS")
    for m in _ROLE_LETTER.finditer(text):
        if m.group(1) != "I":  # "the witness I had called": the pronoun
            yield Span(m.start(1), m.end(1), "INITIALS")
    for m in _CAPTION_LETTER.finditer(text):
        yield Span(m.start(1), m.end(1), "INITIALS")
    # A bare capital on either side of "v" in a case title: "A v B", "X v. Croatia".
    for m in _LETTER_V.finditer(text):
        for g in (1, 2):
            if m.group(g) and m.group(g) not in _CROWN:
                yield Span(m.start(g), m.end(g), "INITIALS")


_LETTER_V = re.compile(
    rf"(?<![\w.])([{_UP}])[ \t]+v\.?[ \t]+(?:([{_UP}])(?![\w.])|(?=[{_UP}]|the[ \t]+[{_UP}]))"
)


def find_dates(text: str) -> Iterator[Span]:
    for m in _DATE_RE.finditer(text):
        yield Span(m.start(), m.end(), "DATE")
    for m in _YEAR.finditer(text):
        yield Span(m.start(1), m.end(1), "DATE")


def find_places_and_organisations(text: str) -> Iterator[Span]:
    for m in _PLACE_AFTER_CUE.finditer(text):
        if m.group(1).split()[0] not in _NOT_NAME_WORDS or m.group(1) in _NOT_NAME_WORDS:
            yield Span(m.start(1), m.end(1), "PLACE")
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
        if PART_AND_LETTER.match(value):
            continue  # "Schedule M", "Block C of the prison"
        if in_bench_list(text, start) or (label == "PLACE" and _INSTITUTION_AFTER.match(text, end)):
            continue  # a judge on the bench; "United States District Judge"
        if (
            _CASE_NAME_EDGE.match(text, end)
            or _CASE_NAME_EDGE_BEFORE.search(text, max(0, start - 5), start)
            or (" v. " in value)
        ):
            continue  # a party in a cited case's name ("Bell Atlantic Corp. v. Twombly"): a citation
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
