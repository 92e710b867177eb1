"""PERSON names the cue rules and the model do not reach, found after ``person.py``'s own pass: name
columns of tables, names listed beside a found one, names in caseless scripts next to a found one, names
alone on a caption line, all-caps names of captions and signature blocks; and the verbs only a person
does right after a name."""

from __future__ import annotations

import re
from itertools import chain

from quilltune.prepare.pii.context import table_cells
from quilltune.prepare.pii.literals import literal_finditer
from quilltune.prepare.pii.markup_tables import markup_table_cells
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_cues import is_cued
from quilltune.prepare.pii.person_layout import (
    _NEXT_LINE_SAYS_PERSON,
    _PREVIOUS_LINE_SAYS_PERSON,
    _neighbour_line,
    signed_off,
)
from quilltune.prepare.pii.person_roles import ROLE_NOUNS
from quilltune.prepare.pii.person_rules import (
    is_private_person,
    trim_entity,
)
from quilltune.prepare.pii.person_words import (
    _FIELDS,
    _NOT_NAME_WORDS,
    _UP,
    _WORD,
    given_names,
    known_pair,
)
from quilltune.prepare.pii.spans import Span

# What only a person does in legal narrative, right after a name-shaped run: "Adonis Diaconescu told
# the officers", "Inger Karlsen, who had worked at the depot". The small model misses many of these
# when the name is not English.
_PERSON_VERB_AFTER = re.compile(
    r"[ \t]+(?:told|said|testified|stated|deposed|admitted|denied|explained|alleged|swore|affirmed|signed|"
    r"wrote|confirmed|replied|recalled|acknowledged|married|resides|lives|died|was born|arrived|attended|"
    r"phoned|telephoned|texted|moved|lived|resided|visited|gave evidence|was (?:driving|arrested|charged|"
    r"employed|injured|dismissed|hired|interviewed|questioned|detained|sentenced|convicted|acquitted)|"
    r"had (?:worked|lived|been employed)|"
    # What a party or witness does in a judgment's narrative.
    r"conceded|agreed|disagreed|insisted|claimed|maintained|refused|declined|answered|responded|submitted|argued|"
    r"contended|asserted|recalled|remembered|believed|knew|complained|disclosed|pleaded|pled|fled|"
    r"escaped|slipped|suffered|sustained|underwent|consulted|retained|resigned|retired|quit|owned|rented|leased|"
    r"bought|sold|purchased|borrowed|lent|sued|appealed|appeared|applied|sought|emailed|e-mailed|drove|paid|"
    r"received|returned|left|walked|ran|fell|worked)\b"
    # "X can be reached at …": only a person (or their office) is reached.
    r"|[ \t]+(?:can|may|could|will)[ \t]+be[ \t]+(?:reached|contacted)\b"
    r"|,[ \t]+(?:who[ \t]|aged[ \t]+\d|born[ \t])"
    r"|['’]s[ \t]+(?:evidence|testimony|mother|father|wife|husband|son|daughter|brother|sister|lawyer|counsel|"
    r"employer|credibility|statement|affidavit|account|profile|home|residence|apartment|children|partner|"
    r"girlfriend|boyfriend|spouse|passport|phone|employment|doctor|physician|signature|birthday|estate)\b"
    r"|[ \t]+\((?:the[ \t]+)?[\"“](?:Employee|Tenant|Landlord|Borrower|Guarantor|Vendor|Purchaser|Seller|Buyer|"
    r"Contractor|Consultant|Executor|Wife|Husband|Client|Licensee|Lessee|Lessor|Optionee|Subscriber|Employer)[\"”]\)"
)


