"""Key/value pairs read as form lines, whatever syntax wraps them (round 20).

A form's field is a label and a value. Exports and screens write the pair in many syntaxes, and each
hides it from rules that read ``Label: value``: a paper form's blanks (``Date of birth: __May 2, 1961__``),
a terminal screen's dot leaders (``DOB . . . . . : 09/13/1979``), markup around the label
(``//Reviewed by//:``, ``[b]Name:[/b]``), a property list's ``<key>Witness</key><string>…</string>``, an
element named by its attribute (``<field name="dob">…</field>``), a log line's ``key=dob value="…"``, a
JSON ``{"name": "dob", "value": "…"}``, an HTTP form post's ``Content-Disposition: form-data;
name="claimant[date_of_birth]"`` part, a wiki table's row header (``^ Administrator | X |``) and a
three-column export (``Debtor<TAB>First personal name<TAB>Benedetta``).

Each is rewritten in place, character for character, as ``label: value`` with the syntax blanked, so
every label rule reads it and every span keeps its offsets. The pair's shape is what is read, not one
author's field names: the key's own words become the label (``claimant[date_of_birth]`` reads as
``date of birth:``).
"""

from __future__ import annotations

import re

# A paper form's blanks around a value; not the underscores inside a word or an address.
_BLANKS = re.compile(r"(?<![A-Za-z0-9])_{2,}|_{2,}(?![A-Za-z0-9])")
# A screen's dot leaders up to the colon ("NAME . . . . . :", "Name.........:").
# Round 24: leaders with no colon ("Name.................. Sîsîp Ahenakew"), four dots or more.
_LEADER = re.compile(
    # Round 29: or none after them ("Telephone.........709-265-0526", a receipt's "Adr....9, route …").
    r"(?:[ \t]\.){2,}[ \t]*:|\.{3,}[ \t]*:|(?<=[\w#)])[ \t]?\.{4,}(?=[ \t]*[^\s.])"
    # ... but not a style of cause's leader to the party's role ("ANDRE BAILEY ..... RESPONDENT")
    r"(?![ \t]+(?i:applicant|respondent|plaintiff|defendant|petitioner|appellant|claimant|accused|intervener)s?\b)"
    # ... nor an index's leader to page numbers ("Dragomir, Mirela ........ 12, 45")
    r"(?![ \t]+\d{1,4}(?:[ \t]*[,–][ \t]*\d{1,4})*[ \t]*(?:\n|\Z))"
)
# A value before its leader and its caption ("04/09/1986 ........ DATE OF BIRTH"): the caption readers' line.
_DATE_FIRST = re.compile(r"[ \t]*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}[ \t]*")


def _after_a_date(text: str, at: int) -> bool:
    return bool(_DATE_FIRST.fullmatch(text, text.rfind("\n", 0, at) + 1, at))


