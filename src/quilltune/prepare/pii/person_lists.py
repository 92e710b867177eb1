"""PERSON rules read from the shape of a passage rather than from a list of names (round 9):

- a nickname in quotes between given name and surname (``Given "Nick" Surname``): the quote breaks
  the capitalised run the other rules read, so the name was found in halves or not at all;
- deposition speaker labels: ``MR. SURNAME:`` / ``EXAMINATION BY MS. SURNAME:`` at a line start;
- a list of given names after a kinship noun (``her children A, B and C``), each a person;
- a given name alone before ``, born <date>`` (``… and Kari, born May 2, 2014``);
- a name after ``known only as`` / ``also known as`` / ``alias`` (never a bare ``known as``);
- a full name before an age in apposition (``Resident X Y, 71, said``);
- a name after a possessive kinship or relation noun (``my child X``, ``her friend X``) or after such a
  noun as a form field (``Spouse: X``, ``Other driver: X``), in any script;
- the value of a "name" field labelled in the document's own language (``নাম:``, ``الاسم:``, ``שם:``);
- the attendees of minutes (``Present: A (Chair), B, C`` / ``Regrets: …``), each a person;
- ``SURNAME, Given`` in running text when the given name is one some locale gives people.

Each looks for a literal first (a quote, ``MR.``, a kinship word, ``, born``) so text without it costs one
scan, and each name keeps the legal veto (``is_private_person``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from quilltune.prepare.pii.person_beside import _CASELESS_RUN
from quilltune.prepare.pii.person_rules import is_private_person, trim_entity
from quilltune.prepare.pii.person_words import (
    _NOT_NAME_WORDS,
    _PARTICLE,
    _SP,
    _SURNAME,
    _UP,
    _WORD,
    NAME,
    given_names,
    name_gazetteer,
)
from quilltune.prepare.pii.spans import Span

_GIVEN = rf"(?:{_WORD})(?:{_SP}(?:{_WORD}))?"
# Given name(s), a quoted one-word nickname, then the surname (with its particles: "van der", "dela").
_NICKNAMED = re.compile(
    rf"(?<![\w'’-])({_GIVEN})[ \t]+[\"“„«]([{_UP}][\w'’.-]{{1,14}})[\"”»][ \t]+"
    rf"((?:(?:dela|de|del|la|van|von|der|den|ter|ten|al|el|bin|binti|da|dos|das|di|le)[ \t]+){{0,2}}(?:{_SURNAME})"
    rf"(?:{_SP}(?:{_WORD}))?)(?![\w-])"
)

# A deposition's speaker: "MS. ØDEGÅRD: Objection", "EXAMINATION BY MR. O'HARE:", "MS. Ó DÓNAILL:".
_CAPS_WORD = rf"[{_UP}](?:[{_UP}'’-]*[{_UP}])?"
_SPEAKER = re.compile(
    rf"(?:^|(?<=\n))[ \t]*(?:(?:(?:RE-?|CROSS-|DIRECT |RE-DIRECT )?EXAMINATION|CROSS-EXAMINATION|QUESTIONS)[ \t]+BY[ \t]+)?"
    # Round 13: police ranks too ("CST. LIU:", "DET. SGT. OKAFOR:"): officers named in a record are people.
    rf"(?:MR|MS|MRS|MX|DR|MISS|CST|CONST|DET|SGT|CPL|INSP|PC|OFFICER|CONSTABLE|DETECTIVE|SERGEANT)\.?"
    rf"(?:[ \t]+(?:SGT|CST|CONST)\.?)?[ \t]+({_CAPS_WORD}(?:[ \t]{_CAPS_WORD}){{0,2}})[ \t]*:"
)
# Words a speaker label never names a person by: the court and its officers.
_NOT_SPEAKER = frozenset(
    {"JUSTICE", "COURT", "CLERK", "REPORTER", "CHAIR", "CHAIRMAN", "CHAIRPERSON", "SPEAKER"}
)

# "her children Beatrix, Philippa and Callum", "his sons Ola and Per": every name of the list.
_KIN_LIST = re.compile(
    rf"\b(?i:children|sons|daughters|grandchildren|grandsons|granddaughters|siblings|brothers|sisters|"
    rf"stepchildren|kids|nephews|nieces|dependants|dependents)[,:]?[ \t]+((?:{_WORD})(?:,[ \t]+(?:{_WORD}))*,?[ \t]+(?:and|&)[ \t]+(?:{_WORD}))"
)
_LIST_ITEM = re.compile(_WORD)

# "and Kari, born May 2, 2014": a capitalised word right before ", born" and a date (a digit, a month,
# "the ...", "on ...").
# At most two name words (and particles): a longer run would take the capitalised word before the name.
_FULL = rf"(?:{_WORD})(?:{_SP}(?:{_PARTICLE}{_SP}){{0,2}}(?:{_WORD}))?"
_BORN_AFTER = re.compile(
    rf"(?<![\w'’-])({_FULL})(?=,[ \t]+(?:born|née?|nacid[oa]|nascid[oa]|geboren|nat[oa]|født|född)[ \t]+"
    rf"(?:on[ \t]+|le[ \t]+|el[ \t]+|em[ \t]+|am[ \t]+|il[ \t]+)?(?:\d|the[ \t]|[A-Z][a-z]+[ \t]+\d))"
)
# "Resident Emeka Eze, 71, said": two or more name words, then an age between commas.
_AGED = re.compile(
    rf"(?<![\w'’-])((?:{_WORD}){_SP}(?:{_PARTICLE}{_SP}){{0,2}}(?:{_WORD}))(?=,[ \t]+\d{{1,3}},)"
)
_KIN = (
    r"child|son|daughter|grandson|granddaughter|grandchild|friend|wife|husband|spouse|partner|brother|sister|"
    r"mother|father|nephew|niece|cousin|aunt|uncle|stepson|stepdaughter|fiancée?|ex-wife|ex-husband|"
    r"ex-partner|ex-spouse|neighbour|neighbor|employee|tenant|landlord|client|"
    # Round 15: in-laws, step- and half-relations, housemates.
    r"(?:brother|sister|mother|father|son|daughter)-in-law|step(?:father|mother|brother|sister)|"
    r"half-(?:brother|sister)|grandmother|grandfather|roommate|housemate|girlfriend|boyfriend|godson|goddaughter"
)
# The same in French ("ma fille Eero", "mon fils Tariq").
_KIN_FR = r"(?:ma|mon|sa|son|notre|leur)[ \t]+(?:fille|fils|mère|père|sœur|soeur|frère|conjointe?|épouse|époux|nièce|neveu)"
# "my child X", "her friend X"; or a relation as a field label: "Spouse: X", "Other driver: X".
_KIN_CUE = re.compile(
    rf"(?:\b(?:my|his|her|their|our|your)[ \t]+(?:late[ \t]+|former[ \t]+|eldest[ \t]+|youngest[ \t]+)?(?:{_KIN}),?[ \t]+"
    rf"|\b{_KIN_FR},?[ \t]+"
    # Round 13: the name in apposition after an article: "They have one child, Hodan, who …".
    rf"|\b(?:one|an?|the|only)[ \t]+(?:only[ \t]+)?(?:{_KIN}),[ \t]+"
    rf"|(?:^|(?<=\n))[ \t]*(?:Spouse|Partner|Other driver|Next friend|Next of kin|Mother|Father|Child|Guardian|"
    rf"Assignor|Assignee|Payee|Deceased|Attorney|Substitute attorney)[ \t]*(?:[:—–]|-[ \t])[ \t]*)"
)
_CAPS_FULL = re.compile(rf"[{_UP}]{{2,}}(?:[ '’-][{_UP}]{{2,}}){{1,3}}(?![\w])")
# "Name" as a form field in the languages legal forms come in; the value runs to the line end.
_NAME_FIELD = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:Nom|Nombre|Nome|Name|Naam|Imię i nazwisko|Jméno|Név|Ad[ıi] Soyad[ıi]|Имя|ФИО|Όνομα|"
    r"Ονοματεπώνυμο|নাম|नाम|الاسم|اسم|שם|ชื่อ|姓名|氏名|성명|이름)[ \t]*[:：][ \t]*([^\n]{1,60}?)[ \t]*$",
    re.MULTILINE,
)
# Minutes: "Present: A (Chair), B, C" — every comma-separated item a person (a role in brackets aside).
_ATTENDEES = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:[-*•][ \t]+)?(?:Present|Regrets|Absent|Attendees|Attending|In attendance|Also present|Apologies|Custodians|Participants|Participantes|Testigos)[ \t]*:[ \t]*([^\n]{2,400})",
)
_ITEM_ROLE = re.compile(r"[ \t]*\([^()\n]{1,30}\)[ \t]*$")
_SURNAME_FIRST_TEXT = re.compile(
    rf"(?<![\w'’-])([{_UP}]{{2,}}(?:[ '’-][{_UP}]{{2,}}){{0,3}}),[ \t]({_WORD})(?![\w-]|[ \t][{_UP}])"
)
_ALIAS = re.compile(
    # Not a bare "known as": statutes name bodies and weeks that way ("to be known as National …").
    rf"\b(?:known[ \t]+only[ \t]+as|also[ \t]+known[ \t]+as|a\.k\.a\.?|alias|nicknamed)[ \t]+[\"“]?({_WORD})"
    rf"(?:{_SP}((?:{_WORD})))?"
)


_LINE_HINTS = re.compile(
    r"\n(?:(?P<speaker>[ \t]*(?:[A-Z -]+BY[ \t]+)?(?:M[RSXI]|DR|CST|CONST|DET|SGT|CPL|INSP|PC|OFFICER|CONSTABLE|SERGEANT))"
    r"|(?P<kinlist>[ \t]*(?:Children|Sons|Daughters|Grandchildren|Siblings|Dependants|Dependents)[ \t]*:)"
    r"|(?P<kinfield>[ \t]*(?:Spouse|Partner|Other driver|Next friend|Next of kin|Mother|Father|Child|Guardian|"
    r"Assignor|Assignee|Payee|Deceased|Attorney|Substitute attorney)[ \t]*(?:[:—–]|-[ \t]))"
    r"|(?P<namefield>[ \t]*(?:Nom|Nombre|Nome|Name|Naam|Imię i nazwisko|Jméno|Név|Ad[ıi] Soyad[ıi]|Имя|ФИО|Όνομα|"
    r"Ονοματεπώνυμο|নাম|नाम|الاسم|اسم|שם|ชื่อ|姓名|氏名|성명|이름)[ \t]*[:：])"
    r"|(?P<attendees>[ \t]*(?:[-*•][ \t]+)?(?:Present|Regrets|Absent|Attendees|Attending|In attendance|Also present|Apologies|Custodians|Participants|Participantes|Testigos)[ \t]*:))"
)


@lru_cache(maxsize=1)
def _line_hits(text: str) -> dict[str, list[tuple[int, int]]]:
    """The line-start hints' hits from one scan (each alone cost as much as all four together), the
    text's first line included (a line break is put before it)."""
    hits: dict[str, list[tuple[int, int]]] = {
        "speaker": [],
        "kinfield": [],
        "kinlist": [],
        "namefield": [],
        "attendees": [],
    }
    for h in _LINE_HINTS.finditer("\n" + text):
        hits[h.lastgroup or "speaker"].append((max(0, h.start() - 1), h.end() - 1))
    return hits


