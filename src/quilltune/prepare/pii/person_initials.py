"""PERSON rules for a private person's initials where the layout asks for a person: a form's field
("Taken by: A.V.", "Approved: R.F. ____", "Signed: ______  M.H.  Date: …", "Minutes by O.J."), a
comment's author ("Comment [K.S.]:"), a letter's initials alone on the line before its copy list, and an
initial and a surname as an item of a copy list ("cc: Maélie Labelle; K.t. Lai; …"). Initials alone
elsewhere stay unredacted ("J.A." after a judge, "U.S.", "P.S."): only the layout says they stand for
someone."""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding as _lines_holding
from quilltune.prepare.pii.literals import folded_finditer, lowered_text
from quilltune.prepare.pii.person_cues import _field_label
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON as _NOT_A_PERSON_WORD
from quilltune.prepare.pii.person_words import _UP, _WORD
from quilltune.prepare.pii.spans import Span

_SIGN_FIELD = (
    r"(?i:taken[ \t]+by|approved(?:[ \t]+by)?|signed(?:[ \t]+by)?|initials?|initial(?:l)?ed(?:[ \t]+by)?|"
    r"reviewed[ \t]+by|checked[ \t]+by|entered[ \t]+by|received[ \t]+by|recorded[ \t]+by|witnessed[ \t]+by|"
    r"prepared[ \t]+by|verified[ \t]+by|authori[sz]ed[ \t]+by)"
)
# Round 15: a hyphenated given name's second initial in lower case ("W.s.", "K.y.A.").
_INITIALS = r"[A-Z]\.(?:[ \t]?[A-Za-z]\.){1,2}"
_INITIALS_IN_FIELD = re.compile(
    rf"\b(?:{_SIGN_FIELD}(?:[ \t]*:|\"?[ \t]*[,\t|][ \t]*\"?)"
    r"|(?i:minutes|notes|reviewed|prepared|approved|checked|received|taken|entered|recorded|witnessed|verified)"
    r"[ \t]+(?:taken[ \t]+)?by:?)[ \t]*(?:_{2,}[ \t]*)?"
    rf"({_INITIALS})(?=[ \t]*(?:$|_|,|;|\||\t|[ \t]{{2,}}|\"|[ \t]+(?:under|on|for|per|re)\b))"
    rf"|\b(?:Comment|Reply|Note|Edit)[ \t]*\[({_INITIALS})\]"
    # Round 16: "no contact with D.O.", "involving student N.C.", OCR's "staff initia1s K.T.".
    rf"|(?:(?i:no[ \t]+)?contact[ \t]+with|\bstudent|(?i:[iíì]n[iíì]t[iíì]a[l1]s))[ \t]+({_INITIALS})"
    r"(?=[ \t]*(?:[.,;)]|$|[ \t]or\b))",
    re.MULTILINE,
)
# Initials alone on a letter's last line, right before its copy list or its postscript.
# The words that open a copy list ("cc:", "c.c.", "Copies to:").
_COPY_WORDS = r"(?i:b?cc|c\.c\.|cop(?:y|ies)[ \t]+to)"
_INITIALS_BEFORE_COPIES = re.compile(
    rf"^[ \t>]*({_INITIALS})[ \t]*\n[ \t>]*(?:{_COPY_WORDS}|PS:|P\.S\.)[ \t]*:?[ \t]", re.MULTILINE
)
# An item of a copy list that is initials and a surname: "; K.t. Lai;", "c.c. B. Brook;".
_COPY_LINE = re.compile(rf"^[ \t>]*{_COPY_WORDS}[ \t]*:?[ \t]+([^\n]+)", re.MULTILINE)
_INITIAL_ITEM = re.compile(
    rf"({_INITIALS}|[A-Z]\.)[ \t]?(?:(?:bin|binti|de|van|dela|da|al)[ \t])?(?:{_WORD})"
)
# The fields' words as the lower-cased text spells them: the pattern runs on their lines only.
_FIELD_WORDS = (
    "taken by", "approved", "signed", "initial", "reviewed by", "checked by", "entered by", "received by",
    "recorded by", "witnessed by", "prepared by", "verified by", "authorized by", "authorised by",
    "minutes by", "notes by", "comment [", "reply [", "note [", "edit [", "contact with", "student", "itia1",
    "ítia",
)  # fmt: skip
# Initials that abbreviate a place, a time, a title or a note, not a person.
_NOT_A_PERSON = frozenset(
    "U.S. U.K. U.N. E.U. N.B. P.S. A.M. P.M. Q.C. K.C. J.A. C.J. J.J. B.C. N.S. N.Y. D.C. P.E.I. N.W.T. "
    "M.D. R.N. J.P. L.L.P. S.A. N.A. N.Z. P.O. I.D. O.K.".split()
)


# Round 18: initials written without stops where the word says they are initials ("Prepared by Akinyi
# Onyango; initials AO", "Warsame initialled MW", "received by GƏ.", "Verified by||ÉO||"). After
# "initials" any one to four capitals; after an act, two or three, and not an office's acronym.
_BARE_INITIALS = re.compile(
    rf"\b(?:(?i:initials|initial(?:l)?ed)[ \t]*:?[ \t]+([{_UP}]{{1,4}})"
    rf"|(?i:received|verified|checked|witnessed)[ \t]+by[ \t]*:?[ \t|]*([{_UP}]{{2,3}}))"
    r"(?=[ \t]*(?:$|[.,;)|\t\"~]))",
    re.MULTILINE,
)
_ACRONYMS = frozenset(
    "CRA IRS SSA DMV FBI RCMP OPP CBSA IRCC USPS UPS HR IT TD RBC BMO CIBC DHL CBC ABC CNN BBC UN EU US USA "
    "UK CEO CFO COO GC QC BC ON NB NS PEI NL MB SK AB YT NT NU LTB HRTO WSIB ESDC SEC DOJ DOL ICE OCR PDF "
    "ATM API ID AI CPA MD RN LLP LLC INC LTD".split()
)


