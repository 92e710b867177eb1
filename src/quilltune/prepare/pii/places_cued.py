"""Addresses that no street pattern describes, taken where the text says an address follows.

``places.find_address`` reads an address from its own shape: a civic number and a street type, or
a postcode tail. Many real addresses have neither: "General Delivery, Fort Chipewyan, Alberta",
"RR 2, Site 14, Comp 9, Olds, Alberta", "Knockbrack, Ballyvourney, Co. Cork", "The Old Forge, Mill
Lane, Little Haddon, Oxfordshire", "Stand 1174, Extension 9, Soshanguve". Here the words before
decide ("resides at", "I live at", "Address:", "I, <name>, of"), and the value is the run of
comma-separated, capitalised parts that follows, kept only when one part holds a digit, names a
street, or the last one names a province, state or county. A line made only of such parts, ending
in a region or a postcode, is taken without a cue (a letterhead's or a form's address line). A UK
postcode just after an address (same line or the next) is its own POSTAL_CODE span.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.literals import lower_same_length
from quilltune.prepare.pii.places import _PROVINCES, _STATE_NAMES
from quilltune.prepare.pii.spans import Span

# Matched on the lower-cased text (same length, see ``literals.lower_same_length``): a case-insensitive
# scan cost three times as much on statutes.
_CUE = re.compile(
    r"\b(?:resides?|residing|resided|lives?|lived|living|domiciled|staying)[ \t]+at[ \t]*:?[ \t]*"
    # Round 25: other languages' labels and verbs ("Domicilio actual:", "Morada:", "vive en", "mora em",
    # "se enviaron a", "foram enviadas para", "wohnt in"), and the question a questionnaire answers below
    r"|\b(?:domicilio|dirección|direccion|morada|endereço|endereco|indirizzo|anschrift|adres|woonadres|"
    r"wohnadresse)\b[^\n:|—–]{0,30}?[ \t]*[:|—–][ \t]*"
    r"|\b(?:vive|vivía|reside)[ \t]+en[ \t]+|\bmora[ \t]+em[ \t]+|\bwohnt[ \t]+in[ \t]+"
    r"|\b(?:enviaron|enviadas?|enviados?)[ \t]+(?:a|para)[ \t]+"
    r"|\b(?:what address should mail be sent to|(?:dónde|donde) vive(?: actualmente)?|onde mora(?: atualmente)?|"
    r"où habitez-vous|where do you (?:live|reside)(?: now| currently)?)\?[ \t]*\n?[ \t]*"
    r"(?:(?:→|\[[x ]\]|answer:|a[.:]|:)[ \t]*)?"
    r"|\b(?:sent|delivered|mailed|posted|served|forwarded|go|goes)[ \t]+to[ \t]+"
    r"|\b(?:responded|attended|went|came|come|moved|relocated|returned|drove|walked)[ \t]+(?:to|at)[ \t]+"
    r"|\b(?:unit|premises|property|home|house|residence|flat|apartment)[ \t]+at[ \t]+"
    r"|\b(?:address|adresse|domicile|rental unit|premises|residence|home)\b[^\n:|—–]{0,30}?[ \t]*[:|—–][ \t]*"
    r"|\b(?:i|me),[ \t][^,\n]{2,60},[ \t]+of[ \t]+"
)
# Where an address ends: a line end, a bracket, a clause word, or a full stop that ends a sentence.
_STOP = re.compile(
    r"\n|;|\(|\)|\||[ \t][—–][ \t]|[ \t](?:is|and|with|on|from|for|where|since|until|but|who|which|to|in)[ \t]"
    r"|\.(?=[ \t]*(?:$|\n|[ \t]+[A-Z]))"
)
# A full stop after these ends an abbreviation, not the address: "Co. Cork", "H.No. 7", "Queens Quay W."
_ABBREVIATION = re.compile(r"(?:\b[A-Z][a-z]{0,3}|\bNo|\b[A-Z]\.[A-Z][a-z]?)$")
# Round 25: a unit in lower case ("apto 94", "piso 3", "depto 2") is a part too.
_PART = re.compile(r"(?:[A-Z0-9ÀÉÎÔÛÇĀŌŪ]|(?:apto|apt|piso|depto|dpto|bloco|int)\.?[ \t]+\d)[^,]*")
_STREET = re.compile(
    r"\b(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Court|Ct|Crescent|Cres|Way|Place|Pl|"
    r"Terrace|Parkway|Highway|Hwy|Circle|Trail|Square|Row|Gate|Heights|Grove|Close|Path|Line|Sideroad|"
    r"Concession|Bay|Quay|Mews|Walk|Wynd|Park|Rise|Hill|Green|Gardens|Kingsway|Broadway|Esplanade)\b\.?"
    # the street type ends the part ("Mill Lane", "88 Queens Quay W"), unlike "St. Lawrence Region"
    r"(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?)?$"
)
_REGION = re.compile(
    rf"(?:{_PROVINCES}|Newfoundland|[A-Z]{{2}}[ \t]+\d{{5}}(?:-\d{{4}})?|"
    r"(?:Co\.|County)[ \t]+[A-Z][a-z]+|[A-Z][a-z]+shire|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?[ \t]+\d{4,6}|"
    r"(?:[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?,?[ \t]+)?[AC-FHKNPRTV-Y]\d[\dW][ \t]?[AC-FHKNPRTV-Y0-9]{4}|"
    rf"{_STATE_NAMES})$"
)
_UNIT_WORD = re.compile(
    r"(?:RR|R\.R\.|Box|PO Box|P\.O\. Box|Site|Comp|Flat|Apt|Apartment|Unit|Suite|House|Stand|Lot|General Delivery)\b"
)
_CA_POSTAL = re.compile(r"[A-Z]\d[A-Z][ -]?\d[A-Z]\d$")
_UK_POSTCODE = re.compile(r"(?:,[ \t]*|[ \t]*\n[ \t]*|[ \t]+)([A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2})(?![\w-])")
_POSTCODE_LINE = re.compile(
    r"\n[ \t]*(?:[A-Z]\d[A-Z][ -]?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2})[ \t]*(?:\n|$)"
)


def _lines_with_commas(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, value) of each line of 8-200 characters holding two commas or more, edges trimmed."""
    pos = 0
    for line in text.split("\n"):
        if line.count(",") >= 2 and 8 <= len(line) <= 200:
            value = line.strip()
            start = pos + line.index(value)
            yield start, start + len(value), value
        pos += len(line) + 1


