"""Parties that a style of cause or a register names by their role, whatever their words.

A caption sets each party's name in capitals on a line whose role follows it ("SHANIQUE BAILEY .....
RESPONDENT", "ROHAN MEHTA, Plaintiff") or sits on the next line ("TYLER MACKINNON" then "Defendant").
Capitals hide whether a word is a name, and a surname is often an English word too (BAILEY, WRIGHT,
CARDINAL), so the dictionary test of ``person_caps`` cannot decide here: the role does. Fields that name
owners or parties of a record ("REGISTERED OWNER(S): A AND B AS JOINT TENANTS", "LANDLORD: …",
"IN THE MATTER OF A and B") are read the same way. Firms, bodies and places are still vetoed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import lines_holding as _lines_holding
from quilltune.prepare.pii.literals import literal_finditer
from quilltune.prepare.pii.person_caps import PLACES, outside_dictionary
from quilltune.prepare.pii.person_lines import _NOT_A_PARTY_NAME
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _LAW_OR_ORGANISATION, _NOT_A_PERSON, _UP, given_names
from quilltune.prepare.pii.spans import Span

_ROLE = (
    r"(?:PLAINTIFF|DEFENDANT|APPLICANT|RESPONDENT|PETITIONER|APPELLANT|APPELLEE|CLAIMANT|ACCUSED|DEBTOR|"
    r"CREDITOR|DEMANDEUR|DEMANDERESSE|DÉFENDEUR|DÉFENDERESSE|REQUÉRANT|REQUÉRANTE|INTIMÉE?|APPELANTE?|"
    r"MIS EN CAUSE|MISE EN CAUSE)(?:\(?S\)?)?"
)
_CAPS_WORD = rf"[{_UP}][{_UP}\u0300-\u036f'’.-]*"
# A run of capitalised words (two to five), capitals or ordinary case, particles inside.
_PARTY_RUN = (
    rf"(?:{_CAPS_WORD}|[{_UP}][\w'’.\u0300-\u036f-]*)"
    rf"(?:[ \t]+(?:(?:van|von|der|den|de|da|das|dos|di|del|della|la|le|du|bin|binti|ap|ter|dela)[ \t]+){{0,2}}"
    rf"(?:{_CAPS_WORD}|[{_UP}][\w'’.\u0300-\u036f-]*)){{1,4}}"
)
# The role on the same line: "NAME ..... RESPONDENT", "NAME, Plaintiff", "NAME (Applicant)".
_ROLE_SAME_LINE = re.compile(
    rf"[ \t]*({_PARTY_RUN})[ \t]*(?:\.{{2,}}|…+|,|\(|-{{1,2}}|–)?[ \t]*(?:the[ \t]+)?(?i:{_ROLE})\b[).,:]?[ \t]*$",
    re.MULTILINE,
)
# The name alone on its line (maybe with a trailing comma, maybe several parties joined by "and"),
# the role alone on the next line.
_ROLE_NEXT_LINE = re.compile(
    rf"[ \t]*({_PARTY_RUN}(?:[ \t]+(?:and|AND|&)[ \t]+{_PARTY_RUN})*)[ \t]*,?[ \t]*\n(?:[ \t]*\n)?"
    rf"[ \t]*(?i:{_ROLE})\b[.,:]?[ \t]*$",
    re.MULTILINE,
)
# The roles' words as the lower-cased text spells them: found with ``str.find``, the two patterns
# above are then tried on those lines only (a statute names "the applicant" on many of its lines).
_ROLE_STEMS = (
    "plaintiff", "defendant", "applicant", "respondent", "petitioner", "appellant", "appellee", "claimant",
    "accused", "debtor", "creditor", "demandeur", "demanderesse", "défendeur", "défenderesse", "requérant",
    "intimé", "appelant", "mis en cause", "mise en cause",
)  # fmt: skip
# A signature block: the signatory's name (after a dash or "/s/"), the capacity alone on the next line.
_SIGNATORY = re.compile(
    rf"(?m)^[ \t]*(?:[—–-]|/s/)?[ \t]*({_PARTY_RUN})[ \t]*\n[ \t]*(?:Vendor|Purchaser|Lender|Borrower|Landlord|"
    r"Tenant|Employee|Guarantor|Seller|Buyer|Lessor|Lessee|Licensor|Licensee|Testator|Testatrix|Executor|"
    r"Executrix|Trustee|Witness|Declarant|Deponent|Affiant|Grantor|Mortgagor|Mortgagee|Assignor|Assignee|"
    r"Releasor|Releasee|Contractor|Consultant|Spouse|Husband|Wife|Father|Mother|Parent|Guardian)[ \t]*$"
)
# A letter's matter line: "Re: Callum Ashworth v. Ayşegül Doğan" (no citation: a private dispute; the
# other party may be written in its own script); a memo's "RE: WONG WING SZE - LTB-L-197196-20".
_MATTER_LINE = re.compile(
    rf"(?m)^[ \t]*(?:Re|RE|Objet|OBJET)[ \t]*:[ \t]*({_PARTY_RUN})[ \t]+(?:v|vs|c)\.?[ \t]+([^\n\d]+?)[ \t]*$"
)
# Round 13: a decision's style of cause alone on a line near its head: "Imogen Pennington v. Hudson's
# Bay Company" (no year, no reporter: a caption, not a citation).
_SIDE_WORD = r"(?:[^\W\d_a-z][\w'’.&-]*|of|the|and|for|de|du|des|la|le|et|van|von|der|den|da|dos)"
_STYLE_LINE = re.compile(
    rf"(?m)^[ \t]*({_PARTY_RUN})[ \t]+(?:v|vs|c)\.?[ \t]+({_SIDE_WORD}(?:[ \t]+{_SIDE_WORD}){{0,6}})[ \t]*$"
)
_HEAD_CHARS = 600
_SENTENCE_WORDS = frozenset("In See Per Cf Following Applying Under As Like Unlike Since".split())
_CAPS_RUN = rf"{_CAPS_WORD}(?:[ \t]+{_CAPS_WORD}){{1,4}}"
_MEMO_SUBJECT = re.compile(rf"(?m)^[ \t]*RE[ \t]*:[ \t]*({_CAPS_RUN})[ \t]+[-–—][ \t]+\S")
# A police or incident report's role in capitals before the name: "COMPLAINANT CHIARA LO RUSSO advised".
_ROLE_CAPS = re.compile(
    rf"\b(?:COMPLAINANT|SUBJECT|WITNESS|VICTIM|SUSPECT|ACCUSED|DRIVER|CALLER|INFORMANT|OCCUPANT|PASSENGER)[ \t]+"
    rf"({_CAPS_RUN})(?=[ \t]+[a-z(]|[ \t]*[,.;(])"
)
# A party and the short name the document gives it: "BETWEEN SHANIQUE CAMPBELL ("Shanique") AND …".
_DEFINED_SHORT = re.compile(
    rf"({_PARTY_RUN})[ \t]*\([ \t]*(?:the[ \t]+)?[\"“«][ \t]*([^\"”»\n]{{2,30}}?)[ \t]*[\"”»][ \t]*\)"
)
# A deed's appearing parties and a power of attorney's attorney: "PIETER VAN DER MERWE, né(e) le …",
# "MAHAD JAMA et RAKIB CHATTOPADHYAY, domiciliés au …", "I appoint Pieter du Plessis (0443 …)".
_DEED_PARTY = re.compile(
    rf"(?m)^[ \t]*({_PARTY_RUN}(?:[ \t]+(?:et|and|ET|AND)[ \t]+{_PARTY_RUN})?)[ \t]*,[ \t]*"
    r"(?:née?s?\b|né\(e\)|domicilié|born\b|residing\b|of[ \t]+\d)"
)
# A form's name parts, one word or two, in any case: "Family name: PILKINGTON", "Last name: Bruni   First:
# Matteo", "Given name(s) — Kåre". (A single word in capitals passes no other rule: it could be a heading.)
_NAME_PART = (
    r"(?:family[ \t]+name|last[ \t]+name|surname|nom(?:[ \t]+de[ \t]+famille)?|apellidos?|given[ \t]+names?(?:\(s\))?|"
    r"first[ \t]+names?|forenames?|middle[ \t]+names?|prénoms?|nombres?)"
)
_NAME_PART_FIELD = re.compile(
    rf"(?im)(?:^|[ \t]{{2,}}|\t)[ \t]*(?:{_NAME_PART}|(?<=[ \t])first)[ \t]*[:—–|][ \t]*"
    rf"([{_UP}][\w'’\u0300-\u036f-]+(?:[ \t][{_UP}][\w'’\u0300-\u036f-]+)?)(?=[ \t]*$|[ \t]{{2,}}|\t)"
)
_APPOINTED = re.compile(
    rf"\b(?:appoint|appoints|nominate|nominates|constitute|constitutes)[ \t]+({_PARTY_RUN})"
    r"(?=[ \t]*(?:\(|,|[ \t]as\b|[ \t]to[ \t]be\b))"
)
# Minutes: "moved by dela Cruz, seconded by Wainwright".
_MOVED_BY = re.compile(
    rf"\b(?:moved|Moved|seconded|Seconded|proposed|Proposed)[ \t]+by[ \t]+(?:(?:Mr|Ms|Mrs|Dr|Mx)\.?[ \t]+)?"
    rf"((?:(?:van|von|de|dela|del|dos|da|du|le|la|ter|ap|al)[ \t]+)?[{_UP}][\w'’-]+(?:[ \t]+[{_UP}][\w'’-]+)?)"
    rf"(?=[ \t]*[,.;]|[ \t]+and\b)"
)
_NAME_SHAPED = re.compile(_PARTY_RUN)
_LEAD_WORD = re.compile(r"(?:BETWEEN|Between|AND|And|ET|ENTRE|Entre|V|VS|BY|FROM|TO)[ \t]+")
# Field labels whose value is one or more private parties: register owners, lease parties.
_PARTY_FIELD = re.compile(
    r"(?<![\w(])(?:(?:REGISTERED[ \t]+OWNERS?|OWNERS?|LANDLORDS?|TENANTS?|TRANSFERORS?|TRANSFEREES?|MORTGAGORS?)"
    r"(?:\(S\))?[ \t]*:|IN[ \t]+THE[ \t]+MATTER[ \t]+OF)[ \t]*"
)
# Round 13: "in the matter of van den Heuvel, Marieke, and to bring …", "In the matter of the bankruptcy of
# Mehmet Can Öztürk": the person a summons or a bankruptcy is about, surname first or not.
_IN_MATTER_OF = re.compile(
    r"\b[Ii]n[ \t]+the[ \t]+matter[ \t]+of[ \t]+(?:the[ \t]+(?:bankruptcy|estate|proposal|guardianship|adoption|"
    r"custody|trust|insolvency|receivership)[ \t]+of[ \t]+(?:the[ \t]+late[ \t]+)?)?"
    rf"((?:(?:van|von|der|den|de|da|das|dos|di|del|la|le|du|dela|ter|ten|bin|binti)[ \t]+){{0,2}}[{_UP}][\w'’-]+(?:[ \t]+[{_UP}][\w'’-]+)?"
    rf",[ \t]+[{_UP}][\w'’-]+(?:[ \t]+[{_UP}][\w'’-]+)?|{_PARTY_RUN})(?=[ \t]*(?:[,.;:]|\n|$))"
)
_JOINED = re.compile(r"[ \t]+(?:and|AND|&|et|ET)[ \t]+|[ \t]*;[ \t]*")
_FIELD_END = re.compile(
    r"[ \t]+AS[ \t]+(?:JOINT[ \t]+TENANTS|TENANTS[ \t]+IN[ \t]+COMMON)\b|[ \t]{2,}|,|$", re.M
)


_ROLE_WORDS = frozenset(
    """Plaintiff Plaintiffs Defendant Defendants Applicant Applicants Respondent Respondents Appellant
    Appellants Claimant Claimants Petitioner Petitioners Court Tribunal Board Commission Council Registry
    Municipality City Town County Province State Crown Government Ministry Department Agency Office""".split()
)


def _name_like(word: str) -> bool:
    """A given name, or no English word: "Sila", "Grace"; not "Plan", "Extension"."""
    return word.capitalize() in given_names() or outside_dictionary(word)


def _no_body_words(value: str) -> bool:
    """No word of a body, firm or place ("MUNICIPALITY OF MOOSE JAW", "Haugland Marine AS")."""
    words = [w.strip(".,") for w in value.split()]
    if _NOT_A_PARTY_NAME.search(value.upper()) or any(w.lower() in ("of", "the") for w in words):
        return False
    # Words that only name things; a place-like surname ("Vaughan", "Hamilton") is left to the legal veto.
    if all(w.upper() in PLACES for w in words):
        return False
    return not any(w in _LAW_OR_ORGANISATION or w.capitalize() in _ROLE_WORDS for w in words)


def _words_ok(value: str) -> bool:
    """No body word, and one word at least that is a given name or no English word ("AN
    ARBITRATION" is English)."""
    if not _no_body_words(value):
        return False
    names = given_names()
    return any(w.capitalize() in names or outside_dictionary(w.strip(".,")) for w in value.split())


def _accept(text: str, start: int, end: int) -> Iterator[Span]:
    """Each party of a run joined by "and"/"&"/";" that passes the legal veto."""
    value = text[start:end]
    pieces, at = [], 0
    for sep in _JOINED.finditer(value):
        pieces.append((at, sep.start()))
        at = sep.end()
    pieces.append((at, len(value)))
    for a, b in pieces:
        s, e = start + a, start + b
        while s < e and text[s] in " \t":
            s += 1
        lead = _LEAD_WORD.match(text, s, e)
        if lead:
            s = lead.end()  # "BETWEEN SHANIQUE CAMPBELL (…": the word that opens the list
        while e > s and text[e - 1] in " \t.":
            e -= 1
        part = text[s:e]
        if len(part.split()) < 2 or not _NAME_SHAPED.fullmatch(part) or not _words_ok(part):
            continue
        # Read without what follows the party: the next party of the line may be a firm
        # ("GUÐRÚN SIGURÐARDÓTTIR and McCarthy Tétrault LLP"), which vetoes only itself.
        if is_private_person(text[:e], s, e, allow_caps=True):
            yield Span(s, e, "PERSON")


def _lines_of(text: str, pattern: re.Pattern[str], *, skip_newline: bool = False) -> list[tuple[int, int]]:
    """(start, end) of the lines where ``pattern`` matches (``skip_newline``: it opens with the line's
    newline), in order."""
    out: list[tuple[int, int]] = []
    for m in pattern.finditer(text):
        at = m.start() + 1 if skip_newline else m.start()
        start = text.rfind("\n", 0, at) + 1
        if out and out[-1][0] == start:
            continue
        end = text.find("\n", start)
        out.append((start, len(text) if end == -1 else end))
    return out


def _previous_line(text: str, line_start: int) -> int | None:
    """Start of the nearest line above ``line_start`` with text, skipping one blank line."""
    if line_start == 0:
        return None
    end = line_start - 1
    start = text.rfind("\n", 0, end) + 1
    if not text[start:end].strip() and start > 0:
        end = start - 1
        start = text.rfind("\n", 0, end) + 1
    return start


def _on_lines(pattern: re.Pattern[str], text: str, lines: list[tuple[int, int]], *, above: bool = False):
    """``pattern``'s matches on ``lines`` (``above``: from the line above each, for two-line patterns)."""
    for start, end in lines:
        if above:
            start = _previous_line(text, start)
            if start is None:
                continue
        yield from pattern.finditer(text, start, end)


def _caption_parties(text: str) -> list[Span]:
    lines = _lines_of(text, _ROLE_AT_LINE_END)
    out = []
    for m in [*_on_lines(_ROLE_SAME_LINE, text, lines), *_on_lines(_ROLE_NEXT_LINE, text, lines, above=True)]:
        out.extend(_accept(text, m.start(1), m.end(1)))
    return out


def _matter_lines(text: str) -> list[Span]:
    out = []
    lines = _lines_holding(text, ("Re:", "RE:", "Re :", "RE :", "Objet", "OBJET"), lowered=False)
    for m in _on_lines(_MATTER_LINE, text, lines):
        out.extend(_private_sides(text, m))
    for m in _on_lines(_MEMO_SUBJECT, text, lines):
        out.extend(_accept(text, m.start(1), m.end(1)))
    for m in _STYLE_LINE.finditer(text, 0, min(len(text), _HEAD_CHARS)):
        if m.group(1).split()[0] not in _SENTENCE_WORDS:
            out.extend(_private_sides(text, m))
    return out


def _private_sides(text: str, m: re.Match[str]) -> list[Span]:
    out = []
    for group in (1, 2):
        value = m.group(group)
        if (
            _NAME_SHAPED.fullmatch(value)
            and _no_body_words(value)
            and is_private_person(value, 0, len(value), allow_caps=True)
        ):
            out.append(Span(m.start(group), m.end(group), "PERSON"))
    return out


def _movers(text: str) -> list[Span]:
    out = []
    for m in literal_finditer(_MOVED_BY, text):
        value = m.group(1)
        if value.split()[-1].capitalize() not in _NOT_A_PERSON and is_private_person(
            text, m.start(1), m.end(1)
        ):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def _name_parts(text: str) -> list[Span]:
    out = []
    lines = sorted({line for label in _NAME_PART_LABELS for line in _lines_of(text, label)})
    for m in _on_lines(_NAME_PART_FIELD, text, lines):
        value = m.group(1)
        # Read in ordinary case: the legal veto takes no single word in capitals ("PILKINGTON").
        cased = text[: m.start(1)] + value.title() + text[m.end(1) :] if value.isupper() else text
        if _no_body_words(value) and is_private_person(cased, m.start(1), m.end(1), confirmed=True):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def _short_named(text: str) -> list[Span]:
    out = []
    for m in _on_lines(_DEFINED_SHORT, text, _lines_holding(text, _QUOTE_OPENERS, lowered=False)):
        short, run = m.group(2), m.group(1)
        # In capitals (a contract's parties) or opening with a given name: not "GitHub Marketplace".
        person_shaped = run.isupper() or run.split()[0].capitalize() in given_names()
        if short.lower() in run.lower().split() and _name_like(short) and person_shaped:
            out.extend(_accept(text, m.start(1), m.end(1)))
    return out


def _party_fields(text: str) -> list[Span]:
    out = []
    for m in literal_finditer(_PARTY_FIELD, text):
        end = _FIELD_END.search(text, m.end())
        stop = end.start() if end else len(text)
        if stop > m.end() and "\n" not in text[m.end() : stop]:
            out.extend(_accept(text, m.end(), stop))
    return out


_QUOTE_OPENERS = ('("', "(“", "(«", '( "', "(the", "( “")
# A caption's roles and a signature block's capacities as they stand on their own lines: capitalised or in
# capitals ("the applicant shall" in a statute's sentence is neither).
_CAPITALISED_ROLES = tuple(f(stem) for stem in _ROLE_STEMS for f in (str.capitalize, str.upper))
_CAPACITY_STEMS = (
    "vendor", "purchaser", "lender", "borrower", "landlord", "tenant", "employee", "guarantor", "seller",
    "buyer", "lessor", "lessee", "licensor", "licensee", "testat", "execut", "trustee", "witness", "declarant",
    "deponent", "affiant", "grantor", "mortgag", "assign", "releas", "contractor", "consultant", "spouse",
    "husband", "wife", "father", "mother", "parent", "guardian",
)  # fmt: skip
_CAPACITIES = tuple(f(stem) for stem in _CAPACITY_STEMS for f in (str.capitalize, str.upper))
# Case-sensitive alternations of capitalised words: the engine tries them only where one of their first
# letters stands (a case-insensitive alternation, or one ``str.find`` per word, costs several times more).
_ROLE_AT_LINE_END = re.compile(
    rf"(?:{'|'.join(_CAPITALISED_ROLES)})(?:s|S|\(s\)|\(S\))?[).,:]?[ \t]*(?=\n|\Z)"
)
_CAPACITY_LINE = re.compile(rf"\n[ \t]*(?:{'|'.join(_CAPACITIES)})\w*[ \t]*(?=\n|\Z)")
_DEED_CUE = re.compile(r",[ \t]*(?:née?s?\b|né\(e\)|domicilié|born\b|residing\b|of[ \t]+\d)")
_NAME_PART_LABELS = (
    re.compile(r"names?(?:\(s\))?[ \t]*[:—–|]"),  # a literal prefix: the engine skips to each "name"
    re.compile(
        r"(?:Surname|SURNAME|NAME|Nom|NOM|First|FIRST|Prénom|PRÉNOM|Apellido|APELLIDO|Forename|FORENAME)S?"
        r"(?:\(S\))?[ \t]*[:—–|]"
    ),
)


def party_names(text: str) -> list[Span]:
    """PERSON spans for parties a caption's role, a party field, a deed, a memo or a form names."""
    out = _caption_parties(text) + _party_fields(text) + _name_parts(text) + _short_named(text)
    out += _matter_lines(text)
    if "matter of" in text:
        for m in _IN_MATTER_OF.finditer(text):
            if is_private_person(text, m.start(1), m.end(1), allow_caps=True):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    if "oved by" in text or "econded by" in text or "roposed by" in text:
        out += _movers(text)
    for pattern in (_ROLE_CAPS, _APPOINTED):
        for m in literal_finditer(pattern, text):
            out.extend(_accept(text, m.start(1), m.end(1)))
    deeds = _on_lines(_DEED_PARTY, text, _lines_of(text, _DEED_CUE))
    signatories = _on_lines(_SIGNATORY, text, _lines_of(text, _CAPACITY_LINE, skip_newline=True), above=True)
    for m in [*deeds, *signatories]:
        out.extend(_accept(text, m.start(1), m.end(1)))
    return out
