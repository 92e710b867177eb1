"""Messages and exports read as the forms they are, for detection (rounds 18 and 19).

An HL7 v2 observation writes a form's field as ``OBX|5|ST|HEALTH^Health card||9615 868 454||||||F``
and an X12 transaction as ``REF*NAM*XIONG, Pa Houa~``: the label and its value are there, but no label
rule reads them through the segment's separators. The view rewrites such lines in place, character
for character (``             Health card: 9615 868 454        ``, ``Name:   XIONG, Pa Houa ``), so every
form rule reads them and every span keeps its offsets. Only what the segment's grammar makes certain
is rewritten: the segment's own codes, its separators and an X12 qualifier whose meaning is fixed.
A subtitle file's cue numbers and timings are blanked, so a deposition's answer follows its question.
Round 19: a gettext catalogue's ``msgid "Applicant"`` / ``msgstr "Godspower Eze"`` pair, an EDIFACT
``FTX+ZZZ+++Name:…'`` segment, a text protobuf's ``field { key: "name" value: "…" }`` and a man page's
``.B Reviewed by`` tag over its value are written as one ``Label: value`` line each, and a Markdown
label's bold marks (``**Date of birth:**``) become spaces.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.layout_view import layout_view
from quilltune.prepare.pii.literal_view import literal_view
from quilltune.prepare.pii.markup_pairs import markup_pairs
from quilltune.prepare.pii.pair_view import pair_view

# OBX|set|type|code^Label||value|…  and NTE|set|source|comment
_OBX = re.compile(
    r"^(OBX\|[^|\n]*\|[^|\n]*\|[^|^\n]*\^)([^|^\n]{2,40})(\|\|)([^|\n]*)(\|[^\n]*)?$", re.MULTILINE
)
_NTE = re.compile(r"^NTE\|[^|\n]*\|[^|\n]*\|", re.MULTILINE)
# X12: SEG*QUALIFIER*value~ (one value), and the free-text segments' own codes.
_X12_FIELD = re.compile(
    r"^((?:REF|N1|N2|PER|DMG|NTE|MSG|DTP)\*)([A-Z0-9]{2,3})(\*(?:D8\*)?)([^*~\n]+)(~?)$", re.MULTILINE
)
_X12_TEXT = re.compile(r"^(?:MSG|NTE\*[A-Z]{3})\*", re.MULTILINE)
# What a qualifier fixes, as the label a form would write. X12's own codes (SY: social security number,
# TE/EM: telephone and e-mail in PER, D8 birth date in DMG) and the three-letter ones exports invent
# from the field's name.
# A gettext catalogue's pair: msgid "Date of birth" / msgstr "16/04/1972" (one field, two lines).
_PO_PAIR = re.compile(r'^msgid "([^"\n]{2,40})"\nmsgstr "([^"\n]*)"$', re.MULTILINE)
# An EDIFACT free-text segment: FTX+ZZZ+++Name:Barry, Mamadou'
_EDIFACT_TEXT = re.compile(r"^(FTX\+[A-Z0-9]{0,3}\+[^+'\n]*\+[^+'\n]*\+)([^\n]*?)('?)$", re.MULTILINE)
# A text protocol buffer's field: field { key: "name" value: "Sashana Blagrove" }
_PROTO_FIELD = re.compile(
    r'^([ \t]*field[ \t]*\{[ \t]*key:[ \t]*")([^"\n]{2,40})(" value: ")([^"\n]*)("[ \t]*\})$', re.MULTILINE
)
# A man page's tagged paragraph: .TP / .B Reviewed by / Sinclair
_TROFF_TAG = re.compile(r"^(\.B )([^\n]{2,40})(\n)(?=[^.\n])", re.MULTILINE)
# Round 24: an ms/man page's indented paragraph tag over its value (``.IP "Full name" 20`` then
# ``\&Ludovic Roy``) is one ``Full name: Ludovic Roy`` line; a tag ending in a dot (``.IP "Q." 4``) keeps
# no colon. troff's zero-width escape ``\&`` before a line's text is blanked.
_TROFF_IP = re.compile(r'^(\.IP[ \t]+")([^"\n]{1,40})("(?:[ \t]+\d{1,3})?[ \t]*\n)(?=[^.\n])', re.MULTILINE)
_TROFF_ESCAPE = re.compile(r"^\\?&(?=\S)", re.MULTILINE)  # "\\&" once ``decoded_view`` reads it as "&"
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
# A Markdown label in bold ("- **Date of birth:** 12/23/1983", "**Bank account**: 8869506727").
_BOLD_LABEL = re.compile(r"\*\*([^*\n]{2,40}?)(:?)\*\*(:?)")
# A subtitle file's cue number and timing ("7\n00:00:45,665 --> 00:00:51,887"): between a question
# and its answer in a deposition's captions.
_SRT_CUE = re.compile(r"^\d{1,5}\n\d\d:\d\d:\d\d[,.]\d{3} --> \d\d:\d\d:\d\d[,.]\d{3}[^\n]*$", re.MULTILINE)
# A YouTube SubViewer (.sbv) cue's timing line: 0:01:37.461,0:01:40.005
_SBV_CUE = re.compile(r"^\d{1,2}:\d\d:\d\d\.\d{3},\d{1,2}:\d\d:\d\d\.\d{3}[ \t]*$", re.MULTILINE)
_QUALIFIER_LABELS = {
    "NAM": "Name:",
    "NME": "Name:",
    "BIR": "DOB:",
    "DOB": "DOB:",
    "D8": "DOB:",
    "SY": "SSN:",
    "SSN": "SSN:",
    "TAX": "Tax ID:",
    "PHO": "Phone:",
    "TEL": "Phone:",
    "TE": "Phone:",
    "EMA": "Email:",
    "EM": "Email:",
    "ADD": "Address:",
    "SER": "Address:",
}


def _blank(s: str) -> str:
    return " " * len(s)


def record_view(text: str) -> str:
    """``text`` with its HL7 and X12 field lines written as form lines of the same length."""
    if "OBX|" in text or "NTE|" in text:
        text = _OBX.sub(
            lambda m: f"{_blank(m.group(1))}{m.group(2)}: {m.group(4)}{_blank(m.group(5) or '')}", text
        )
        text = _NTE.sub(lambda m: _blank(m.group()), text)
    if 'msgstr "' in text:
        text = _PO_PAIR.sub(lambda m: f"       {m.group(1)}:{_blank(' nmsgstr ')}{m.group(2)} ", text)
    if "FTX+" in text:
        text = _EDIFACT_TEXT.sub(lambda m: f"{_blank(m.group(1))}{m.group(2)}{_blank(m.group(3))}", text)
    if "field {" in text:
        text = _PROTO_FIELD.sub(
            lambda m: (
                f"{_blank(m.group(1))}{m.group(2)}: {_blank(m.group(3)[2:])}{m.group(4)}{_blank(m.group(5))}"
            ),
            text,
        )
    if ".B " in text:
        text = _TROFF_TAG.sub(lambda m: f"   {m.group(2)}:", text)
    if "&" in text and ("\n.SH" in text or "\n.PP" in text or "\n.IP " in text):
        text = _TROFF_ESCAPE.sub(lambda m: _blank(m.group()), text)
    if ".IP" in text:
        text = _TROFF_IP.sub(_troff_paragraph_tag, text)
    if "\x1b[" in text:  # a terminal log's colour codes (round 26): no words of the document
        text = _ANSI.sub(lambda m: _blank(m.group()), text)
    if "**" in text:
        text = _BOLD_LABEL.sub(_bold_label, text)
    if " --> " in text:
        text = _SRT_CUE.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
    if ",0:" in text or ",1:" in text:
        text = _SBV_CUE.sub(lambda m: _blank(m.group()), text)
    if "~" in text and "*" in text:
        text = _X12_FIELD.sub(_x12_field, text)
        text = _X12_TEXT.sub(lambda m: _blank(m.group()), text)
    return literal_view(pair_view(markup_pairs(layout_view(text))))


def _troff_paragraph_tag(m: re.Match[str]) -> str:
    tail = m.group(3)
    colon = "" if m.group(2).endswith(".") else ":"
    return _blank(m.group(1)) + m.group(2) + (colon + _blank(tail))[: len(tail)]


def _bold_label(m: re.Match[str]) -> str:
    if not (m.group(2) or m.group(3)):
        return m.group()  # bold prose, not a label
    return f"  {m.group(1)}:".ljust(len(m.group()))


def _x12_field(m: re.Match[str]) -> str:
    qualifier = m.group(2) if m.group(1) != "DMG*" else "D8"
    label = _QUALIFIER_LABELS.get(qualifier)
    head = m.group(1) + m.group(2) + m.group(3)
    if label is None or len(label) >= len(head):
        return m.group()
    return label.ljust(len(head)) + m.group(4) + _blank(m.group(5))
