"""Text written in an encoding no name pattern reads, decoded for detection with offsets mapped back.

Three writings hide names from every rule: a MIME message's encoded words and quoted-printable body
(``mime_view``), UTF-8 read as Windows-1252 (``NadÃ¨ge``, ``Nguyá»…n``: a re-saved export's
mojibake), and four-hex-digit ``\\u`` escapes (``Jes\\u00fas`` in Java properties and JSON). Each writes one
character with several; the detector reads the decoded text, and each decoded character maps back to
the characters that wrote it, so a redaction removes exactly the written name.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from html.entities import html5

from quilltune.prepare.pii.mime_view import mime_pieces


@dataclass
class DecodedText:
    """``text`` is the decoded text; ``start``/``end`` map its offsets back to the original."""

    text: str
    _edits: list[tuple[int, int, int, int]]  # (decoded start, decoded end, original start, original end)
    _starts: list[int]

    def start(self, i: int) -> int:
        k = bisect_right(self._starts, i) - 1
        if k < 0:
            return i
        d0, d1, o0, o1 = self._edits[k]
        return o0 if i < d1 else i - d1 + o1

    def end(self, e: int) -> int:
        k = bisect_right(self._starts, e - 1) - 1
        if k < 0:
            return e
        d0, d1, o0, o1 = self._edits[k]
        return o1 if e - 1 < d1 else e - d1 + o1


def _cp1252_chars(lo: int, hi: int) -> str:
    """The characters Windows-1252 writes for bytes ``lo``..``hi`` (its five unassigned bytes read as
    the C1 control of the same number, as the decoders that make mojibake do)."""
    out = []
    for b in range(lo, hi + 1):
        try:
            out.append(bytes([b]).decode("cp1252"))
        except UnicodeDecodeError:
            out.append(chr(b))
    return "".join(out)


_LEAD2 = _cp1252_chars(0xC2, 0xDF)
_LEAD3 = _cp1252_chars(0xE0, 0xEF)
_LEAD4 = _cp1252_chars(0xF0, 0xF4)
_CONT = re.escape(_cp1252_chars(0x80, 0xBF))
# One UTF-8 sequence as Windows-1252 shows it: a lead byte and its continuation bytes.
_MOJIBAKE = re.compile(
    f"[{re.escape(_LEAD2)}][{_CONT}]|[{re.escape(_LEAD3)}][{_CONT}]{{2}}|[{re.escape(_LEAD4)}][{_CONT}]{{3}}"
)
_ESCAPE = re.compile(r"\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})")


def _cp1252_byte(ch: str) -> int:
    try:
        return ch.encode("cp1252")[0]
    except UnicodeEncodeError:
        return ord(ch)  # a C1 control standing for an unassigned byte


def _accented_letter(ch: str) -> bool:
    """A Latin letter with a mark (Latin-1, Extended-A, Vietnamese): what mojibake mostly hides."""
    return ch.isalpha() and ("\u00c0" <= ch <= "\u017f" or "\u1e00" <= ch <= "\u1eff")


def _mojibake_pieces(text: str) -> list[tuple[int, int, str]]:
    """Each UTF-8 sequence written as Windows-1252 characters, decoded. A text with one or two of them
    has each read only where it spells an accented letter: "CAFÉ…" is itself Windows-1252 (it would
    read as "Ʌ"), "NadÃ¨ge" is not."""
    pieces = []
    for m in _MOJIBAKE.finditer(text):
        try:
            decoded = bytes(_cp1252_byte(c) for c in m.group()).decode("utf-8")
        except UnicodeDecodeError:
            continue
        pieces.append((m.start(), m.end(), decoded))
    if len(pieces) < 3:
        pieces = [p for p in pieces if _accented_letter(p[2])]
    return pieces


def _escape_pieces(text: str) -> list[tuple[int, int, str]]:
    pieces = []
    for m in _ESCAPE.finditer(text):
        if m.group(3):
            ch = chr(int(m.group(3), 16))
            if 0xD800 <= ord(ch) < 0xE000 or ch < " ":
                continue  # a lone surrogate or a control character: not text
        else:
            high, low = int(m.group(1), 16), int(m.group(2), 16)
            ch = chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        if m.start() > 0 and text[m.start() - 1] == "\\":
            continue  # "\\u00e9": an escaped backslash, the letters written as they are
        pieces.append((m.start(), m.end(), ch))
    return pieces


# Round 21: HTML and XML character references ("jane.roe&#64;example.com", "Jos&eacute;", "416&#8209;555"),
# a backslash before punctuation (Markdown, LaTeX, Perl: "jane\_roe\@example.com") and a percent-encoded
# at sign inside an address ("jane.roe%40example.com").
_ENTITY = re.compile(r"&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));")
_BACKSLASHED = re.compile(r"\\([@_\-.&$#%])")
_PERCENT_AT = re.compile(r"(?<=[\w.])%40(?=[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,24}\b)")  # a domain after it


def _entity_pieces(text: str) -> list[tuple[int, int, str]]:
    pieces = []
    for m in _ENTITY.finditer(text):
        if m.group(3):
            ch = html5.get(m.group(3) + ";")
            if ch is None:
                continue
        else:
            code = int(m.group(1)) if m.group(1) else int(m.group(2), 16)
            if code > 0x10FFFF or 0xD800 <= code < 0xE000 or code < 0x20:
                continue
            ch = chr(code)
        pieces.append((m.start(), m.end(), ch))
    return pieces


def _punctuation_pieces(text: str) -> list[tuple[int, int, str]]:
    pieces = []
    if "\\" in text:
        pieces += [(m.start(), m.end(), m.group(1)) for m in _BACKSLASHED.finditer(text)]
    if "%40" in text:
        pieces += [(m.start(), m.end(), "@") for m in _PERCENT_AT.finditer(text)]
    return pieces


def decode_text(text: str) -> DecodedText | None:
    """The decoded view of a text holding any of these writings, else None."""
    pieces = mime_pieces(text)
    if "&" in text and ";" in text:
        pieces += _entity_pieces(text)
    if "\\" in text or "%40" in text:
        pieces += _punctuation_pieces(text)
    if not text.isascii() and ("Ã" in text or "Â" in text or "â" in text or "á" in text or "Ä" in text):
        pieces += _mojibake_pieces(text)
    if "\\u" in text or "\\U" in text:
        pieces += _escape_pieces(text)
    if not pieces:
        return None
    pieces.sort()
    out, edits, at, size = [], [], 0, 0
    for o0, o1, replacement in pieces:
        if o0 < at:
            continue  # overlapping pieces: the first wins
        out.append(text[at:o0])
        size += o0 - at
        edits.append((size, size + len(replacement), o0, o1))
        out.append(replacement)
        size += len(replacement)
        at = o1
    out.append(text[at:])
    return DecodedText("".join(out), edits, [e[0] for e in edits])
