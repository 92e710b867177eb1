"""A MIME message's encoded text decoded for detection, with offsets mapped back.

An e-mail export writes non-ASCII headers as RFC 2047 encoded words
(``=?UTF-8?Q?Heng_Chanthy_(=E1=9E=A0…)?=``) and a quoted-printable body as ``=XX`` bytes with
``=`` line breaks (``Abdiqani Nur=\\n must``): no name pattern can read them. The detector reads the
decoded text; each decoded character maps back to the bytes that wrote it, so a redaction removes
exactly the encoded name (``decoded_view`` assembles the pieces).
"""

from __future__ import annotations

import base64
import binascii
import re

_ENCODED_WORD = re.compile(r"=\?([\w.-]{1,40})\?([QqBb])\?([^?\n]{0,400}?)\?=")
_QP_RUN = re.compile(r"(?:=[0-9A-Fa-f]{2})+")
_SOFT_BREAK = re.compile(r"=\r?\n")


def mime_pieces(text: str) -> list[tuple[int, int, str]]:
    """(original start, original end, decoded text) for each encoded word and quoted-printable run."""
    qp_body = "uoted-printable" in text or "UOTED-PRINTABLE" in text
    if "=?" not in text and not qp_body:
        return []
    pieces: list[tuple[int, int, str]] = []
    taken = []
    if "=?" in text:
        for m in _ENCODED_WORD.finditer(text):
            word = _encoded_word(m)
            if word is not None:
                pieces += word
                taken.append((m.start(), m.end()))
    if qp_body:
        pieces += _quoted_printable(text, taken)
    return pieces


def _encoded_word(m: re.Match[str]) -> list[tuple[int, int, str]] | None:
    charset, kind, payload = m.group(1), m.group(2).upper(), m.group(3)
    inner = m.start(3)
    if kind == "B":
        try:
            decoded = base64.b64decode(payload, validate=True).decode(charset)
        except (binascii.Error, ValueError, LookupError):
            return None
        return [(m.start(), m.end(), decoded)]
    pieces = [(m.start(), inner, ""), (m.end(3), m.end(), "")]
    for i, ch in enumerate(payload):
        if ch == "_":
            pieces.append((inner + i, inner + i + 1, " "))
    for run in _QP_RUN.finditer(payload):
        pieces += _bytes_run(run.group(), inner + run.start(), charset)
    return pieces


def _quoted_printable(text: str, taken: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    def outside(at: int) -> bool:
        return not any(a <= at < b for a, b in taken)

    pieces = [(m.start(), m.end(), "") for m in _SOFT_BREAK.finditer(text) if outside(m.start())]
    for run in _QP_RUN.finditer(text):
        if outside(run.start()):
            pieces += _bytes_run(run.group(), run.start(), "utf-8")
    return pieces


def _bytes_run(run: str, at: int, charset: str) -> list[tuple[int, int, str]]:
    """One piece per decoded character of a run of ``=XX`` bytes, mapped to its own bytes; none when
    the bytes do not decode (an ``=3D`` in an equation stays as it is written)."""
    raw = bytes.fromhex(run.replace("=", ""))
    try:
        decoded = raw.decode(charset)
    except (UnicodeDecodeError, LookupError):
        return []
    pieces, pos = [], at
    for ch in decoded:
        width = 3 * len(ch.encode(charset, errors="replace"))
        pieces.append((pos, pos + width, ch))
        pos += width
    return pieces
