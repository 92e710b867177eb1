"""Addresses whose shape other finders do not read (round 17).

- A European letter's address block: the street and its number on one line, the postcode and the town
  on the next ("Hauptstraße 13\\n18108 Kassel", "Am Mühlbach 127\\n21163 Freiburg im Breisgau",
  "Dorpsstraat 64\\n9289 PA Tilburg"). The street must be written as one (a street word ends it, or a
  German "Am …"/"An der …" opens it): a capitalised word and a number above a year and a word
  ("Exhibit 12\\n2019 Annual report") are no address.
- A Mexican address with its colonia and C.P. ("Av. Juárez 2761, Col. Centro, C.P. 84728, Oaxaca de Juárez").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.spans import Span

_U = "A-ZÀ-ÖØ-ÞĀ-Ž"
_WORD = rf"[{_U}][\w'’.-]*"
_STREET_END = (
    r"(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt|"
    r"straat|laan|gracht|plein|kade|singel|dreef|vej|gade|gatan|vägen|veien|gata|gate)"
)
_STREET = (
    rf"(?:(?:Am|An[ \t]+der|An[ \t]+den|Im|Auf[ \t]+der|Auf[ \t]+dem|Zum|Zur|In[ \t]+der|Unter[ \t]+den)[ \t]+{_WORD}"
    rf"|(?:{_WORD}[ \t-]+){{0,3}}[{_U}][\w'’-]*{_STREET_END})"
)
_LETTER_BLOCK = re.compile(
    rf"(?:^|(?<=\n))[ \t]*({_STREET}[ \t]+\d{{1,4}}[a-zA-Z]?(?:[/-]\d{{1,4}})?[ \t]*\n[ \t]*"
    rf"(?:[A-Z]-)?\d{{4,5}}(?:[ \t]?[A-Z]{{2}})?[ \t]+{_WORD}(?:[ \t-](?:{_WORD}|am|an|der|im|bei|in|ob|vor)){{0,3}})"
    r"[ \t]*(?=\n|$)"
)
_POSTCODE_LINE = re.compile(r"\n[ \t]*(?:[A-Z]-)?\d{4,5}(?:[ \t]?[A-Z]{2})?[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž]")
_CITY = rf"{_WORD}(?:[ \t]+(?:de|del|la|las|los|{_WORD})){{0,3}}"
_MX_ADDRESS = re.compile(
    r"(?:Av\.|Avenida|Calle|Blvd\.|Boulevard|Calz\.|Calzada|Privada|Prol\.|Paseo|Camino|Carretera)[ \t]+"
    r"[^\n,\d]{2,40}?[ \t]+\d{1,5}(?:[ \t]*(?:Int\.|Interior|Depto\.)[ \t]*\w{1,5})?"
    rf",[ \t]*Col\.[ \t]+[^\n,]{{2,40}},[ \t]*C\.[ \t]?P\.[ \t]*\d{{5}}(?:,[ \t]*{_CITY})?"
)


def letter_blocks(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each letter address block (street line, postcode and town line)."""
    if "\n" not in text:
        return
    # The postcode line first (rare), then the street on the line above it.
    for hit in _POSTCODE_LINE.finditer(text):
        m = _LETTER_BLOCK.match(text, text.rfind("\n", 0, hit.start()) + 1)
        if m is not None and m.end(1) > hit.start():
            yield m.start(1), m.end(1)


def find_block_address(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for start, end in letter_blocks(text):
        yield Span(start, end, "ADDRESS")
    if "C.P." in text or "C. P." in text:
        for m in _MX_ADDRESS.finditer(text):
            yield Span(m.start(), m.end(), "ADDRESS")