# Round 25: a definition list's term over its definition (Pandoc, PHP Markdown Extra: "Cuenta bancaria" /
# ":   2466766346") is one "Cuenta bancaria:    2466766346" line.
_DEFINITION = re.compile(r"^([^\n:]{2,60}?)[ \t]*\n:([ \t]{1,4})(?=\S)", re.MULTILINE)
# A label in wiki or forum markup: //Label//:, ''Label'':, [b]Label:[/b], <b>Label</b>:
_MARKED_LABEL = re.compile(
    r"(//|''|\[[biu]\]|<(?:b|strong|i|em)>)((?:(?!//)[^\n:<>\[\]'|]){2,40}?)(:?)(//|''|\[/[biu]\]|</(?:b|strong|i|em)>)(:?)"
)
_BRACKET_OPENERS = ("[b]", "[i]", "[u]")
_TAG_OPENERS = ("<b>", "<strong>", "<i>", "<em>")
# A forum's presentation tags ([size=85], [/size], [*], [list], [quote]): no words of the document.
_BBCODE = re.compile(r"\[/?(?:size|color|font|quote|list|center|code|hr|url|\*)(?:=[^\]\n]{1,30})?\]")
_KEY = r"[^\n\"'<>=]{1,60}?"
# <key>Witness</key> <string>Mphatso Phiri</string>
_ELEMENT_PAIR = re.compile(
    rf"(<(key|name|label|field|term)>)({_KEY})(</\2>\s*<(\w+)(?:\s[^<>\n]*)?>)([^<>\n]{{1,200}})(</\5>)"
)
# <item><label>Full name</label> Kahentinetha Diabo</item> (TEI, DocBook's variablelist, HTML's dt): the
# label element and the text after it, up to the next tag; the item's own tags around it are blanked too.
_LABEL_THEN_TEXT = re.compile(
    rf"((?:<[A-Za-z][\w:-]*>[ \t]*)?<(label|term|dt)>)({_KEY})(</\2>[ \t]*)([^<>\s][^<>\n]{{0,199}})(?=<)(</[A-Za-z][\w:-]*>)?"
)
# <field name="dob">1956-12-11</field>; round 21: any attribute of the tag, names with a namespace
# (<ecf:Datum ecf:label="Undertenant">…</ecf:Datum>)
_NAMED_ELEMENT = re.compile(
    rf"(<([\w:.-]+)\s+(?:[^<>\n\"]*\"[^<>\n\"]*\"\s+){{0,3}}(?:[\w.-]+:)?(?:name|key|field|label|heading|caption)=\")"
    rf"({_KEY})(\"[^<>\n]*>)([^<>\n]{{1,200}})(</\2>)"
)
# key=dob value="1956-12-11" · "name": "dob", "value": "1956-12-11"
_KEY_VALUE = re.compile(
    r"(\b(?:key|name|field|label)[\"']?[ \t]*[=:][ \t]*([\"']?))([\w .\[\]-]{1,60}?)"
    r"(\2[ \t]*[,;]?[ \t]*[\"']?(?:value|val)[\"']?[ \t]*[=:][ \t]*)(\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"',;}]{1,200})"
)
_PAIR_KEYS = (
    "key=",
    'key"',
    "key'",
    "name=",
    'name"',
    "name'",
    "field=",
    'field"',
    "label=",
    'label"',
    "label:",
    "key:",
)
_VALUE_KEYS = ("value=", 'value":', 'value" :', "value':", "value:", "val=", "value =")
# Content-Disposition: form-data; name="claimant[date_of_birth]" <blank line> 1967-09-21
_FORM_PART = re.compile(
    r"(Content-Disposition:[ \t]*form-data;[ \t]*name=\")([^\"\n]{1,80})(\"[^\n]*\r?\n(?:Content-Type:[^\n]*\r?\n)?\r?\n)"
    r"(?=[^\n])"
)
# A wiki table's row header and its one value: ^ Administrator | Huỳnh Quốc Bảo |
_ROW_HEADER = re.compile(
    r"^([ \t]*\^[ \t]+)([^|^\n]{1,40}?)([ \t]*\|[ \t]*)([^|^\n]*?)([ \t]*\|[ \t]*)$", re.MULTILINE
)
# A wiki table's header row (^ Name ^ Date of birth ^): read as a pipe table's.
_HEADER_ROW = re.compile(r"^[ \t]*\^[ \t][^\n]*[ \t]\^[ \t][^\n]*[ \t]\^[ \t]*$", re.MULTILINE)
# A three-column export: section <TAB> label <TAB> value.
_THREE_COLUMNS = re.compile(
    r"^([^\t\n]{1,40})\t([A-Za-z][A-Za-z '’/().-]{1,40})\t(?=[^\t\n]+$)", re.MULTILINE
)


# A field line of a document written in capitals (a telex, a terminal screen): "REVIEWED BY: A. VOLKOV".
_CAPS_FIELD = re.compile(
    r"^([ \t]*)([A-Z][A-Z ,'’/&()-]{1,40}?)([ \t]*:[ \t]+)([^\na-z]{2,80})$", re.MULTILINE
)
_PLAIN_TOKEN = re.compile(r"[^\W\d_][^\W\d_'’.-]*(?:['’.-][^\W\d_]+)*[.,]?")
_LOWER = re.compile(r"[a-z]")
_UPPER = re.compile(r"[A-Z]")


def _holds_any(text: str, first: str, needles: tuple[str, ...]) -> bool:
    """``first`` (which every needle holds) is looked for once before the needles."""
    return first in text and any(n in text for n in needles)


def _mostly_capitals(text: str) -> bool:
    """A document written in capitals: its lower-case letters are few (judged on its opening)."""
    head = text[:3000]
    return len(_UPPER.findall(head)) > 4 * len(_LOWER.findall(head)) + 20


def _titled_field(m: re.Match[str]) -> str:
    """The field read as a mixed-case form writes it ("Reviewed by: A. Volkov"), so the label rules and
    the model read it; a token holding a digit or an address stays as written."""
    label = m.group(2).capitalize()
    value = " ".join(_titled(tok) for tok in m.group(4).split(" "))
    out = m.group(1) + label + m.group(3) + value
    return out if len(out) == len(m.group()) else m.group()


# Joining words stay in lower case: "HAMISH CARTER AND OLUWAKEMI BELLO" is two people.
_JOINING = frozenset("AND OR AS OF THE FOR TO BY AT IN ON WITH ET OU DE DU DES LA LE LES Y E".split())


def _titled(tok: str) -> str:
    if tok in _JOINING:
        return tok.lower()
    return tok.title() if _PLAIN_TOKEN.fullmatch(tok) else tok


def _spaces(s: str) -> str:
    return " " * len(s)


def _label(key: str) -> str:
    """A key's words, same length: ``claimant[date_of_birth]`` → ``         date of birth ``."""
    inner = re.findall(r"\[([^\[\]]+)\]", key)
    words = inner[-1] if inner else key
    at = key.rfind(words)
    out = _spaces(key[:at]) + re.sub(r"[_.-]", " ", words) + _spaces(key[at + len(words) :])
    return out.rstrip().rjust(len(out)) if inner else out


