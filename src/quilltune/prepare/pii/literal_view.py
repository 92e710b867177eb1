"""Data written as string literals, read as the form lines and table rows it holds (round 24).

Programs export a case file in their own data syntax: Clojure's EDN (``["Legal name" "Rowena D."]``),
a Lua table (``{ "Name of person", "Ali H." },``), a KDL node (``field "Name" "Shannae W."``), a
Fortran namelist (``LABEL(1) = 'Full name', VALUE(1) = 'Yokasta R.',``), a Ruby or Perl hash
(``"Mobile" => "07864 966519",``), a Kotlin or Scala map (``"Name" to "Ana R."``, ``"Name" -> "Ana R."``;
round 27), R's ``dput`` (`` `Téléphone` = "02 52 46 17 38" ``), a Python tuple or a
JSON array. The pair and the row are there, but the quotes, brackets and node names hide them from every
rule that reads ``Label: value`` or a table's cells. This view reads the syntax, not any one
program's field names: a line made only of string literals, brackets, separators, at most one node
name at its start and ``key =`` / ``:key`` keys is rewritten in place, character for character:

- a label and its value (two literals, the first shaped as a label) as ``Label: value``;
- a row of literals (a table's header or a record) as cells between bars (``A | B | C``);
- a literal naming the speaker or label of the next (``turn speaker="Q" "How …"``) as ``Q: How …``,
  and a literal under a key beside other literals (``heading = "Claimant", "…"``) as ``heading: …``
  (a line of keyed literals only, ``(:license_number "…")``, is left to the keyed rules);
- a single literal (a paragraph in a list) as its words without the quotes.

Quoted CSV (literals and commas only) is left to the table readers, JSON objects (a literal
followed by a colon) to ``pair_view`` and the keyed rules, and SQL's ``INSERT`` rows to ``sql_rows``.
"""

from __future__ import annotations

import re

# A candidate line holds an opening quote: one after a separator, a bracket, ``=`` or the line start.
_OPENING_QUOTE = re.compile(r"(?:^|[\s\[{(,=])[\"']", re.MULTILINE)
_TOKEN = re.compile(
    r"""(?P<lit>"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|`[^`\n]*`)"""
    r"|(?P<key>:[A-Za-z_][\w./-]*)"
    r"""|(?P<colonkey>[A-Za-z_][\w-]*:)(?=[ \t]*["'`])"""
    r"|(?P<ident>[A-Za-z_][\w.#-]*(?:\(\d{1,3}\))?)"
    r"|(?P<num>\d+(?:\.\d+)?)"
    r"|(?P<punct>=>|->|[\[\]{}(),;=])"
    r"|(?P<space>[ \t]+)"
    r"|(?P<other>.)"
)
_SQL_INSERT = re.compile(r"(?i)\binsert\s+into\b")
_LABEL_KEYS = re.compile(r"(?i)label|key|name|field|speaker|who|role|question")
_VALUE_KEYS = re.compile(r"(?i)value|val|text|data|answer|content")
_SURNAME_FIRST = re.compile(r"[A-Z\u00c0-\u024f][A-Z\u00c0-\u024f'’ -]+, [A-Z\u00c0-\u024f]")
_HONORIFIC = re.compile(r"(?:Mr|Mrs|Ms|Mx|Dr|Miss)\.? ")


def literal_view(text: str) -> str:
    """``text`` with its data-literal lines written as form lines and table rows of the same length."""
    if '"' not in text and "'" not in text or _SQL_INSERT.search(text):
        return text  # SQL's value tuples are read by ``sql_rows`` with their column list
    starts = {text.rfind("\n", 0, m.end()) + 1 for m in _OPENING_QUOTE.finditer(text)}
    if not starts:
        return text
    out = list(text)
    for start in sorted(starts):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        rewritten = _rewrite_line(text[start:end])
        if rewritten is not None:
            out[start:end] = rewritten
    return "".join(out)