@lru_cache(maxsize=1)
def _space_hits(text: str) -> dict[str, list[tuple[int, int]]]:
    """The hits of the three hints that start with a space, from one scan of the text (three scans cost
    three times as much: the engine stops at every space either way)."""
    hits: dict[str, list[tuple[int, int]]] = {"nick": [], "kin": [], "poss": []}
    for h in _SPACE_HINTS.finditer(text):
        hits[h.lastgroup or "nick"].append((h.start(), h.end()))
    return hits


def _windows(
    hint: re.Pattern[str] | str, text: str, left: int, right: int, *, to_eol: bool = False
) -> list[tuple[int, int]]:
    """Merged windows around the hits of a cheap ``hint`` that starts with a literal character (a space,
    a comma, a line break), which the regex engine skips to at C speed: the rule's own pattern, with its
    large character classes, runs only there (over a whole statute it cost more than all the other rules).
    A hint that starts with a line break is also tried at the start of the text."""
    if isinstance(hint, str):
        hits = _space_hits(text)[hint] if hint in ("nick", "kin", "poss") else _line_hits(text)[hint]
    else:
        hits = [(h.start(), h.end()) for h in hint.finditer(text)]
    if not isinstance(hint, str) and hint.pattern.startswith("\\n") and (h := hint.match("\n" + text[:200])):
        hits.insert(0, (0, h.end() - 1))
    out: list[tuple[int, int]] = []
    for start, end in hits:
        lo, hi = max(0, start - left), min(len(text), end + right)
        if to_eol:
            eol = text.find("\n", end)
            hi = len(text) if eol == -1 else eol
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return out