def _parts(value: str) -> list[str]:
    return [p.strip() for p in value.split(",")]


# Two lower-case words in a row, or one at the end: prose ("na" in "Ard na Gréine" is not).
_PROSE_AFTER = re.compile(r"[ \t]+[a-z]\S*(?:[ \t]+[a-z].*)?$")
_CA_POSTAL_TAIL = re.compile(r"[ \t,]+[A-Z]\d[A-Z][ -]?\d[A-Z]\d$")


def _address_parts(value: str) -> list[str]:
    """The leading comma-separated parts that read as an address: capitalised or numbered, short,
    no field label inside. The last part loses the prose after it ("Alberta was left without heat")
    and a Canadian postal code, which is its own span."""
    kept = []
    for part in _parts(value):
        part = _PROSE_AFTER.sub("", part)
        if not part or not _PART.match(part) or ":" in part or "—" in part or len(part.split()) > 6:
            break
        kept.append(part)
    if kept:
        kept[-1] = _CA_POSTAL_TAIL.sub("", kept[-1])
    if kept and _CA_POSTAL.fullmatch(kept[-1]):
        kept.pop()
    return kept


def _reads_as_address(parts: list[str]) -> bool:
    if len(parts) < 2:
        return False
    numbered = any(ch.isdigit() for ch in parts[0]) or any(ch.isdigit() for ch in parts[1])
    # A town and its province alone ("of Moncton, New Brunswick") is a place, not an address.
    regional = len(parts) >= 3 and bool(_REGION.search(parts[-1]))
    return numbered or regional or any(_STREET.search(p) for p in parts)