def _rewrite_line(line: str) -> str | None:
    tokens = _tokens(line)
    if tokens is None:
        return None
    literals = _literals(tokens)
    if not literals:
        return None
    out = [ch if ch.isspace() else " " for ch in line]
    for lit in literals:
        out[lit.start + 1 : lit.end - 1] = line[lit.start + 1 : lit.end - 1]
    keyed = [lit for lit in literals if lit.key]
    cells = [lit for lit in literals if not lit.key]
    first = literals[0]
    if len(keyed) == 1 and first.key and cells:
        if _LABEL_KEYS.fullmatch(first.key) and len(cells) == 1:
            out[first.end - 1] = ":"  # ``turn speaker="Q" "How …"``: the key's value labels the next
            return "".join(out)
        cells, keyed = literals, []  # ``ROW_1 = 'A', 'B'``: the key names the row
    if (
        len(keyed) == 2
        and not cells
        and _LABEL_KEYS.fullmatch(keyed[0].key)
        and _VALUE_KEYS.fullmatch(keyed[1].key)
    ):
        out[keyed[0].end - 1] = ":"  # ``LABEL(1) = 'Full name', VALUE(1) = '…'``
        return "".join(out)
    if not cells:
        return None  # only ``key = "value"`` pairs: the keyed rules read them in their own syntax
    if len(cells) == 2 and _is_label(cells[0].value):
        out[cells[0].end - 1] = ":"
    else:
        for prev, nxt in zip(cells, cells[1:], strict=False):
            out[prev.end if nxt.start - prev.end >= 1 else prev.end - 1] = "|"
    for lit in keyed:
        _write_key(out, lit)
    return "".join(out)


class _Literal:
    __slots__ = ("start", "end", "value", "key", "key_start")

    def __init__(self, start: int, end: int, value: str, key: str, key_start: int) -> None:
        self.start, self.end, self.value, self.key, self.key_start = start, end, value, key, key_start


def _tokens(line: str) -> list[tuple[str, int, int, str]] | None:
    tokens = []
    for m in _TOKEN.finditer(line):
        if m.lastgroup == "other":
            return None
        if m.lastgroup != "space":
            tokens.append((m.lastgroup, m.start(), m.end(), m.group()))
    return tokens


def _literals(tokens: list[tuple[str, int, int, str]]) -> list[_Literal]:
    """The line's literals, each with the key it sits under; none where the line is not data syntax."""
    literals: list[_Literal] = []
    structure = False
    leading = True  # only brackets so far: a node name may come next
    for i, (kind, start, end, value) in enumerate(tokens):
        if kind == "lit":
            key, key_start = _key_before(tokens, i)
            literals.append(_Literal(start, end, value[1:-1], key, key_start))
        elif kind == "ident":
            structure = True
            is_key = i + 1 < len(tokens) and tokens[i + 1][3] == "="
            # Round 27: Kotlin's pair, ``"Name" to "Ana R."``, as Ruby's ``=>`` and Scala's ``->``
            paired = (
                value == "to" and 0 < i < len(tokens) - 1 and tokens[i - 1][0] == tokens[i + 1][0] == "lit"
            )
            if not is_key and not leading and not paired:
                return []  # words before a quote: prose, not data
            if paired and tokens[i - 1][3].rstrip("\"'`").endswith("?"):
                return []  # a question and its answer: the answer readers take the pair as written
        elif kind in ("key", "colonkey", "num") or value in ("=>", "->") or value in "[]{}()=":
            structure = True
        leading = leading and kind == "punct" and value in "[{("
    if len(literals) > 1 and not structure:
        return []  # quoted CSV: its header and rows are read by the table readers
    return literals


def _key_before(tokens: list[tuple[str, int, int, str]], i: int) -> tuple[str, int]:
    """``key =`` / ``key=`` / ``:key`` right before literal ``i``: (its words, where it starts)."""
    if i >= 2 and tokens[i - 1][3] == "=" and tokens[i - 2][0] == "ident":
        return re.sub(r"\(\d+\)$", "", tokens[i - 2][3]), tokens[i - 2][1]
    if i >= 1 and tokens[i - 1][0] == "key":
        return tokens[i - 1][3][1:], tokens[i - 1][1] + 1
    if i >= 1 and tokens[i - 1][0] == "colonkey":  # ``{label: 'Geboren op', value: '…'}`` (Cypher, YAML flow)
        return tokens[i - 1][3][:-1], tokens[i - 1][1]
    return "", -1


def _write_key(out: list[str], lit: _Literal) -> None:
    """``BEFORE = 'X'`` as ``BEFORE:    X``: the key's words, a colon, the value."""
    words = lit.key.replace("_", " ").replace("/", " ")
    out[lit.key_start : lit.key_start + len(words)] = words
    colon = lit.key_start + len(words)
    if colon < lit.start:
        out[colon] = ":"


def _is_label(cell: str) -> bool:
    """A pair's first literal read as a field's label, not a name: short, no digits, not ``SURNAME,
    Given``, not two or more capitalised words (a name) unless a lowercase word joins them."""
    words = cell.split()
    if (
        not words
        or len(cell) > 40
        or len(words) > 6
        or not cell[0].isalpha()
        or any(c.isdigit() for c in cell)
    ):
        return False
    if _SURNAME_FIRST.match(cell) or _HONORIFIC.match(cell):
        return False
    capitalised = [w for w in words if w[0].isupper()]
    return len(words) == 1 or len(capitalised) < len(words)