# A table column headed by a person field ("employee_name", "Tenant", "Last name", "Beneficiary"):
# its cells are people when they are shaped like names.
_NAME_COLUMN_HINT = re.compile(
    r"name|nom\b|tenant|employee|beneficiar|witness|client|patient|applicant|claimant|owner|member|student|"
    r"insured|debtor|borrower|guarantor|payee|party|signatory|director|holder|heir|contact|custodian|author|visitor|"
    r"paid by|payer|received from|prepared by|submitted by|requested by|collected by|served by|visiting|host|"
    r"recipient|timekeeper|parent|worker|"
    # Round 18: a receipt batch's donors, a ballot's electors, a signature log's signers.
    r"donor|signer|elector|nominator|subscriber|"
    # Round 13: an export's bare name-part columns ("emp_id,last,first,dob", "| Last | First |").
    r",last|,first|last,|first,|\tlast|\tfirst|last\t|first\t|\| last|\| first|given|forename"
)
# Headers that name one part of a name: a cell under them is one word (a surname alone, in capitals).
_NAME_PART_HEADERS = frozenset(
    "last,first,given,family,middle,surname,forename,lname,fname,lastname,firstname,givenname,familyname,"
    "last name,first name,given name,given names,family name,middle name".split(",")
)
_CELL_NAME = re.compile(
    # Round 9: initials may lead ("J. Gonçalves", "T. Häkkinen" in a witness list).
    # Round 15: a hyphenated given name's lower-case second initial ("W.l. Sin"), "dela" and "binti".
    f"(?:[{_UP}]\\.(?:[a-z]\\.)?[ \t]?){{0,2}}(?:{_WORD})"
    f"(?:[ \t]+(?:{_WORD}|[{_UP}]\.|(?:van|von|de|da|del|dela|der|di|du|le|la|bin|binti|ibn|ter|ten|dos|das)))*"
)

# "O'DONOGHUE": an Irish O' before the capitals.
_CAPS_CELL = re.compile(f"(?:[{_UP}]['’])?[{_UP}]{{2,}}(?:[ '’-][{_UP}]{{2,}}){{0,3}}")


def _name_column(header: str) -> bool:
    words = header.replace("(s)", "").replace("_", " ").replace("/", " ").split()
    if not words or any(
        w in ("file", "company", "firm", "business", "product", "street", "city", "org") for w in words
    ):
        return False
    return (
        "name" in words
        or " ".join(words) in _NAME_PART_HEADERS
        or "nom" in words
        or header in _FIELDS
        or " ".join(words) in _FIELDS
        or words[-1] in _FIELDS
        or words[0] in _FIELDS
        or " ".join(words) in _TABLE_ONLY_FIELDS
    )


# Column headers that name people only as a table's header: as a label in prose ("Data Recipients: We
# share …") they announce no one.
_TABLE_ONLY_FIELDS = frozenset({"visiting", "host", "recipients", "officer"})


def _table_names(text: str, found: list[Span]) -> list[Span]:
    if "\n" not in text:
        return []
    taken = {(s.start, s.end) for s in found}
    out = []
    cells = chain(
        table_cells(text, _NAME_COLUMN_HINT, _name_column),
        markup_table_cells(text, _name_column, min_columns=3),
    )
    for header, start, end in cells:
        value = text[start:end]
        if (start, end) in taken:
            continue
        if _CELL_JOIN.search(value):
            continue  # joined_cell_names reads it
        if ";" in value:  # "Selamawit Alemu; hr@example.com": a cell listing recipients
            out += _listed_cell(text, start, end)
            continue
        if not _is_name_value(text, start, end):
            part = " ".join(header.replace("_", " ").split()) in _NAME_PART_HEADERS
            if not (part and _CAPS_CELL.fullmatch(value) and _lone_caps_surname(value)):
                continue
        if not _NAME_HEADER.search(header.lower()) and " " not in value and _common_word(value):
            continue  # "| Client | X |" then "| Mobile | …", "| Referral | …": a key-value table's keys
        out.append(Span(start, end, "PERSON"))
    return out


def _listed_cell(text: str, start: int, end: int) -> list[Span]:
    out, at = [], start
    for piece in text[start:end].split(";"):
        lead = len(piece) - len(piece.lstrip())
        a, b = at + lead, at + len(piece.rstrip())
        at += len(piece) + 1
        if b > a and " " in text[a:b] and _is_name_value(text, a, b):
            out.append(Span(a, b, "PERSON"))
    return out


