"""PERSON rules that read a whole line's layout: greeting lines listing names, surnames in capitals
before a comma in forms and lists, names in a script other than the text's, chat speakers, and US
caption parties. Each runs its pattern only where a cheap literal scan finds its line (these patterns'
large character classes cost more over a whole text than everything else in the detector).
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding as _lines_holding
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_cues import is_cued
from quilltune.prepare.pii.person_rules import (
    _KOREAN_GIVEN,
    _KOREAN_SURNAMES,
    is_private_person,
    trim_entity,
)
from quilltune.prepare.pii.person_words import (
    _NAME_SRC,
    _NOT_A_PERSON,
    _SALUTATION,
    _UP,
    _WORD,
    NAME,
    given_names,
)
from quilltune.prepare.pii.places import _PROVINCES, _STATES
from quilltune.prepare.pii.spans import Span


def line_names(text: str) -> list[Span]:
    """The PERSON spans every line rule finds (they may overlap; the caller resolves overlaps)."""
    return (
        _salutation_names(text)
        + _caps_surname_first(text)
        + _script_names(text)
        + _chat_speakers(text)
        + _caption_parties(text)
        + _item_names(text)
        + _index_entries(text)
        + _transfer_parties(text)
    )


# Round 14: a bank statement's transfer lines name the other party in capitals, often with an initial:
# "INTERAC e-Transfer To: MIRELA DRAGOMIR", "E-TRANSFER FROM A KOWALCZYK".
# Round 15: "INTERAC RCV ZLATA KIM", "BILL PMT FAADUMO JAMA", names in any alphabet's capitals.
_TRANSFER_PARTY = re.compile(
    r"(?:(?i:e-?transfer|interac|transfer|virement)[ \t]+(?i:to|from|de|à|rcv|received|sent)|BILL[ \t]+PMT)[ \t]*:?[ \t]+"
    rf"((?:[{_UP}]\.?[ \t])?[{_UP}][{_UP}'’-]+(?:[ \t][{_UP}][{_UP}'’-]+){{0,3}})(?=[ \t]{{2,}}|\t|[ \t]*$|[ \t]+[-+$\d])",
    re.MULTILINE,
)


def _transfer_parties(text: str) -> list[Span]:
    out = []
    lines = _lines_holding(text, ("transfer to", "transfer from", "virement", "interac", "bill pmt"))
    for m in (m for start, end in lines for m in _TRANSFER_PARTY.finditer(text, start, end)):
        value = m.group(1)
        cased = text[: m.start(1)] + value.title() + text[m.end(1) :]
        words = [w.title() for w in value.split() if len(w.rstrip(".")) > 1]
        # Payees are often firms and utilities in capitals ("HYDRO ONE"): only words no dictionary lists.
        # A bill is paid to firms; a transfer goes to people, one of whose words no dictionary lists
        # ("BROOKLYN GLASS", "FAADUMO JAMA").
        name_like = [outside_dictionary(w) or w in given_names() for w in words]
        plain = all(name_like) or (not m.group().startswith("BILL") and any(name_like))
        if " " in value and plain and is_private_person(cased, m.start(1), m.end(1), allow_caps=True):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


# Round 14: a book's or a brief's index of names: "Dragomir, Mirela ........ 12, 45".
_INDEX_ENTRY = re.compile(
    rf"^[ \t]*((?:{_WORD})(?:[ \t](?:{_WORD}))?,[ \t](?:{_WORD})(?:[ \t](?:{_WORD}|[{_UP}]\.))?)"
    r"[ \t]*(?:\.{3,}|…+)[ \t]*\d{1,4}(?:[ \t]*[,–-][ \t]*\d{1,4})*[ \t]*$",
    re.MULTILINE,
)


def _index_entries(text: str) -> list[Span]:
    if "...." not in text and "…" not in text:
        return []
    return [
        Span(m.start(1), m.end(1), "PERSON")
        for m in _INDEX_ENTRY.finditer(text)
        if is_private_person(text, m.start(1), m.end(1))
    ]


# Round 13: a list item that is a name, a dash and what the person is: "1. Tehoniehtathe Diabo — neighbour;
# est. 1 hours", "- Matthias Kettler (de) for witness …" (an interpreter and the language code).
# The item's tail is looked for first (rare in statutes; a scan of every line start was not).
# Round 14: a conflict search's "- Wiremu Tipene (related party) - no hits", "- Lane, Dawson (client)".
_ITEM_TAIL = re.compile(
    r" [—–-][ \t]+[a-z]| \([a-z]{2,3}(?:-[A-Z]{2})?\)[ \t]+for\b"
    r"| \([a-z][a-z -]{2,30}\)(?=[ \t]+[—–-][ \t]|[ \t]*[;,.]?[ \t]*$)",
    re.MULTILINE,
)
_ITEM_HEAD = re.compile(
    rf"[ \t]*(?:\d{{1,3}}[.)]|[-*•])[ \t]+({_NAME_SRC}|(?:{_WORD})(?:[ \t](?:{_WORD}))?,[ \t](?:{_WORD})(?:[ \t](?:{_WORD}))?)[ \t]*"
)


def _item_names(text: str) -> list[Span]:
    out = []
    for tail in _ITEM_TAIL.finditer(text):
        line = text.rfind("\n", 0, tail.start()) + 1
        m = _ITEM_HEAD.fullmatch(text, line, tail.start())
        if m is not None and " " in m.group(1) and is_private_person(text, m.start(1), m.end(1)):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


# "Hello Dariush and Ngozi," / "Dear Aoife, Pádraig and Niamh:": every name a greeting line lists.
_SALUTE_LINE = re.compile(
    r"^[ \t]*(?:Dear|Hi|Hello|Hey|Bonjour|Salut|Hola|Cher|Chère|Chers|Estimad[oa]s?|Good[ \t]+(?:morning|afternoon|evening)|"
    r"Hallo|Hei|Hej|Witam|Merhaba|Sayın|Geachte|Kjære|Kære|Kära|Querid[oa]s?|Olá)"
    r"[ \t]+([^\n]{2,100}?)[ \t]*[,:!]?[ \t]*$",
    re.MULTILINE,
)
_SALUTE_SPLIT = re.compile(r"[ \t]*(?:,|&|\band\b|\bet\b|\by\b)[ \t]*")


_SALUTE_START = re.compile(
    r"\n[ \t]*(?:Dear|Hi|Hello|Hey|Bonjour|Salut|Hola|Cher|Estimad|Good|Hallo|Hei|Hej|Witam|Merhaba|Sayın|Geachte|"
    r"Kjære|Kære|Kära|Querid|Olá)\b"
)


def _salutation_lines(text: str) -> list[re.Match[str]]:
    """``_SALUTE_LINE`` on the lines that open with a greeting (found with a scan for line breaks)."""
    starts = [0] if _SALUTE_LINE.match(text, 0) else []
    starts += [h.start() + 1 for h in _SALUTE_START.finditer(text)]
    return [m for at in starts if (m := _SALUTE_LINE.match(text, at))]


def _salutation_names(text: str) -> list[Span]:
    out = []
    for line in _salutation_lines(text):
        at = line.start(1)
        for part in _SALUTE_SPLIT.split(line.group(1)):
            start = text.find(part, at, line.end(1)) if part else -1
            if start == -1:
                continue
            at = start + len(part)
            m = NAME.fullmatch(text, start, at)
            if m and is_private_person(text, start, at) and part.split()[0] not in _SALUTATION:
                out.append(Span(start, at, "PERSON"))
    return out


# "PATIENT: WHITFIELD, Caroline", "Claimant: ŞAHINOĞLU, Ayşegül", "Defendants: MÄKELÄ, Jussi; VÕ, Thị":
# a surname in capitals, a comma, then the given name(s), after a field label or the previous such name.
_CAPS_SURNAME_FIRST = re.compile(
    rf"(?<![\w'’-])([{_UP}]{{2,}}(?:[ '’-][{_UP}]{{2,}}){{0,3}}),[ \t]+((?:{_WORD})(?:[ \t](?:{_WORD})){{0,2}})"
    # Round 9: also before a tab (a TSV cell), a sentence's full stop or comma, and "and" (a list of
    # parties: "Seller(s): SZABÓ, Erzsébet and …"; "the residue to SOUSA, Inês.").
    rf"(?=[ \t]*(?:$|[\n;|—–(\t]|[ \t]{{2}}|[ \t]-[ \t]|[.,](?:[ \t]|$)|and[ \t]))",
    re.MULTILINE,
)


# "BROOKS, Alberta", "MOOSE JAW, Saskatchewan": a place in capitals and its province, state or
# country, as schedules list towns, not a surname and a given name.
_REGION = re.compile(
    rf"(?:{_PROVINCES}|{_STATES}|Canada|United States|USA|England|Scotland|Wales|Northern Ireland|Ireland|"
    r"Australia|New Zealand|France|Germany|Italy|Spain|Portugal|Netherlands|Belgium|Switzerland|Austria|"
    r"Poland|Mexico|India|China|Japan|Korea|Nunavik|Labrador)"
)


_ITEM_MARKER = re.compile(r"(?:\A|\n)[ \t]*(?:\d{1,3}[.)]|\(\d{1,3}\)|[-*•–])\Z")


_DEED_LEAD = re.compile(r"(?:BETWEEN|AND|ET|ENTRE|FROM|TO|BY|VS?\.?)[ \t]+")


def _caps_surname_first(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _caps_comma_matches(text):
        surname = m.group(1)
        # Round 14: "BETWEEN THIBODEAU, Rosalie", "AND DOUCETTE, Mali": a deed's joining word is no surname.
        lead = _DEED_LEAD.match(surname)
        if lead and lead.end() < len(surname):
            if not is_private_person(text, m.start(1) + lead.end(), m.end(), allow_caps=True):
                continue
            out.append(Span(m.start(1) + lead.end(), m.end(), "PERSON"))
            continue
        korean = surname.capitalize() in _KOREAN_SURNAMES and _KOREAN_GIVEN.fullmatch(
            m.group(2)
        )  # "PARK, Ji-yeon"
        if not korean and any(w.capitalize() in _NOT_A_PERSON for w in re.split(r"[ '’-]", surname)):
            continue
        if _REGION.fullmatch(m.group(2)) or any(w in _NOT_A_PERSON for w in m.group(2).split()):
            continue  # a place and its region; "GRACE CARPENTER, Respondent": a party and its role
        after_previous = bool(out) and not text[out[-1].end : m.start()].strip(" \t;")
        head = text[max(0, m.start() - 40) : m.start()].rstrip(" \t")
        # A list's separator (";") stands in for a label: "Tenant(s): Ana Lund; HALVORSEN, Tor".
        after_label = m.start() == 0 or head.endswith((":", "\n", "|", "\t", ";")) or not head
        # Round 13: a list item's marker stands for a label too ("3. KIM, Dong-hyun — mechanic").
        after_label = after_label or bool(_ITEM_MARKER.search(head))
        if (after_label or is_cued(text, m.start()) or after_previous) and is_private_person(
            text, m.start(), m.end(), allow_caps=True
        ):
            out.append(Span(m.start(), m.end(), "PERSON"))
    return out


# Two capitals (Latin, Latin-1, Latin Extended-A, Greek, Cyrillic) before ", ": a C-speed scan.
_COMMA_SPACE = re.compile(r",[ \t]")  # a literal first character: the scan runs at C speed


def _caps_comma_matches(text: str) -> list[re.Match[str]]:
    """``_CAPS_SURNAME_FIRST`` matches, the pattern run only where capitals stand before ", " (a scan
    of the whole text with its large character class costs more than all the rest of this rule)."""
    out: list[re.Match[str]] = []
    for hit in _COMMA_SPACE.finditer(text):
        at = hit.start()
        before, after = text[at - 2 : at], text[at + 2 : at + 4]
        if not (before.isalpha() and before.isupper() and after[:1].isupper() and after[1:].islower()):
            continue
        if out and out[-1].end() > at:
            continue
        m = _CAPS_SURNAME_FIRST.search(text, max(0, at - 60), min(len(text), at + 80))
        while m is not None and m.end(1) < at:
            m = _CAPS_SURNAME_FIRST.search(text, m.start() + 1, min(len(text), at + 80))
        if m is not None and m.end(1) == at:
            out.append(m)
    return out


# Names written in their own script inside text in a Latin alphabet: "names प्रिया शर्मा as the
# beneficiary", "extract: محمد الحسيني.", "契約者氏名：山田 花子", "signed in Korean by 이서연 as".
_SCRIPT = (
    "\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff"
    "\u0e00-\u0e7f\u10a0-\u10ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
)
_SCRIPT_NAME = re.compile(
    rf"(?:[:：][ \t\u3000]*|\b(?:names|named|by|of|for|to)[ \t]+)"
    rf"([{_SCRIPT}][{_SCRIPT}\u064b-\u065f\u0670]*(?:[ \t\u3000][{_SCRIPT}][{_SCRIPT}\u064b-\u065f\u0670]*){{0,2}})"
    rf"(?=[ \t\u3000]*(?:$|[\n.,;:()（）、。]|[ \t](?:as|was|is|and|who|de|et)\b))",
    re.MULTILINE,
)
# Labels that name a person in the scripts of East Asia, for text written wholly in them.
_CJK_NAME_LABEL = re.compile(
    r"(?:氏名|姓名|名前|收款人|収款人|申请人|申請人|当事人|契約者氏名|성명|이름|신청인)[ \t]*[:：][ \t\u3000]*"
    r"([\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,4}(?:[ \u3000][\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,4})?)"
)


_ANY_SCRIPT = re.compile(f"[{_SCRIPT}]")
_LATIN_LETTER = re.compile(r"[A-Za-z\u00c0-\u024f]")


def _script_names(text: str) -> list[Span]:
    if _ANY_SCRIPT.search(text) is None:  # most documents: one C-speed scan, nothing else
        return []
    out = [Span(m.start(1), m.end(1), "PERSON") for m in _CJK_NAME_LABEL.finditer(text)]
    latin, other = len(_LATIN_LETTER.findall(text)), len(_ANY_SCRIPT.findall(text))
    if latin < 0.6 * (latin + other):  # a text in that script: its own words are not names
        return out
    for m in _SCRIPT_NAME.finditer(text):
        value = m.group(1)
        words = value.split()
        han = all("\u3040" <= ch <= "\ud7af" for ch in value.replace(" ", "").replace("\u3000", ""))
        if han and not 2 <= len(value.replace(" ", "")) <= 5:
            continue
        if not han and not 2 <= len(words) <= 3:
            continue
        out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


# A chat or message export: "[10:14] Noémie: did you get …", "12/03/2024, 21:07 - Hiroshi Tanaka: ok".
_CHAT_SPEAKER = re.compile(
    rf"^[ \t]*\[?(?:\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{1,4}},?[ \t]+)?\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:[ \t]?[AaPp][Mm])?\]?"
    rf"(?:[ \t]+-)?[ \t]+({_NAME_SRC}):[ \t]",
    re.MULTILINE,
)


_CLOCK = re.compile(r":\d\d(?<=\d:\d\d)")  # a literal first character: a C-speed scan


# A chat export's lower-case handle after a bare clock: "10:11 stavros: did u send the papers".
_CHAT_HANDLE = re.compile(
    r"[ \t]*\[?(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?"
    r"(?:[ \t]+-)?[ \t]+([^\W\d_][\w.'-]{1,30}):[ \t]"
)


def _chat_speakers(text: str) -> list[Span]:
    out = []
    handles: dict[str, int] = {}
    done = -1
    for clock in _CLOCK.finditer(text):  # the pattern runs only on lines that start with a time
        line = text.rfind("\n", 0, clock.start()) + 1
        if line <= done or clock.start() - line > 25:
            continue
        done = line
        m = _CHAT_SPEAKER.match(text, line)
        if m is None:
            h = _CHAT_HANDLE.match(text, line)
            # Round 14: a phone export's given-name speakers too ("10:31 - Mirela: …"), when no word.
            if h is not None and (
                h.group(1).islower() or (h.group(1).istitle() and outside_dictionary(h.group(1)))
            ):
                handles.setdefault(h.group(1), 0)
                handles[h.group(1)] += 1
            continue
        s, e = trim_entity(text, m.start(1), m.end(1))
        word = text[s:e]
        if " " not in word and not outside_dictionary(word) and word not in given_names():
            continue  # "10:31 - Note: call back", "Admin:": a log's keyword, not a speaker
        if e > s and is_private_person(text, s, e):
            out.append(Span(s, e, "PERSON"))
    return out + _handle_mentions(text, handles) if handles else out


def _handle_mentions(text: str, handles: dict[str, int]) -> list[Span]:
    """Round 13: a chat's lower-case handles ("stavros", "noa") are people when the export has two or
    more speaking lines and the handle is no dictionary word ("me", "mom", "admin"); every mention of
    one, in any case, is that person."""
    if sum(handles.values()) < 2:
        return []
    names = [
        h
        for h in handles
        if h.strip(".'-") and all(outside_dictionary(w) for w in re.split(r"[.'-]", h) if w)
    ]
    if not names:
        return []
    mention = re.compile(
        r"(?<![\w@./-])(?:" + "|".join(map(re.escape, names)) + r")(?![\w@]|\.\w)", re.IGNORECASE
    )
    return [Span(m.start(), m.end(), "PERSON") for m in mention.finditer(text)]


# A US caption: the party's name in capitals on its own line, then ", individually …" or the role on
# the next line: "SUNITA DESHPANDE, individually and on behalf of all others", "JANE ROE,\nPlaintiff,".
_CAPTION_PARTY = re.compile(
    rf"^[ \t]*([{_UP}][{_UP}'’.-]+(?:[ \t][{_UP}][{_UP}'’.-]*){{1,4}}),"
    r"(?=[ \t]+individually\b|[ \t]*\n[ \t]*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?)\b)",
    re.MULTILINE,
)
_NOT_A_PARTY_NAME = re.compile(
    r"\b(?:INC|LLC|LTD|LLP|CORP|CORPORATION|COMPANY|CO|BANK|TRUST|GROUP|HOLDINGS|STATE|CITY|COUNTY|UNITED|AMERICA|DISTRICT|DEPARTMENT|BOARD)\b\.?"
)


_CAPTION_HINT = re.compile(
    r",(?=[ \t]+individually\b|[ \t]*\n[ \t]*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?)\b)"
)


def _caption_parties(text: str) -> list[Span]:
    """``_CAPTION_PARTY`` on the lines whose comma a party's role follows (a comma-first scan)."""
    out = []
    for hint in _CAPTION_HINT.finditer(text):
        m = _CAPTION_PARTY.match(text, text.rfind("\n", 0, hint.start()) + 1)
        if m is None or m.end() != hint.end():
            continue
        value = m.group(1)
        if _NOT_A_PARTY_NAME.search(value) or any(w.capitalize() in _NOT_A_PERSON for w in value.split()):
            continue
        if is_private_person(text, m.start(1), m.end(1), allow_caps=True):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out