def _span_of(text: str, start: int, parts: list[str]) -> Span:
    end = start
    for part in parts:
        end = text.index(part, end) + len(part)
    return Span(start, end, "ADDRESS")


def _postcode_after(text: str, end: int) -> Iterator[Span]:
    m = _UK_POSTCODE.match(text, end)
    if m:
        yield Span(m.start(1), m.end(1), "POSTAL_CODE")


def _stop(text: str, start: int) -> int:
    limit = min(len(text), start + 140)
    for stop in _STOP.finditer(text, start, limit):
        if stop.group() != "." or not _ABBREVIATION.search(text, start, stop.start()):
            return stop.start()
    return limit


# Each cue starts with one of these (``str.find`` at C speed, then the pattern at that word only: a
# pattern starting with ``\b`` gets no literal skip and tried every position of a statute).
_CUE_STARTS = (
    "resid", "live", "living", "domicil", "stay", "sent to", "delivered to", "mailed to", "posted to",
    "served to", "forwarded to", "go to", "goes to", "responded", "attended", "went", "came to",
    "come to", "moved", "relocated", "returned", "drove", "walked", "unit at", "premises", "property at",
    "home at", "home:", "house at", "flat at", "apartment at", "address", "adresse", "rental unit",
    "residence", "where do you", "i, ", "me, ",
    # round 25
    "domicilio", "dirección", "direccion", "morada", "endereço", "endereco", "indirizzo", "anschrift", "adres",
    "woonadres", "wohnadresse", "vive", "vivía", "mora em", "wohnt", "enviaron", "enviad", "what address",
    "dónde", "donde", "onde mora", "où habitez",
)  # fmt: skip


def _cues(lowered: str) -> Iterator[re.Match[str]]:
    starts = set()
    for stem in _CUE_STARTS:
        at = lowered.find(stem)
        while at != -1:
            if at == 0 or not lowered[at - 1].isalnum():
                starts.add(at)
            at = lowered.find(stem, at + 1)
    for at in sorted(starts):
        m = _CUE.match(lowered, at)
        if m is not None:
            yield m


def find_cued_address(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for cue in _cues(lower_same_length(text)):
        start = cue.end()
        value = text[start : _stop(text, start)]
        parts = _address_parts(value)
        if parts and _reads_as_address(parts):
            span = _span_of(text, start, parts)
            yield span
            yield from _postcode_after(text, span.end)


def find_address_line(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    """A line that is an address and nothing else: three parts or more, the first numbered or the
    last a region, ending in a region or a postcode."""
    if text.count(",") < 2:
        return
    for start, end, value in _lines_with_commas(text):
        if value.endswith((".", ":")):
            continue
        parts = _parts(value)
        if not _REGION.search(parts[-1]) and not _CA_POSTAL.fullmatch(parts[-1]):
            continue
        if _address_parts(value) != [p for p in parts if not _CA_POSTAL.fullmatch(p)]:
            continue
        kept = _address_parts(value)
        # "1 CN System Headquarters, Montreal, Quebec" is a numbered list's item: one number is not
        # enough here; a street, a rural route or box, two numbered parts or a postcode are.
        evidence = (
            sum(any(ch.isdigit() for ch in p) for p in kept) >= 2
            or any(_STREET.search(p) or _UNIT_WORD.match(p) for p in kept)
            or any(ch.isdigit() for ch in parts[-1])
            or _POSTCODE_LINE.match(text, end)
        )
        if not evidence:
            continue
        span = _span_of(text, start, kept)
        yield span
        yield from _postcode_after(text, span.end)


FINDERS = (find_cued_address, find_address_line)
