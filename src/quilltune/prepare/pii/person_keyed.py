"""A record's key names whose value it is, in any syntax (round 17).

``tenant: "Aroha Ngata"``, ``landlord = "…"``, ``(witness "…")``, ``Beneficiary -> …``, ``insured = {…}``,
``<party caseworker="…"/>``, ``<landlord>…</landlord>``, ``**Interpreter:** …``: the key is a person
field (``person_beside._name_column``: the same words a table's header is read with), the value runs to
its closing quote, brace or tag, or to the line's end; it must still read as a private person's name
(``_is_name_value``). Markup the model's span swallowed (``witness="Aroha Ngata``, ``Aroha Ngata</guardian>``)
is cut off every PERSON span.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_beside import _is_name_value, _name_column
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_words import given_names
from quilltune.prepare.pii.spans import Span

# The key opens its line (after indentation, a bullet, an opening bracket or quote): prose never reads
# as a record this way, and the anchored scan is cheap on a statute.
_KEY_VALUE = re.compile(
    r"^[ \t]*(?:[-*•{(\[<\"':]+[ \t]*)?\**([A-Za-z][A-Za-z_.-]{2,30}?)\**[\"']?"
    r"(?:[ \t]*(?:[:=]|->|=>)[ \t]*\**[ \t]*|[ \t]+(?=[\"'{“]))"
    r"[\"'{“]?([^\"'{}“”\n<>()=;|]{2,60}?)(?:[\"'}”]|[ \t]*(?=$|\n|[,;)<|]|[ \t]{2}))",
    re.MULTILINE,
)
# Round 18: a double-quoted value may hold an apostrophe ("signer = \"Kji'qun Googoo\"").
_QUOTED_KEY_VALUE = re.compile(
    r"^[ \t]*(?:[-*•{(\[<]+[ \t]*)?\"?([A-Za-z][A-Za-z_.-]{2,30}?)\"?[ \t]*(?:[:=]|->|=>)[ \t]*"
    r"\"([^\"\n]*['’][^\"\n]*)\"",
    re.MULTILINE,
)
# An XML or HTML attribute ("<party caseworker=\"…\" />"), found from its '="'.
_ATTRIBUTE = re.compile(r"(?<![\w.-])([A-Za-z][\w.-]{2,30})=\"([^\"<>\n]{2,60})\"")
_XML_ELEMENT = re.compile(r"<([A-Za-z][\w.-]{2,30})(?:[ \t][^<>\n]*)?>[ \t]*([^<>\n]{2,60}?)[ \t]*</\1>")


_INITIAL = re.compile(r"[A-Z]\.")


def _spelled_like_a_name(value: str) -> bool:
    """An initial, a given name or a word no dictionary holds: "project.name = Annual Report" names a
    report, "tenant: Aroha Ngata" a person."""
    words = value.replace(",", " ").split()
    return any(
        _INITIAL.fullmatch(w) or w.capitalize() in given_names() or outside_dictionary(w) for w in words
    )


def _key(raw: str) -> str:
    return raw.rsplit(".", 1)[-1].replace("_", " ").replace("-", " ").lower().strip()


# Round 28: a struct's or an object's fields inside a line (Rust's ``Member { nom_de_la_personne: "…", lien: …``,
# Swift's ``["generalita": "…", …]``) and DynamoDB's typed values (``"legal_name": {"S": "…"}``).
# Found from the colon before the quoted value (a literal the scan skips to), the key read back from it.
_COLON_VALUE = re.compile(r":[ \t]*(?:\{[ \t]*\"[SN]\":[ \t]*)?\"")
_KEY_BEFORE = re.compile(r"(?:(?<=[{,\[])|^)[ \t]*\"?[A-Za-z][A-Za-z_]{2,30}\"?[ \t]*\Z", re.MULTILINE)


def _inline_key_values(text: str):
    for colon in _COLON_VALUE.finditer(text):
        line_start = text.rfind("\n", 0, colon.start()) + 1
        key = _KEY_BEFORE.search(text, max(line_start, colon.start() - 80), colon.start())
        if key is not None and (m := _INLINE_KEY_VALUE.match(text, key.start())) is not None:
            yield m


_INLINE_KEY_VALUE = re.compile(
    r"(?:(?<=[{,\[])|^)[ \t]*\"?([A-Za-z][A-Za-z_]{2,30})\"?[ \t]*:[ \t]*(?:\{[ \t]*\"[SN]\":[ \t]*)?\"([^\"\n]{2,60})\"",
    re.MULTILINE,
)


def _key_values(text: str):
    yield from _KEY_VALUE.finditer(text)
    if "{" in text or "[" in text:
        yield from _inline_key_values(text)
    if "'" in text or "’" in text:
        yield from _QUOTED_KEY_VALUE.finditer(text)
    at = text.find('="')
    while at != -1:
        m = _ATTRIBUTE.search(text, max(0, at - 32), at + 64)
        if m is not None and m.start(2) == at + 2:
            yield m
        at = text.find('="', at + 2)


def key_value_names(text: str) -> list[Span]:
    out = []
    if ":" in text or "=" in text or '"' in text or "->" in text:
        for m in _key_values(text):
            if _name_column(_key(m.group(1))):
                start, end = m.span(2)
                end = _given_after_comma(text, end)
                if _spelled_like_a_name(m.group(2)) and _is_name_value(text, start, end, two_words=True):
                    out.append(Span(start, end, "PERSON"))
    if "</" in text:
        for m in _XML_ELEMENT.finditer(text):
            if _name_column(_key(m.group(1))) and _is_name_value(text, m.start(2), m.end(2), two_words=True):
                out.append(Span(m.start(2), m.end(2), "PERSON"))
    return out


# Round 20: a surname-first value ("NAME: LEVI, TAMAR"): the value's run stops at its comma, and the
# given name after it ends the line.
_COMMA_GIVEN = re.compile(r",[ \t]+([^\W\d_][\w'’.-]*(?:[ \t]+[^\W\d_][\w'’.-]*){0,2})[ \t]*(?=\n|$)")


def _given_after_comma(text: str, end: int) -> int:
    """The end of a surname-first value: after its given name when one follows the comma and reads as
    one (not "INES REBELO, DOCKET CLERK")."""
    m = _COMMA_GIVEN.match(text, end)
    if m is None or not _spelled_like_a_name(m.group(1)):
        return end
    return m.end(1)


_MARKUP = re.compile(r"[<>=\"{}]")


def without_markup(text: str, spans: list[Span]) -> list[Span]:
    """PERSON spans with an attribute's key (``witness="``) or a tag (``</guardian>``) cut off."""
    out = []
    for s in spans:
        value = text[s.start : s.end]
        if s.label != "PERSON" or not _MARKUP.search(value):
            out.append(s)
            continue
        start, end = s.start, s.end
        # the tags after the name first ("…Chukwuemeka</Data></Cell>"), then the key or tag before it
        # within what is left ('Type="String">Ifeoma …', round 25)
        first_tag = value.find("<", 1)
        if first_tag > 0 and value[:first_tag].strip():
            value = value[:first_tag]
        head = max(value.rfind('="'), value.rfind("='"), value.rfind(">"))
        if head != -1 and head < len(value) - 2:
            start = s.start + head + (1 if value[head] == ">" else 2)
        tail = text.find("<", start, end)
        if tail != -1:
            end = tail
        while end > start and text[end - 1] in " \t\"'":
            end -= 1
        if end - start >= 2:
            out.append(Span(start, end, s.label))
    return out