# Round 14: co-tenants in one cell, "Navneet Brar & Tanner": the first a full name, then given names.
_CELL_JOIN = re.compile(r"[ \t](?:&|and|et)[ \t]")


# Columns whose joined cells are a household's people, not a transaction's parties ("PARTY FROM").
_HOUSEHOLD_COLUMN = re.compile(
    r"name|tenant|occupant|resident|applicant|borrower|guarantor|client|patient|heir"
)


def joined_cell_names(text: str) -> list[Span]:
    """Every name of a person column's cell that joins several ("Navneet Brar & Tanner"). Read after the
    firm veto: in a tenant column "Butt & Maëlle" is two people, not a partnership."""
    if "\n" not in text or not _CELL_JOIN.search(text):
        return []
    out = []
    for header, start, end in table_cells(text, _NAME_COLUMN_HINT, _name_column):
        if _HOUSEHOLD_COLUMN.search(header) and _CELL_JOIN.search(text, start, end):
            out.extend(_joined_cell(text, start, end))
    return out


def _joined_cell(text: str, start: int, end: int) -> list[Span]:
    pieces, at = [], start
    for m in _CELL_JOIN.finditer(text, start, end):
        pieces.append((at, m.start()))
        at = m.end()
    pieces.append((at, end))
    (s0, e0), rest = pieces[0], pieces[1:]
    if not _is_name_value(text, s0, e0, two_words=True):
        return []
    out = [Span(s0, e0, "PERSON")]
    for s, e in rest:
        value = text[s:e]
        if _is_name_value(text, s, e) or (
            _CELL_NAME.fullmatch(value) and value not in _NOT_NAME_WORDS and is_private_person(text, s, e)
        ):
            out.append(Span(s, e, "PERSON"))
    return out


_NAME_HEADER = re.compile(r"name|nom|apellido|navn|namn|imię|nazwisko|last|first|given|forename")


def _lone_caps_surname(value: str) -> bool:
    """ "ZHAO", "DE LOS SANTOS" under a Surname header: capitals the dictionary does not read as a word."""
    return all(outside_dictionary(w.capitalize()) or len(w) <= 3 for w in value.split()) and not all(
        w.capitalize() in _NOT_NAME_WORDS for w in value.split()
    )


def _common_word(value: str) -> bool:
    return value.isascii() and value not in given_names() and not outside_dictionary(value)


def _is_name_value(text: str, start: int, end: int, *, two_words: bool = False) -> bool:
    """A table cell's or a keyed field's value that reads as a private person's name."""
    value = text[start:end]
    # "PROCHÁZKA, Jiří" in a name column: surname first, each side a name.
    halves = value.split(", ")
    if len(halves) == 2 and all(_CELL_NAME.fullmatch(h) or _CAPS_CELL.fullmatch(h) for h in halves):
        return is_private_person(text, start, end, allow_caps=True)
    if _CAPS_CELL.fullmatch(value) and " " in value:  # "ONDŘEJ ČERNÁ": a whole name in capitals
        return is_private_person(text, start, end, allow_caps=True)
    if not (_CELL_NAME.fullmatch(value) or _CASELESS_RUN.fullmatch(value)):
        return False
    if (two_words and " " not in value.strip()) or all(w in _NOT_NAME_WORDS for w in value.split()):
        return False
    return is_private_person(text, start, end)