def bare_initials(text: str) -> list[Span]:
    out = []
    if "nitial" in text or "by" in text or "BY" in text:
        for m in folded_finditer(_BARE_INITIALS, text):
            if m.group(1):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
                out += _spelled_by_initials(text, m.start(), m.group(1))
            elif m.group(2) not in _ACRONYMS:
                out.append(Span(m.start(2), m.end(2), "PERSON"))
    return out


# The words right before "; initials AO" or "(initials AO)": the name those initials spell.
_BEFORE_INITIALS = re.compile(r"([^\W\d_][^\n;:(),]{1,60}?)[ \t]*(?:;|,|\()[ \t]*\Z")


def _spelled_by_initials(text: str, at: int, initials: str) -> list[Span]:
    """ "Riaan van der Merwe; initials RVDM", "Entered by Manjit Dhillon; initials MD": the words before
    the initials are a person when their first letters spell them (particles may or may not count)."""
    m = _BEFORE_INITIALS.search(text, max(0, at - 64), at)
    if m is None:
        return []
    words = m.group(1).split()
    for first in range(len(words)):
        tail = words[first:]
        if len(tail) < 2 or not tail[0][:1].isupper():
            continue
        capitals = "".join(w[0] for w in tail if w[:1].isupper())
        every = "".join(w[0] for w in tail).upper()
        if initials in (capitals, every):
            start = m.start(1) + len(" ".join(words[:first])) + (1 if first else 0)
            start = text.index(tail[0], start)
            return [Span(start, m.end(1), "PERSON")]
    return []


# Round 21: initials as the value of a person's field ("Supervisor: B.L.", "Adjuster: K.J.W."), and
# initials signing off after a dash or a tilde on their own line ("- B.O.", "- - O.V.", "~ Ł.D.").
_ANY_INITIALS = rf"[{_UP}]\.(?:[ \t]?[{_UP}a-z]\.){{1,3}}"
_LABEL_THEN_INITIALS = re.compile(
    rf"^[ \t]*([A-Za-z][A-Za-z /'’-]{{1,40}}?)[ \t]*:[ \t]*({_ANY_INITIALS})[ \t]*$", re.MULTILINE
)
_DASHED_SIGNOFF = re.compile(
    rf"(?:^|\n[ \t]*\n)[ \t]*(?:[-–—~][ \t]*){{1,2}}({_ANY_INITIALS})[ \t]*(?=\n|$)"
    # after a mail's signature separator line ("-- ")
    rf"|\n--[ \t]?\n[ \t]*({_ANY_INITIALS})[ \t]*(?=\n|$)"
)


def _role_initials(text: str) -> list[Span]:
    out = []
    if "." not in text:
        return out
    for m in _LABEL_THEN_INITIALS.finditer(text):
        # the label read as every field label is ("Supervisor:", "Adjuster:", "Reviewing worker:")
        if m.group(2) not in _NOT_A_PERSON and _field_label(text, m.start(2), ""):
            out.append(Span(m.start(2), m.end(2), "PERSON"))
    for m in _DASHED_SIGNOFF.finditer(text):
        group = 1 if m.group(1) else 2
        if m.group(group).replace(" ", "") not in _NOT_A_PERSON:
            out.append(Span(m.start(group), m.end(group), "PERSON"))
    return out


def initials_names(text: str) -> list[Span]:
    lines = _lines_holding(text, _FIELD_WORDS)
    out = bare_initials(text) + _role_initials(text)
    for m in (m for start, end in lines for m in _INITIALS_IN_FIELD.finditer(text, start, end)):
        group = next(g for g in (1, 2, 3) if m.group(g))
        value = m.group(group).rstrip()
        if value.replace(" ", "") not in _NOT_A_PERSON:
            out.append(Span(m.start(group), m.start(group) + len(value), "PERSON"))
    if _COPY_LIST_START.search("\n" + lowered_text(text)):
        out += _copy_list_initials(text)
    return out


# A line that opens a copy list or a postscript (searched on the lower-cased text from each line break).
_COPY_LIST_START = re.compile(rf"\n[ \t>]*(?:{_COPY_WORDS}|p\.?s\.?)[ \t:.]")


def _copy_list_initials(text: str) -> list[Span]:
    out = []
    for m in _INITIALS_BEFORE_COPIES.finditer(text):
        if m.group(1).replace(" ", "") not in _NOT_A_PERSON:
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    for line in _COPY_LINE.finditer(text):
        at = line.start(1)
        for item in line.group(1).split(";"):
            value = item.strip()
            start = text.find(value, at) if value else -1
            at += len(item) + 1
            item_match = _INITIAL_ITEM.fullmatch(value) if start >= 0 else None
            if item_match is None or item_match.group(1).replace(" ", "") in _NOT_A_PERSON:
                continue
            words = value.replace(".", ". ").split()
            if any(w in _NOT_A_PERSON_WORD for w in words) or not is_private_person(
                text, start, start + len(value)
            ):
                continue
            out.append(Span(start, start + len(value), "PERSON"))
    return out