def _pair(parts: list[str], key: int, value: int) -> str:
    """``parts`` joined with every part but the key and the value blanked (newlines too), and a
    colon right after the key's last word."""
    out = []
    for i, part in enumerate(parts):
        if i == key:
            label = _label(part).rstrip()
            out.append(label.rjust(len(part)))
        elif i == value:
            out.append(part)
        else:
            out.append(" " * len(part))
    joined = "".join(out)
    # The colon goes into the first blank after the key.
    at = sum(len(p) for p in parts[: key + 1])
    return joined[:at] + ":" + joined[at + 1 :] if at < len(joined) and joined[at] == " " else joined


def _value_unquoted(parts: list[str], value: int) -> list[str]:
    v = parts[value]
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        return [*parts[:value], v[0], v[1:-1], v[-1], *parts[value + 1 :]]
    return parts


def pair_view(text: str) -> str:
    """``text`` with its key/value pairs written as ``label: value`` lines of the same length."""
    if "__" in text:
        text = _BLANKS.sub(_blanks, text)
    if "\n:" in text:
        text = _DEFINITION.sub(
            lambda m: m.group()[: len(m.group(1))] + ":" + _spaces(m.group()[len(m.group(1)) + 1 :]), text
        )
    if ". ." in text or "...:" in text or ".. :" in text or "...." in text:
        text = _LEADER.sub(
            lambda m: m.group() if _after_a_date(text, m.start()) else ":" + _spaces(m.group()[1:]), text
        )
    if (
        "//" in text
        or "''" in text
        or _holds_any(text, "[", _BRACKET_OPENERS)
        or _holds_any(text, "<", _TAG_OPENERS)
    ):
        text = _MARKED_LABEL.sub(_marked_label, text)
    if "[/" in text or "[*]" in text:
        text = _BBCODE.sub(lambda m: _spaces(m.group()), text)
    if "</" in text:
        text = _ELEMENT_PAIR.sub(
            lambda m: _pair([m.group(1), m.group(3), m.group(4), m.group(6), m.group(7)], 1, 3), text
        )
        text = _LABEL_THEN_TEXT.sub(
            lambda m: _pair([m.group(1), m.group(3), m.group(4), m.group(5), m.group(6) or ""], 1, 3), text
        )
        text = _NAMED_ELEMENT.sub(
            lambda m: _pair([m.group(1), m.group(3), m.group(4), m.group(5), m.group(6)], 1, 3), text
        )
    if _holds_any(text, "val", _VALUE_KEYS) and _holds_any(text, "e", _PAIR_KEYS):
        text = _KEY_VALUE.sub(_key_value, text)
    if "form-data" in text:
        text = _FORM_PART.sub(lambda m: _pair([m.group(1), m.group(2), m.group(3)], 1, -1), text)
    if "^" in text:
        text = _ROW_HEADER.sub(_row_header, text)
        text = _HEADER_ROW.sub(lambda m: m.group().replace("^", "|"), text)
    if "\t" in text:
        text = _three_column_rows(text)
    if ":" in text and _mostly_capitals(text):
        text = _CAPS_FIELD.sub(_titled_field, text)
    return text


def _blanks(m: re.Match[str]) -> str:
    """A blank beside a value goes; a signature's own line of underscores stays (rules read it)."""
    text = m.string
    start = text.rfind("\n", 0, m.start()) + 1
    end = text.find("\n", m.end())
    if not text[start : m.start()].strip() and not text[m.end() : len(text) if end == -1 else end].strip():
        return m.group()
    return _spaces(m.group())


def _marked_label(m: re.Match[str]) -> str:
    if not (m.group(3) or m.group(5)):
        return m.group()  # emphasis in prose, not a label
    return f"{_spaces(m.group(1))}{m.group(2)}:".ljust(len(m.group()))


def _key_value(m: re.Match[str]) -> str:
    parts = _value_unquoted([m.group(1), m.group(3), m.group(4), m.group(5)], 3)
    return _pair(parts, 1, 3 if len(parts) == 4 else 4)


def _row_header(m: re.Match[str]) -> str:
    return _pair([m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)], 1, 3)


def _three_column_rows(text: str) -> str:
    """Rows whose section cell its neighbour row repeats ("Debtor", "Debtor", …): a table of names and
    places has no such column."""
    rows = list(_THREE_COLUMNS.finditer(text))
    if len(rows) < 2:
        return text
    sections = [m.group(1) for m in rows]
    out, last = [], 0
    for i, m in enumerate(rows):
        before = (
            i > 0 and sections[i - 1] == sections[i] and text.count("\n", rows[i - 1].end(), m.start()) == 1
        )
        after = (
            i + 1 < len(rows)
            and sections[i + 1] == sections[i]
            and text.count("\n", m.end(), rows[i + 1].start()) == 1
        )
        if not (before or after):
            continue
        section, label = m.group(1), m.group(2)
        # The section's cell and its tab make room for the label's colon: "         Name:\t…".
        out += [text[last : m.start()], f"{label}:".rjust(len(section) + 1 + len(label)), "\t"]
        last = m.end()
    return "".join(out) + text[last:]