# A log's or a record's key naming a person, its value quoted: name="Gergő Bánfalvi",
# "patient_name": "Ha-eun Yoon", full_name='…'.
_NAME_KEY = (
    r"(?:full|first|last|display|legal|given|family|user|patient|client|customer|employee|"
    r"contact|tenant|owner|holder|account|member|applicant|witness)[_ -]?name|name|patient|client|customer|"
    r"employee|tenant|applicant|witness|insured|beneficiary|guarantor|spouse|supervisor|custodian|signatory|"
    r"guardian|parent|emergency[_ -]?contact|next[_ -]?of[_ -]?kin|(?:referred|reported|entered|created|"
    r"approved|submitted|signed|witnessed|assigned|requested|prepared|reviewed|verified)[_ -]?by"
)
# Round 17: a config or log line's unquoted value under a dotted key ("borrower.name = KIM, Jun-ho",
# "co_borrower.name = …", "appraiser = V. Fjeld", "employment.verified_by = Ugochi Nwankwo (Wells Fargo)").
_INITIAL = re.compile(r"[A-Z]\.")
_LINE_KEYED_NAME = re.compile(
    rf"^[ \t]*(?:[\w-]+\.)*(?i:{_NAME_KEY}|(?:co[_-]?)?borrower|appraiser)[ \t]*=[ \t]*"
    r"([^\"'\s][^\n(;=]{1,60}?)[ \t]*(?:\(|;|$)",
    re.MULTILINE,
)
_KEYED_NAME = re.compile(
    # Round 17: an s-expression's pair too ("(name \"…\")"): the key, a space, the quoted value.
    rf"(?<![\w-])[\"']?(?i:{_NAME_KEY})[\"']?(?:[ \t]*[=:]|(?<=\(name)[ \t])[ \t]*"
    r"(?:[\"“]([^\"”\n]{2,60})[\"”]|'([^'\n]{2,60})')"
)
# Round 14: an XML export's element ("<full_name>Mirela Dragomir</full_name>", "<witness>…</witness>").
_XML_NAME = re.compile(rf"<((?i:{_NAME_KEY}))(?:[ \t][^<>\n]*)?>[ \t]*([^<>\n]{{2,60}}?)[ \t]*</\1>")


def _keyed_names(text: str) -> list[Span]:
    out = []
    if "</" in text:
        for m in _XML_NAME.finditer(text):
            if _is_name_value(text, m.start(2), m.end(2), two_words=True):
                out.append(Span(m.start(2), m.end(2), "PERSON"))
    if "=" in text:
        for m in _LINE_KEYED_NAME.finditer(text):
            words = m.group(1).replace(",", " ").split()
            # Unquoted, the value may be a project's or a product's ("name=Project Alpha"): an initial,
            # a given name or a word no dictionary holds must say it is a person's.
            if any(
                _INITIAL.fullmatch(w) or w in given_names() or outside_dictionary(w) for w in words
            ) and _is_name_value(text, m.start(1), m.end(1), two_words=True):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    if not any(k in text for k in ('="', "='", '": "', '":"', '= "', "= '", '(name "')):
        return out
    for m in _KEYED_NAME.finditer(text):
        start, end = m.span(1) if m.group(1) is not None else m.span(2)
        if _is_name_value(text, start, end, two_words=True):
            out.append(Span(start, end, "PERSON"))
    return out


# Names listed with a name already found: "gave evidence: Jane Doe, Ana Silva and Dr. Kim", a
# numbered witness list, "Jane Doe (officer); Ana Silva (neighbour)".
_LIST_GLUE = re.compile(
    r"(?:,|;|,?[ \t]+(?:and|&|et|y|und|or))[ \t]+(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?"
    r"|[ \t]*\([^()\n]{1,40}\)[;,][ \t]+|[ \t]*\n[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+"
)
_LIST_NAME = re.compile(f"(?:{_WORD})(?:[ \t](?:{_WORD}|[{_UP}]\.)){{0,3}}(?![\w-])")


def _listed_with(text: str, found: list[Span]) -> list[Span]:
    out: list[Span] = []
    taken = {s.start for s in found}
    frontier = sorted(found)
    for _ in range(12):  # a list of a dozen names is followed item by item
        new = []
        for s in frontier:
            glue = _LIST_GLUE.match(text, s.end)
            if not glue:
                continue
            m = _LIST_NAME.match(text, glue.end())
            if not m or m.start() in taken:
                continue
            start, end = trim_entity(text, m.start(), m.end())
            if end <= start or " " not in text[start:end]:
                continue
            words = text[start:end].split()
            if (
                is_private_person(text, start, end)
                and not any(w in _NOT_NAME_WORDS for w in words)
                and words[-1].lower() not in ROLE_NOUNS  # "Lahiru Fonseka, Legal Assistant": the role
            ):
                span = Span(start, end, "PERSON")
                taken.add(start)
                new.append(span)
        if not new:
            break
        out += new
        frontier = new
    return out


