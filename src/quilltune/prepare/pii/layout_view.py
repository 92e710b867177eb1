"""Ways legal files interleave their own codes with the words, read without the codes (round 21).

- A transcript or pleading paper numbers its lines ("14       A. It's 0074808. My health number is" /
  "15    9068 321 706."): a sentence and a name run on past the number, so the numbers are blanked.
- A redline marks deletions and insertions inside the text (``[-Folasade Ogundipe-] {+Karla Mejía+}``:
  wdiff and git's word diff; ``{--…--}``/``{++…++}``: CriticMarkup): the marks are blanked, so each
  version reads as words.
- A PDF form's data file (FDF) writes each field as ``<< /T (Applicant.Surname) /V (Bakker) >>``: it
  is written as ``Applicant Surname: Bakker``.
- WordPerfect's reveal codes (``[HRt]``, ``[Lft Tab]``, ``[Bold On]``, ``[Tbl Def:…]``) are blanked,
  and a table's ``[Row]``/``[Cell]`` become the bars of a text table.

Every rewrite keeps the text's length and offsets (a character for a character), as the other views.
"""

from __future__ import annotations

import re

# A numbered line: a number of one or two digits, then two spaces or a bar, at the start of the line.
_LINE_NUMBER = re.compile(
    r"^([ \t]*)(\d{1,2})((?:[ \t]{2,}|[ \t]*\|[ \t]?)(?=\S)|[ \t]*\|?[ \t]*$)", re.MULTILINE
)
_NUMBERED_LINES_MIN = 8  # lines numbered 1, 2, 3 … in order, before any are blanked
_REDLINE = re.compile(r"\[-|-\]|\{\+|\+\}|\{--|--\}|\{\+\+|\+\+\}")
_FDF_FIELD = re.compile(r"<<[ \t]*/T[ \t]*\(([^()\n]{1,80})\)[ \t]*/V[ \t]*\(")
# WordPerfect's code words: a code is made of them only, with a setting after a colon ("[Font:Arial]").
_CODE_WORDS = (
    "HRt|SRt|HPg|SPg|Tab|Lft|Rgt|Ctr|Dec|Bold|Und|Ital|On|Off|Hd|Left|Right|Center|Ind|Just|Tbl|Def|Row|Cell|"
    "Font|Size|Open|Style|Pg|Num|Pos|Mar|Ln|Spacing|Block|Pro|Cond|EOP|Hrd|Sft|Top|Bot|Paper|Flsh|Rt|Dbl|Tbl|"
    "Col|Para|Footnote|Header|Footer|Note|Hyph|Kern|Mrk|Txt|Box|Redln|Stkout|Sup|Sub"
)
_REVEAL_CODE = re.compile(rf"\[(?:{_CODE_WORDS})(?:[ \t](?:{_CODE_WORDS}))*(?::[^\]\n]{{0,40}})?\]")
_TABLE_CODE = re.compile(r"\[(?:Row|Cell)\]")
_REVEAL_MARKERS = ("[HRt]", "[SRt]", "[Lft Tab]", "[Tab]", "[Bold On]", "[Cell]")


# Round 22 (generic: any markup): a line's leading tags around a short label that ends with a colon
# ("<p …><span …>Ludovica Sangiorgi:</span> I am …", "<li><b>Defendant:</b> …") are blanked, so the
# label opens its line as in plain text.
_TAGGED_LABEL = re.compile(
    r"^([ \t]*(?:<[^<>\n]{0,200}>[ \t]*)+)([^<>\n:]{2,60}:)((?:[ \t]*</[^<>\n]{0,40}>)+)", re.MULTILINE
)


# Round 29: an inline element that holds a label's value on its line ("Numéro de carte santé: <say-as
# interpret-as="characters">PELF 7501 1576</say-as>", "DOB: <b>1980-03-12</b>"): its tags are blanked.
_TAGGED_VALUE = re.compile(
    r"(:[ \t]*)(<(say-as|span|b|strong|i|em|u|bdi|font|mark|code|data|value|Run|w)\b[^<>\n]{0,120}>)([^<>\n]{1,80})(</\3>)"
)


def _spaces(s: str) -> str:
    return " " * len(s)


def layout_view(text: str) -> str:
    """``text`` without line numbers, redline marks, FDF syntax, reveal codes and the tags around a
    line's opening label, same length."""
    if "\n" in text and _numbered(text):
        text = _LINE_NUMBER.sub(
            lambda m: m.group(1) + _spaces(m.group(2)) + m.group(3).replace("|", " "), text
        )
    if ("[-" in text and "-]" in text) or ("{+" in text and "+}" in text):
        text = _REDLINE.sub(lambda m: _spaces(m.group()), text)
    if "/T (" in text or "/T(" in text:
        text = _FDF_FIELD.sub(_fdf_field, text)
        text = text.replace(") >>", "    ")
    if "</" in text:
        text = _TAGGED_LABEL.sub(lambda m: _spaces(m.group(1)) + m.group(2) + _spaces(m.group(3)), text)
        text = _TAGGED_VALUE.sub(
            lambda m: m.group(1) + _spaces(m.group(2)) + m.group(4) + _spaces(m.group(5)), text
        )
    if sum(text.count(marker) for marker in _REVEAL_MARKERS) >= 3:
        text = _TABLE_CODE.sub(lambda m: " | ".ljust(len(m.group())), text)
        text = _REVEAL_CODE.sub(lambda m: _spaces(m.group()), text)
    return text


def _numbered(text: str) -> bool:
    """Lines numbered in order from 1 (a page may restart at 1): a transcript's or pleading paper's."""
    run, last = 0, 0
    for m in _LINE_NUMBER.finditer(text):
        n = int(m.group(2))
        run = run + 1 if n == last + 1 or (n == 1 and run) else 0
        last = n
        if run >= _NUMBERED_LINES_MIN:
            return True
    return False


def _fdf_field(m: re.Match[str]) -> str:
    """``<< /T (Applicant.Health_number) /V (`` → ``Applicant Health number: ``, same length."""
    label = re.sub(r"[._]", " ", m.group(1)).strip() + ": "
    return label.rjust(len(m.group()))
