"""Bytes → clean Unicode text, recording every repair made on the way.

Order matters: the byte-level decision (BOM, UTF-8, UTF-16, legacy code page) comes first, then
character-level repairs (mojibake, line endings, control / zero-width / bidi characters).
"""

from __future__ import annotations

import codecs
import re

import charset_normalizer
import ftfy

# Families where charset-normalizer's guess is unreliable on short Western text: prefer cp1252,
# the superset almost every such file really is in.
_WESTERN = {"cp1252", "latin_1", "iso8859_15", "cp1250", "mac_roman", "cp850", "iso8859_2", "cp437", "ascii"}

# Only run ftfy (≈1 MB/s) where double-encoded UTF-8 is plausible: a lead byte read as cp1252
# followed by a continuation byte read as cp1252.
_MOJIBAKE = re.compile(
    "[\u00c2-\u00c3\u00c5\u00e2][\u0080-\u00bf\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]"
)
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Zero-width and bidirectional-control characters: invisible, and a known way to smuggle text.
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c\u00ad]")


# A lone surrogate (a JSON "\\ud800" escape with no partner) is not a character: UTF-8 cannot encode
# it, so pyarrow refused the whole batch. It becomes U+FFFD, the replacement character.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def replace_lone_surrogates(value: object) -> tuple[object, int]:
    """``value`` (a decoded JSON value) with every lone surrogate in its strings, keys included,
    replaced by U+FFFD; and how many were replaced."""
    if isinstance(value, str):
        new, n = _LONE_SURROGATE.subn("\ufffd", value)
        return new, n
    if isinstance(value, list):
        total = 0
        out = []
        for item in value:
            new, n = replace_lone_surrogates(item)
            out.append(new)
            total += n
        return out, total
    if isinstance(value, dict):
        total = 0
        fixed = {}
        for k, v in value.items():
            nk, a = replace_lone_surrogates(k)
            nv, b = replace_lone_surrogates(v)
            fixed[nk] = nv
            total += a + b
        return fixed, total
    return value, 0


class BinaryContent(ValueError):
    """The bytes are not text in any encoding we accept."""


def _looks_utf16(sample: bytes) -> str | None:
    """UTF-16 without BOM: ASCII-range text leaves NUL in every other byte."""
    if len(sample) < 4:
        return None
    even, odd = sample[0::2], sample[1::2]
    if odd.count(0) > 0.4 * len(odd) and even.count(0) < 0.05 * len(even):
        return "utf-16-le"
    if even.count(0) > 0.4 * len(even) and odd.count(0) < 0.05 * len(odd):
        return "utf-16-be"
    return None


def decode_bytes(data: bytes) -> tuple[str, list[str]]:
    """Decode ``data`` to str; returns (text, repairs). Raises BinaryContent for binary data."""
    repairs: list[str] = []
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace"), ["bom_removed"]
    for bom, enc in (
        (codecs.BOM_UTF32_LE, "utf-32-le"),
        (codecs.BOM_UTF32_BE, "utf-32-be"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ):
        if data.startswith(bom):
            return data[len(bom) :].decode(enc, errors="replace"), [
                f"decoded_{enc.replace('-', '')}",
                "bom_removed",
            ]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is not None:
        if "\x00" in text[:65536]:
            enc16 = _looks_utf16(data[:65536])
            if enc16:
                return data.decode(enc16, errors="replace"), [f"decoded_{enc16.replace('-', '')}"]
            raise BinaryContent("binary")
        return text, repairs
    enc16 = _looks_utf16(data[:65536])
    if enc16:
        return data.decode(enc16, errors="replace"), [f"decoded_{enc16.replace('-', '')}"]
    if data[:65536].count(0) > 0:
        raise BinaryContent("binary")
    matches = charset_normalizer.from_bytes(data[:262144])
    best = matches.best()
    # Short Western text fits many code pages equally well (cp775, cp850...): when cp1252 is among
    # the plausible ones, it is what the file almost always really is.
    plausible = {m.encoding for m in matches}
    enc = "cp1252" if plausible & _WESTERN or best is None else best.encoding
    try:
        text = data.decode(enc)
    except (UnicodeDecodeError, LookupError):
        enc = "cp1252"
        text = data.decode(enc, errors="replace")
    if best is None and sum(ch < 32 and ch not in (9, 10, 13) for ch in data[:4096]) > 0.1 * min(
        len(data), 4096
    ):
        raise BinaryContent("binary")
    return text, [f"decoded_{enc}"]


def repair_text(text: str) -> tuple[str, list[str]]:
    """Character-level repairs of decoded text; returns (text, repairs made).

    Repeated until nothing changes: removing a control or invisible character can join the two
    halves of a mojibake sequence ("Â\x08\xa0"), and fixing mojibake can produce an invisible
    character ("â€‹" is U+200B), so one pass was not idempotent."""
    repairs: list[str] = []
    for _ in range(4):
        new, done = _repair_once(text)
        repairs.extend(r for r in done if r not in repairs)
        if new == text:
            break
        text = new
    return text, repairs


def _repair_once(text: str) -> tuple[str, list[str]]:
    repairs: list[str] = []
    if _MOJIBAKE.search(text):
        fixed = ftfy.fix_text(
            text,
            uncurl_quotes=False,
            fix_character_width=False,
            fix_latin_ligatures=False,
            unescape_html=False,
            fix_line_breaks=False,
            remove_control_chars=False,
            remove_terminal_escapes=False,
            normalization=None,
        )
        if fixed != text:
            text = fixed
            repairs.append("mojibake_fixed")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        repairs.append("line_endings_normalized")
    new = _CONTROL.sub("", text)
    if len(new) != len(text):
        repairs.append("control_chars_removed")
        text = new
    new = _INVISIBLE.sub("", text)
    if len(new) != len(text):
        repairs.append("invisible_chars_removed")
        text = new
    new, n = _LONE_SURROGATE.subn("\ufffd", text)
    if n:
        repairs.append("lone_surrogates_replaced")
        text = new
    return text, repairs