# Names written in a script without capitals (Han, Hangul, kana, Arabic, Hebrew, Devanagari, Thai,
# Georgian...): no capital run finds them, and the English model does not read them. In English
# legal text such a run is a name, a place or an organisation; it counts as a person where a cue,
# a sign-off or a verb says so, or next to a name already found ("Wang Wei (王伟)", "A, B and C").
_CASELESS = (
    "\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u0900-\u0dff\u0e00-\u0eff\u10d0-\u10ff"
    "\u1100-\u11ff\u1200-\u137f\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
    "\ufb1d-\ufdff\ufe70-\ufeff\u1c90-\u1cbf"  # the last: Georgian Mtavruli, capitals of no other case
)
# Greek, Cyrillic and Armenian names have capitals but neither the given-name list nor the English
# model knows most of them: a run of two or three such words is judged like a caseless run.
_OTHER_CASED = "\u0370-\u03ff\u0400-\u052f\u0531-\u0587"
_CASELESS_RUN = re.compile(
    f"[{_CASELESS}]+(?:[ \t\u30fb\u00b7][{_CASELESS}]+){{0,3}}"
    f"|[{_OTHER_CASED}]+(?:-[{_OTHER_CASED}]+)?(?:[ \t][{_OTHER_CASED}]+(?:-[{_OTHER_CASED}]+)?){{1,2}}"
)
_OTHER_CASED_START = re.compile(f"[{_OTHER_CASED}]")
_CASELESS_HINT = re.compile(f"[{_CASELESS}{_OTHER_CASED}]")
_NEXT_TO_NAME = re.compile(r"(?:,|;|,?[ \t]+(?:and|&|et|y|und))?[ \t]*\(?[ \t]*\Z")


def _caseless_names(text: str, found: list[Span]) -> list[Span]:
    if not _CASELESS_HINT.search(text):
        return []
    ends = sorted(s.end for s in found)
    out: list[Span] = []
    for m in _CASELESS_RUN.finditer(text):
        start, end = m.span()
        if end - start > 24:
            continue  # a sentence in that script, not a name
        if _OTHER_CASED_START.match(m.group()) and sum(w[0].isupper() for w in m.group().split()) < 2:
            # Greek, Cyrillic and Armenian names are capitalised: a run with one capitalised word is a
            # title or a noun and the sentence around it ("Νόμιμος εκπρόσωπος", legal representative).
            continue
        near = [e for e in ends if start - 8 <= e <= start] + [
            s.end for s in out if start - 8 <= s.end <= start
        ]
        if (
            is_cued(text, start)
            or signed_off(text, start)
            or _PERSON_VERB_AFTER.match(text, end)
            or _line_alone_for_person(text, start, end)
            or any(_NEXT_TO_NAME.match(text, e, start) for e in near)
        ):
            out.append(Span(start, end, "PERSON"))
    return out