def _literal_windows(text: str, words: tuple[str, ...], left: int, right: int) -> list[tuple[int, int]]:
    """Merged windows around every occurrence of a few literal words, found with ``str.find`` (C speed,
    several times faster than a regex alternation of the same words over a statute)."""
    spots = []
    for word in words:
        at = text.find(word)
        while at != -1:
            spots.append((max(0, at - left), min(len(text), at + len(word) + right)))
            at = text.find(word, at + 1)
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(spots):
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return out


def _find(
    pattern: re.Pattern[str], text: str, words: tuple[str, ...], left: int, right: int
) -> list[re.Match[str]]:
    return [
        m for lo, hi in _literal_windows(text, words, left, right) for m in pattern.finditer(text, lo, hi)
    ]


def _scan(
    pattern: re.Pattern[str], hint: re.Pattern[str] | str, text: str, left: int, right: int, **kw: bool
):
    return [m for lo, hi in _windows(hint, text, left, right, **kw) for m in pattern.finditer(text, lo, hi)]


# Hints that start with a literal space (the regex engine skips to candidates at C speed; a str.find per
# word was slower), run as one pattern.
_SPACE_HINTS = re.compile(
    r" (?:(?P<nick>[\"“„«][^\s\d\"“”„«»]{2,15}[\"”»] [^\s\da-z])"
    r"|(?P<kin>(?:children|sons|daughters|grandchildren|grandsons|granddaughters|siblings|brothers|sisters|kids|"
    r"nephews|nieces)[,:]? )"
    rf"|(?P<poss>(?:(?:my|his|her|their|our|your) (?:late |former |eldest |youngest )?(?:{_KIN}),?"
    rf"|(?:one|an?|the|only) (?:only )?(?:{_KIN}),|{_KIN_FR},?)[ \t]+[^\sa-z\d]))"
)
_BORN_HINT = re.compile(r",[ \t]+(?:born|née?|nacid[oa]|nascid[oa]|geboren|nat[oa]|født|född)[ \t]")
_ALIAS_WORDS = ("known only as", "also known as", "a.k.a", "alias", "nicknamed")
_AGE_HINT = re.compile(r",[ \t]+\d{1,3},")
_COMMA_CAPS_HINT = re.compile(r",[ \t][^\s\da-z]")


