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
    rf"(?im)^[ \t]*({_PARTY_RUN})[ \t]*(?:\.{{2,}}|…+|,|\(|-{{1,2}}|–)?[ \t]*(?:the[ \t]+)?{_ROLE}\b[).,:]?[ \t]*$"
)
# The name alone on its line (maybe with a trailing comma, maybe several parties joined by "and"),
# the role alone on the next line.
_ROLE_NEXT_LINE = re.compile(
    rf"(?m)^[ \t]*({_PARTY_RUN}(?:[ \t]+(?:and|AND|&)[ \t]+{_PARTY_RUN})*)[ \t]*,?[ \t]*\n(?:[ \t]*\n)?"
    rf"[ \t]*(?i:{_ROLE})\b[.,:]?[ \t]*$"
)
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
    rf"\b(?:[Mm]oved|[Ss]econded|[Pp]roposed)[ \t]+by[ \t]+(?:(?:Mr|Ms|Mrs|Dr|Mx)\.?[ \t]+)?"
    rf"((?:(?:van|von|de|dela|del|dos|da|du|le|la|ter|ap|al)[ \t]+)?[{_UP}][\w'’-]+(?:[ \t]+[{_UP}][\w'’-]+)?)"
    rf"(?=[ \t]*[,.;]|[ \t]+and\b)"
)
_NAME_SHAPED = re.compile(_PARTY_RUN)
_LEAD_WORD = re.compile(r"(?:BETWEEN|Between|AND|And|ET|ENTRE|Entre|V|VS|BY|FROM|TO)[ \t]+")
_ROLE_HINT = re.compile(_ROLE, re.IGNORECASE)
# Field labels whose value is one or more private parties: register owners, lease parties.
_PARTY_FIELD = re.compile(
    r"(?<![\w(])(?:(?:REGISTERED[ \t]+OWNERS?|OWNERS?|LANDLORDS?|TENANTS?|TRANSFERORS?|TRANSFEREES?|MORTGAGORS?)"
    r"(?:\(S\))?[ \t]*:|IN[ \t]+THE[ \t]+MATTER[ \t]+OF)[ \t]*"
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


def party_names(text: str) -> list[Span]:
    """PERSON spans for parties a caption's role or a party field announces."""
    out: list[Span] = []
    if _ROLE_HINT.search(text):
        for pattern in (_ROLE_SAME_LINE, _ROLE_NEXT_LINE):
            for m in pattern.finditer(text):
                out.extend(_accept(text, m.start(1), m.end(1)))
    if "Re" in text or "RE" in text or "Objet" in text or "OBJET" in text:
        for m in _MATTER_LINE.finditer(text):
            for group in (1, 2):
                value = m.group(group)
                if (
                    _NAME_SHAPED.fullmatch(value)
                    and _no_body_words(value)
                    and is_private_person(value, 0, len(value), allow_caps=True)
                ):
                    out.append(Span(m.start(group), m.end(group), "PERSON"))
        for m in _MEMO_SUBJECT.finditer(text):
            out.extend(_accept(text, m.start(1), m.end(1)))
    if "oved by" in text or "econded by" in text or "roposed by" in text:
        for m in _MOVED_BY.finditer(text):
            value = m.group(1)
            if value.split()[-1].capitalize() not in _NOT_A_PERSON and is_private_person(
                text, m.start(1), m.end(1)
            ):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    for pattern in (_ROLE_CAPS, _DEED_PARTY, _APPOINTED, _SIGNATORY):
        for m in pattern.finditer(text):
            out.extend(_accept(text, m.start(1), m.end(1)))
    for m in _NAME_PART_FIELD.finditer(text):
        value = m.group(1)
        # Read in ordinary case: the legal veto takes no single word in capitals ("PILKINGTON").
        cased = text[: m.start(1)] + value.title() + text[m.end(1) :] if value.isupper() else text
        if _no_body_words(value) and is_private_person(cased, m.start(1), m.end(1), confirmed=True):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    if "(" in text:
        for m in _DEFINED_SHORT.finditer(text):
            short = m.group(2)
            run = m.group(1)
            # In capitals (a contract's parties) or opening with a given name: not "GitHub Marketplace".
            person_shaped = run.isupper() or run.split()[0].capitalize() in given_names()
            if short.lower() in run.lower().split() and _name_like(short) and person_shaped:
                out.extend(_accept(text, m.start(1), m.end(1)))
    for m in _PARTY_FIELD.finditer(text):
        end = _FIELD_END.search(text, m.end())
        stop = end.start() if end else len(text)
        if stop > m.end() and "\n" not in text[m.end() : stop]:
            out.extend(_accept(text, m.end(), stop))
    return out