def _line_alone_for_person(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    if text[line_start:start].strip() or text[end:line_end].strip():
        return False
    return any(s.start == start for s in layout_candidates_for(text, start, end))


def layout_candidates_for(text: str, start: int, end: int) -> list[Span]:
    """The layout rules' verdict on one line (next line a party role, line before BETWEEN/AND...)."""
    if _NEXT_LINE_SAYS_PERSON.match(_neighbour_line(text, start, end, forward=True)) or (
        _PREVIOUS_LINE_SAYS_PERSON.search(_neighbour_line(text, start, end, forward=False))
    ):
        return [Span(start, end, "PERSON")]
    return []


# A name in capitals on a line of its own in a court caption ("BETWEEN:\n\nJANE DOE\n\nPlaintiff") or
# after "AFFIDAVIT OF": the capital-run rules need lower-case letters.
_CAPS_WORD = f"[{_UP}]{{2,}}(?:[-'’][{_UP}]+)*"
_CAPS_NAME = f"{_CAPS_WORD}(?:[ \t]+(?:[{_UP}]\.|{_CAPS_WORD})){{1,3}}"
_CAPS_HINT = re.compile(f"[{_UP}]{{2,}}[ \t]+[{_UP}]{{2,}}")
# Headings of a witness's record: "DEPOSITION OF ASTRID WAHLGREN", "WITNESS STATEMENT OF …".
_RECORD_OF = "(?:DEPOSITION|STATEMENT|EXAMINATION|TESTIMONY|DECLARATION|TRANSCRIPT)[ \t]+OF"
_CAPS_LINE = re.compile(
    f"\n[ \t]*(?:(AFFIDAVIT OF|ESTATE OF|AFFIDAVIT D[E'’]|DÉCLARATION DE|{_RECORD_OF})[ \t]+)?({_CAPS_NAME})[ \t]*,?(?=\n|$)"
)


# A name in capitals inside a line, where a cue announces it: "The respondent, DONG-HYUN JUNG, did
# not appear", "ESTATE OF AOI SHIMIZU, deceased", "Witness: MARIA DOS SANTOS".
# Found from what can announce it (a ", " or ": " before it, "/s/", a title), not by trying every
# run of capitals in a statute; each candidate still needs ``is_cued``.
# Two scans, each opening on a character class (an alternation at the start is tried at every position).
_CAPS_CUE_END = re.compile(f"[:,/][ \t]+(?=[{_UP}]{{2}})")  # ": ", ", " (a role), "/s/ "
# "Mr ", "Dr. ", and a transcript's "BY MS. FERNÁNDEZ DE CÓRDOBA:"
_CAPS_TITLE_END = re.compile(f"[MD][rsxRSX][sS]?\\.?[ \t]+(?=[{_UP}]{{2}})")
_CAPS_NAME_AT = re.compile(f"({_CAPS_NAME})(?![\\w-])")
_CAPS_OF = re.compile(
    f"(?:ESTATE|AFFIDAVIT|WILL|DEPOSITION|STATEMENT|EXAMINATION|TESTIMONY|DECLARATION|TRANSCRIPT)[ \t]+OF[ \t]+"
    f"(?:THE[ \t]+LATE[ \t]+)?({_CAPS_NAME})(?![\\w-])"
)


def _caps_inline(text: str) -> list[Span]:
    out = []
    ends = [*_CAPS_CUE_END.finditer(text), *literal_finditer(_CAPS_TITLE_END, text)]
    cued = (_CAPS_NAME_AT.match(text, c.end()) for c in ends)
    of = _CAPS_OF.finditer(text) if " OF " in text else ()
    for m in [*(m for m in cued if m), *of]:
        start, end = m.span(1)
        if m.re is _CAPS_NAME_AT and not is_cued(text, start):
            continue
        if any(w.capitalize().rstrip(".") in _NOT_NAME_WORDS for w in text[start:end].split()):
            continue
        if is_private_person(text, start, end, allow_caps=True):
            out.append(Span(start, end, "PERSON"))
    return out


def _caps_names(text: str) -> list[Span]:
    inline = _caps_inline(text) if _CAPS_HINT.search(text) else []
    if "\n" not in text:
        return inline
    out = inline
    for m in _CAPS_LINE.finditer("\n" + text):
        start, end = m.start(2) - 1, m.end(2) - 1
        words = [w.capitalize() for w in text[start:end].split()]
        if any(w.rstrip(".") in _NOT_NAME_WORDS for w in words):
            continue
        if not (m.group(1) or layout_candidates_for(text, start, end) or known_pair(words[0], words[-1])):
            continue
        if is_private_person(text, start, end, allow_caps=True):
            out.append(Span(start, end, "PERSON"))
    return out
