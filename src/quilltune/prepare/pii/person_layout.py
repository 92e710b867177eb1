"""Layout rules for PERSON: names that a legal document's layout announces on a line of their own
(parties blocks, styles of cause, signature blocks, a letter's inside address, sign-offs)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.person_words import _NAME_SRC
from quilltune.prepare.pii.spans import Span

# Where legal documents put a party's name on a line of its own: the parties block
# ("AND:\n\nJane Doe, of 12 Main Street"), the style of cause ("BETWEEN:\n\nJane Doe\nPlaintiff"),
# signature blocks ("Yours truly,\n\nJane Doe\nTel.: ...") and a letter's inside address
# ("Jane Doe\n12 Main Street").
# Starts with a literal newline (the scan prepends one) so the regex engine can skip ahead fast;
# "(?m)^" cost ~40 % of the whole PERSON pass on statutes.
_NAME_LINE = re.compile(rf"\n[ \t]*({_NAME_SRC})[ \t]*(?:(,[ \t]+of)\b[^\n]*)?(?=\n|$)")
_PARTY_ROLE = (
    r"(?:Plaintiffs?|Defendants?|Applicants?|Respondents?|Appellants?|Claimants?|Petitioners?|"
    r"Employee|Tenant|Landlord|Debtor|Creditor|Moving Party|Responding Party)"
)
_PARTY_ROLE_LINE = re.compile(rf"\n[ \t]*{_PARTY_ROLE}\b")
_AND_NAME_ROLE = re.compile(rf"\band[ \t]+({_NAME_SRC})[ \t]*\n[ \t]*{_PARTY_ROLE}\b")
_NEXT_LINE_SAYS_PERSON = re.compile(
    rf"^[ \t]*(?:{_PARTY_ROLE}\b|(?:Tel|Phone|Telephone|Email|E-mail|Fax|Cell|Witness|Signature|\(Signature\)|"
    rf"Print(?:ed)? [Nn]ame|Notary|Commissioner|Guarantor|Borrower|Seller|Buyer|Vendor|Purchaser|Title:)\b"
    rf"|\d{{1,6}}[A-Za-z]?(?:[ \t]+[A-Z0-9]|,[ \t]+(?:rue|avenue|av\.|boulevard|boul\.|chemin|ch\.|route|rang|place|"
    rf"rue|impasse|allée|montée|côte)\b)|(?:Unit|Apt\.?|Apartment|Suite|Flat|app\.|bureau|P\.?O\.? Box|#)[ \t]*\d)"
)
_PREVIOUS_LINE_SAYS_PERSON = re.compile(
    r"^[ \t]*(?:BETWEEN|AND|and|Between|And)\s*:?[ \t]*$|^[ \t]*_{5,}[ \t]*$|"
    r"(?:Yours (?:truly|sincerely|very truly)|Sincerely(?: yours)?|[Rr]egards|Respectfully(?: submitted)?),[ \t]*$"
)
# A sign-off, then a name alone on the next line, even a given name alone ("Thanks,\nAnna").
_SIGN_OFF = re.compile(
    r"(?:Thanks|Thank you|Many thanks|Best|Cheers|Kind regards|Best regards|Warm regards|Regards|Sincerely|"
    r"Yours truly|Yours sincerely|Yours faithfully|Respectfully|Warmly|Best wishes|All the best|Take care|"
    r"Cordialement|Bien à vous|Amitiés|Saludos|Saludos cordiales|Atentamente|Un saludo|Mit freundlichen Grüßen|Groeten|"
    r"Met vriendelijke groet|Med vennlig hilsen|Med venlig hilsen|Med vänliga hälsningar|Z poważaniem|Saygılarımla|"
    r"Ystävällisin terveisin|Cordiali saluti|Com os melhores cumprimentos)\Z"
)
# The sign-offs that languages other than English write without a comma ("Mit freundlichen Grüßen"
# then the name on the next line or after a blank one), found with ``str.find`` (C speed).
_SIGN_OFFS_WITHOUT_COMMA = (
    "Mit freundlichen Grüßen",
    "Med vennlig hilsen",
    "Med venlig hilsen",
    "Med vänliga hälsningar",
    "Z poważaniem",
    "Saygılarımla",
    "Ystävällisin terveisin",
    "Met vriendelijke groet",
    "Cordiali saluti",
    "Atentamente",
    "Saludos cordiales",
    "Cordialement",
    "Bien à vous",
)
_NAME_AFTER_BLANK = re.compile(rf",?[ \t]*\n(?:[ \t]*\n)?[ \t]*({_NAME_SRC})[ \t]*(?=\n|$)")


def _sign_offs_without_comma(text: str) -> Iterator[re.Match[str]]:
    for phrase in _SIGN_OFFS_WITHOUT_COMMA:
        at = text.find(phrase)
        while at != -1:
            name = _NAME_AFTER_BLANK.match(text, at + len(phrase))
            if name:
                yield name
            at = text.find(phrase, at + 1)


_LINE_BREAK_AFTER_COMMA = re.compile(r",[ \t]*\n")
_NAME_ALONE = re.compile(rf"[ \t]*({_NAME_SRC})[ \t]*(?=\n|$)")


def _sign_off_names(text: str) -> Iterator[re.Match[str]]:
    """A sign-off, then a name alone on the next line. Found from the rare ",\n" (a literal the
    regex engine skips to fast), not by trying every sign-off word at every position."""
    for m in _LINE_BREAK_AFTER_COMMA.finditer(text):
        if _SIGN_OFF.search(text, max(0, m.start() - 20), m.start()):
            name = _NAME_ALONE.match(text, m.end())
            if name:
                yield name


def _neighbour_line(text: str, start: int, end: int, forward: bool) -> str:
    """The nearest non-blank line after ``end`` (or before ``start``)."""
    if forward:
        for line in text[end : end + 300].split("\n")[1:]:
            if line.strip():
                return line
        return ""
    for line in reversed(text[max(0, start - 300) : start].split("\n")[:-1]):
        if line.strip():
            return line
    return ""


def layout_candidates(text: str) -> Iterator[Span]:
    """Names that the layout of a legal document announces (parties, captions, signatures)."""
    for m in _NAME_LINE.finditer("\n" + text):
        s, e = m.start(1) - 1, m.end(1) - 1
        if " " not in text[s:e]:
            continue
        if (
            m.group(2)
            or _NEXT_LINE_SAYS_PERSON.match(_neighbour_line(text, s, e, forward=True))
            or _PREVIOUS_LINE_SAYS_PERSON.search(_neighbour_line(text, s, e, forward=False))
        ):
            yield Span(s, e, "PERSON")
    if _PARTY_ROLE_LINE.search(text):  # most texts have no role line: skip trying a name at every "and"
        for m in _AND_NAME_ROLE.finditer(text):
            yield Span(m.start(1), m.end(1), "PERSON")
    for m in _sign_off_names(text):
        yield Span(m.start(1), m.end(1), "PERSON")
    for m in _sign_offs_without_comma(text):
        yield Span(m.start(1), m.end(1), "PERSON")


def signed_off(text: str, start: int) -> bool:
    """True when a sign-off line ("Thanks,") stands right above ``start``."""
    line = text.rfind("\n", 0, start)
    if line <= 0 or text[start - 1] not in "\n \t":
        return False
    end = line
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    if text[end - 1 : end] == ",":
        return _SIGN_OFF.search(text, max(0, end - 21), end - 1) is not None
    # Round 17: a sign-off languages write without a comma, on the line above or above a blank one.
    if text[end - 1 : end] == "\n":
        end -= 1
        while end > 0 and text[end - 1] in " \t":
            end -= 1
    above = text[text.rfind("\n", 0, end) + 1 : end].strip()
    return above in _SIGN_OFFS_WITHOUT_COMMA


# Round 15: a CSV cell boundary ('Laurence,"Faadumo Warsame': a surname-first author, then the quoted
# recipients cell), a semicolon or a pipe between two people is a gap too.
_WIDE_GAP = re.compile(r"[ \t]{2,}|\t|[ \t]*(?:,\"|\",|;|\|)[ \t]*")


def split_wide_gaps(text: str, spans: list[Span]) -> list[Span]:
    """A PERSON span across two columns ("Mirela Dragomir                Anselm Kowalczyk", a two-column
    layout the model read as one run, or two CSV cells) becomes one span per column."""
    out = []
    for s in spans:
        if not _WIDE_GAP.search(text, s.start, s.end):
            out.append(s)
            continue
        at, pieces = s.start, []
        for gap in _WIDE_GAP.finditer(text, s.start, s.end):
            pieces.append((at, gap.start()))
            at = gap.end()
        pieces.append((at, s.end))
        out += [Span(a, b, s.label) for a, b in pieces if b > a and _NAME_PIECE.fullmatch(text, a, b)]
    return out


# A column's piece that can be a name: two words or more, no digits ("Bail" of "Bail review", a file
# number in the next cell and a "DOB" label are not).
_NAME_PIECE = re.compile(r"[^\d\s]+(?:[ \t][^\d\s]+)+")