def _nicknamed(text: str) -> list[Span]:
    out = []
    for m in _scan(_NICKNAMED, "nick", text, 50, 60):
        if is_private_person(text, m.start(1), m.end(1)) and is_private_person(text, m.start(3), m.end(3)):
            out.append(Span(m.start(1), m.end(3), "PERSON"))
    return out


def _speakers(text: str) -> list[Span]:
    out = []
    for m in _scan(_SPEAKER, "speaker", text, 60, 50):
        words = m.group(1).split()
        if any(w in _NOT_SPEAKER for w in words):
            continue
        out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def _kin_lists(text: str) -> list[Span]:
    out = []
    for m in _scan(_KIN_LIST, "kin", text, 2, 200) + _scan(_KIN_LIST, "kinlist", text, 0, 200):
        for w in _LIST_ITEM.finditer(text, m.start(1), m.end(1)):
            if w.group() not in ("and",) and is_private_person(text, w.start(), w.end()):
                out.append(Span(w.start(), w.end(), "PERSON"))
    return out


def _born_after(text: str) -> list[Span]:
    out = []
    for m in _scan(_BORN_AFTER, _BORN_HINT, text, 60, 40):
        s, e = _lead_trimmed(text, m.start(1), m.end(1))
        if e > s and is_private_person(text, s, e):
            out.append(Span(s, e, "PERSON"))
    return out


def _aliases(text: str) -> list[Span]:
    out = []
    for m in _find(_ALIAS, text, _ALIAS_WORDS, 1, 60):
        end = m.end(2) if m.group(2) and is_private_person(text, m.start(1), m.end(2)) else m.end(1)
        if is_private_person(text, m.start(1), end):
            out.append(Span(m.start(1), end, "PERSON"))
    return out


# Role and sentence words that stand capitalised before a name ("Resident Emeka Eze, 71,").
_LEAD_WORDS = frozenset(
    "Resident Witness Plaintiff Defendant Applicant Respondent Claimant Patient Tenant Landlord Employee "
    "Deceased Complainant Accused Victim Neighbour Neighbor Driver Passenger Owner Client".split()
)


def _lead_trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    s, e = trim_entity(text, start, end)
    first = text[s:e].split(" ", 1)
    if len(first) == 2 and (first[0] in _LEAD_WORDS or first[0] in _NOT_NAME_WORDS):
        s += len(first[0]) + 1
    return s, e


def _name_value(text: str, start: int, end: int) -> Span | None:
    """A name at ``start`` (a name in any script, or a full name in capitals), trimmed, vetoed."""
    for pattern in (NAME, _CASELESS_RUN, _CAPS_FULL):
        m = pattern.match(text, start, end)
        if m is None or m.end() == m.start():
            continue
        s, e = trim_entity(text, m.start(), m.end()) if pattern is NAME else (m.start(), m.end())
        if e > s and is_private_person(text, s, e, allow_caps=pattern is _CAPS_FULL):
            return Span(s, e, "PERSON")
    return None


def _aged(text: str) -> list[Span]:
    out = []
    for m in _scan(_AGED, _AGE_HINT, text, 60, 8):
        s, e = _lead_trimmed(text, m.start(1), m.end(1))
        if is_private_person(text, s, e):
            out.append(Span(s, e, "PERSON"))
    return out


def _kin_cued(text: str) -> list[Span]:
    out = []
    found = _scan(_KIN_CUE, "poss", text, 0, 60)
    for m in found + _scan(_KIN_CUE, "kinfield", text, 0, 0, to_eol=True):
        eol = text.find("\n", m.end())
        span = _name_value(text, m.end(), len(text) if eol == -1 else eol)
        if span is not None:
            out.append(span)
    return out


def _name_fields(text: str) -> list[Span]:
    out = []
    for m in _scan(_NAME_FIELD, "namefield", text, 30, 0, to_eol=True):
        span = _name_value(text, m.start(1), m.end(1))
        if span is not None:
            out.append(span)
    return out


def _attendees(text: str) -> list[Span]:
    out = []
    for m in _scan(_ATTENDEES, "attendees", text, 30, 0, to_eol=True):
        for start, end in _list_items(text, m.start(1), m.end(1)):
            value = _ITEM_ROLE.sub("", text[start:end])
            span = _name_value(text, start, start + len(value))
            if span is not None and span.end == start + len(value):
                out.append(span)
    return out


# Round 17: the last item joined by a conjunction ("Grech, Hirsi, Doreen Mifsud and Abdiqani Nur").
_LAST_JOIN = re.compile(r"[ \t]+(?:and|&|et|y|und|e)[ \t]+")
_ITEM_END = re.compile(r"[ \t]*(?:;|(?<![A-Z])\.(?:[ \t]|$))")


def _list_items(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """(start, end) of each item of a list: parts split at a conjunction, then at commas, except that a
    part "Surname, Given" whose second word is a given name stays one item ("Kim, Hyun-woo")."""
    items, at = [], lo
    line = text[lo:hi]
    cut = _ITEM_END.search(line)
    if cut:
        line = line[: cut.start()]
    parts, pos = [], 0
    for j in _LAST_JOIN.finditer(line):
        parts.append((pos, j.start()))
        pos = j.end()
    parts.append((pos, len(line)))
    for k, (a, b) in enumerate(parts):
        piece = line[a:b]
        halves = piece.split(",")
        # After the conjunction a list has no more commas of its own: "… and Kim, Hyun-woo".
        whole = len(halves) == 2 and " " not in (second := halves[1].strip()) and " " not in halves[0].strip()
        whole = whole and (second in given_names() or (k > 0 and k == len(parts) - 1))
        for item in [piece] if whole else halves:
            start = at + a + piece.find(item) + len(item) - len(item.lstrip())
            value = item.strip()
            if value:
                items.append((start, start + len(value)))
    return items


def _surname_first_known(text: str) -> list[Span]:
    given, known = given_names(), name_gazetteer()[0]
    out = []
    for m in _scan(_SURNAME_FIRST_TEXT, _COMMA_CAPS_HINT, text, 60, 40):
        caps = m.group(1).replace("-", " ").split()
        if any(w.capitalize() in _NOT_NAME_WORDS for w in caps):  # "FOR VALUE RECEIVED, Elena Martínez"
            continue
        if (m.group(2) in given or m.group(2) in known) and is_private_person(
            text, m.start(), m.end(), allow_caps=True
        ):
            out.append(Span(m.start(), m.end(), "PERSON"))
    return out


def listed_names(text: str) -> list[Span]:
    """The PERSON spans of every rule above (they may overlap; the caller resolves overlaps)."""
    return (
        _nicknamed(text)
        + _speakers(text)
        + _kin_lists(text)
        + _born_after(text)
        + _aliases(text)
        + _aged(text)
        + _kin_cued(text)
        + _name_fields(text)
        + _attendees(text)
        + _surname_first_known(text)
    )
