"""Small helpers to read the words around a candidate: most PII decisions depend on them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from quilltune.prepare.pii.literals import literal_finditer, lowered_text
from quilltune.prepare.pii.ruled_tables import ruled_cells
from quilltune.prepare.pii.sql_rows import sql_cells

# Nouns of reference numbers that are shaped like a phone number or an SSN ("PO 905-221-4471",
# "Invoice 512-44-8890", "Transaction ID 416-555-0199"), shared by the phone and SSN finders.
REFERENCE_NOUNS = (
    r"po|p\.o\.|purchase order|order|invoice|ref\.?|reference|claim|policy|quote|quotation|ticket|serial|part|"
    r"model|lot|batch|item|sku|file|docket|case|tracking|confirmation|receipt|transaction|txn|booking|"
    r"reservation|matter|work order|certificate|cert\.|permit|membership|member|loan|voucher|registration|"
    r"contract|shipment|waybill|parcel|job|project|customer|record|asset|stock|inventory|exhibit|"
    r"report|incident|occurrence|plan|hold"
)
# What may stand between such a noun and its number: "no.", "number", "#", "ID", "ref", a colon, a
# log's "=" ("job=288-21-9889").
REFERENCE_TAIL = (
    r"\s*(?:(?:no\.?|number|num\.?|nbr|#|id|ref\.?|reference|code)\s*)?[:#=]?\s*(?:is\s+|was\s+)?$"
)


# How an answer opens, shared by the readers of answered identifiers (``answered_ids``) and birth dates
# (``birth_dates``): a questionnaire's answer marks (round 25), a diarised transcript's time range before
# its speaker (round 28), the hesitations and yeses of the files' languages ("Uh,", "Pues,", "Äh,", "Oui,"),
# and "it is" said in full ("That would be", "I think it's", "C'est", "Das ist"; rounds 27–28).
ANSWER_MARK = r"(?:→|➜|->|=>|\[[x ]\]|>|•|➤|›|»|«|A>)"
ANSWER_TIME_RANGE = r"(?:\[[^\]\n]{1,40}\][ \t]*)?"
# An answer's key and what parts it from the answer ("answer: …", "'a' => …", round 29: "Answer — …",
# "R ⁞ …" in an interlinear translation).
ANSWER_KEY = r"(?:a|ans|answer|r|reply|response|réponse|respuesta|resposta|risposta|antwort)"
ANSWER_KEY_OPERATOR = r"(?:=>|=|:|—|–|⁞|¦)"
ANSWER_YES = (
    r"(?:(?:yes|yeah|sure|okay|ok|correct|right|uh|um|er|erm|hmm|well|oui|euh|ben|sí|si|pues|bueno|ja|äh|ähm|"
    r"sim|né|eh|ah)(?!\w)[ \t]*[,.!—–-]?[ \t]*)?"
)
ANSWER_IT_IS = (
    r"(?:i[ \t]+(?:think|believe|guess)[ \t]+)?(?:it|that)(?:['’]s|[ \t]+is|[ \t]+was|[ \t]+would[ \t]+be)[ \t]+"
    r"|(?:c['’]est|das[ \t]+ist|dat[ \t]+is|es|é|è)[ \t]+"
)


def before(text: str, start: int, width: int = 40) -> str:
    """Lower-cased text just before ``start`` (the field label, if any, lives here); for a
    transcript's answer, the question's label (``asked_label``)."""
    asked = asked_label(text, start)
    if asked is not None:
        return asked[-width:]
    window = text[max(0, start - width) : start]
    if ">" in window and MARKUP_TAG.search(text, max(0, start - width), start):
        # markup between a label and its value is not read as text (round 23)
        # within the value's own line (a row, a cell pair), unless markup alone stands before it there
        line_start = text.rfind("\n", 0, start) + 1
        wide = MARKUP_TAG.sub(" ", text[max(0, start - 6 * width, line_start) : start])
        if not wide.strip():
            wide = MARKUP_TAG.sub(" ", text[max(0, start - 6 * width) : start])
        return _BLANKS.sub(" ", wide)[-width:].lower().replace("_", " ")
    if window.endswith("   "):
        # a form's padding between its label and the value (round 25: "SIN / NAS:" then 50 spaces) reads
        # as one space (a label on the line above reads too: "health number is" / "15    9573 303 615")
        return _BLANKS.sub(" ", text[max(0, start - 6 * width) : start])[-width:].lower().replace("_", " ")
    # a database's or an export's snake_case key reads as its words ("social_security_no")
    return window.lower().replace("_", " ")


# A markup tag on one line: what the finders read past between a label and its value.
MARKUP_TAG = re.compile(r"<[^<>\n]{0,200}>")
_BLANKS = re.compile(r"[ \t]{2,}")


def asked_label(text: str, start: int) -> str | None:
    """A transcript's answer ("A. 9529024957") takes its label from the question on the line above
    ("Q. What is your health card number, for the claim?"): the question's first clause, lower-cased,
    with a colon as a label would have; None where ``start`` opens no answer."""
    line = text.rfind("\n", max(0, start - 12), start)
    if line <= 0 or not _ANSWER.fullmatch(text, line + 1, start):
        return None
    question = text[text.rfind("\n", 0, line) + 1 : line]
    if not _QUESTION.match(question):
        return None
    return re.split(r"[,?;(]", question, maxsplit=1)[0].rstrip().lower() + ": "


_ANSWER = re.compile(r"[ \t]*(?:A|ANSWER|R)[.:][ \t]*")
_QUESTION = re.compile(r"[ \t]*(?:Q|QUESTION)[.:]")


def after(text: str, end: int, width: int = 20) -> str:
    return text[end : end + width].lower()


def has_cue(pattern: re.Pattern[str], text: str, start: int, width: int = 40) -> bool:
    return pattern.search(before(text, start, width)) is not None


def digits(value: str) -> str:
    return "".join(ch for ch in value if ch.isdigit())


# Every number-shaped value (SIN, SSN, card, phone, IP, health card, licence, account) contains a
# run of five or more digits and separators. One scan for such runs, then each finder reads only
# those few windows: a pattern that starts with a lookbehind cannot use the regex engine's fast
# first-character skip, and nine of them over a whole statute cost ~0.5 s/MB.
_DIGIT_RUN = re.compile(r"\d[\d \-.()]{3,}\d")
Regions = list[tuple[int, int]]


def digit_regions(text: str) -> Regions:
    """Windows around digit runs, widened for a leading ``+``/``(``/letter and a trailing version code."""
    regions: Regions = []
    for m in _DIGIT_RUN.finditer(text):
        lo, hi = max(0, m.start() - 2), min(len(text), m.end() + 4)
        if regions and lo <= regions[-1][1]:
            regions[-1] = (regions[-1][0], hi)
        else:
            regions.append((lo, hi))
    return regions


_TABLE_RULE = re.compile(r"[\s|:+=-]+")  # round 30: a grid table's "+=====+" under its header too
HAS_DIGIT = re.compile(r"\d")
# A number shaped as a numeric date ("2017-08-08", "12/03/1980"): never a phone number to call, nor a licence
# number under its label (the next field's value).
DATE_SHAPE = re.compile(r"(?:19|20)\d{2}([-/.])\d{1,2}\1\d{1,2}|\d{1,2}([-/.])\d{1,2}\2(?:19|20)\d{2}")
# A date written with full stops ("12.03.1980", "1980.03.12"): after a name it is a birth date, not the
# version number of a program.
DOTTED_DATE = (
    r"(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d\d(?!\d)|(?:19|20)\d\d\.\d{1,2}\.\d{1,2}(?!\d)"
)
# Round 27: box-drawing characters read as an ASCII table's ("│ Nom │ DDN │" as "| Nom | DDN |",
# "├────┼────┤" as "+----+----+") by the readers of values with a checked shape (``boxed``).
_BOX = re.compile("[\u2500-\u257f]")
_BOX_LINES = {**dict.fromkeys("─━┄┅┈┉╌╍═╼╾", "-"), **dict.fromkeys("│┃┆┇┊┋╎╏║╽╿", "|")}


@lru_cache(maxsize=4)
def unboxed(text: str) -> str:
    """``text`` with its box drawing in ASCII, character for character."""
    if text.isascii() or not _BOX.search(text):
        return text
    return _BOX.sub(lambda m: _BOX_LINES.get(m.group(), "+"), text)


_SEPARATORS = ",;\t|"


def table_cells(
    text: str,
    hint: re.Pattern[str],
    column: Callable[[str], bool],
    *,
    plain_text: bool = False,
    boxed: bool = False,
) -> Iterator[tuple[str, int, int]]:
    """Cells of delimited tables (CSV, TSV, semicolons, Markdown pipes) under a header cell that
    ``column`` accepts, as (header cell, start, end), quotes and padding excluded. ``hint`` (searched on
    a lower-cased copy) finds the header lines to try, so text without tables costs one scan. An SQL
    dump's ``INSERT … VALUES`` rows are such a table too (``sql_rows``), and so is a fixed-width table
    whose header a rule of dashes underlines (``ruled_tables``)."""
    if boxed:  # a boxed form read as a pipe table (not for names: its key-value boxes would be headers)
        text = unboxed(text)
    lowered = _lowered(text)
    yield from sql_cells(text, lowered, column)
    yield from ruled_cells(text, column)
    if not (may_hold_table(text) or (plain_text and (_SLASHED in text or "  " in text))):
        return
    done = -1
    for h in literal_finditer(hint, lowered):
        if h.start() <= done:
            continue  # on a line tried already (no search back along a long line for each hint)
        line_start = text.rfind("\n", 0, h.start()) + 1
        line_end = text.find("\n", h.start())
        line_end = len(text) if line_end == -1 else line_end
        done = line_end  # round 28: the line is tried once, however many hints it holds
        header = text[line_start:line_end]
        sep = _separator_of(header, plain_text)
        if sep is None or (sep == _SPACED and (":" in header or HAS_DIGIT.search(header))):
            continue  # round 28: a line of form fields ("DOB: 2009-07-23   Health card: …") heads no columns
        cells = header.split(sep) if len(sep) == 1 else [header[a:b] for a, b in _split_row(header, sep)]
        names = [c.strip().strip("\"'").lower() for c in cells]
        # A header is short labels; prose with commas ("the name, address and ...") is not one. A pipe
        # table's cells may be a bilingual form's longer labels ("Date of Birth (as on ID) · Date de naiss.").
        longest, spaces = (80, 10) if sep == "|" and header.strip().startswith("|") else (40, 4)
        if len(names) < 2 or any(len(c) > longest or c.count(" ") > spaces for c in names):
            continue
        wanted = [i for i, c in enumerate(names) if c and column(c)]
        if not wanted:
            continue
        pos = line_end
        rows = 0
        while pos < len(text):
            end = text.find("\n", pos + 1)
            end = len(text) if end == -1 else end
            row = text[pos + 1 : end]
            if _TABLE_RULE.fullmatch(row):  # a Markdown table's "|---|---|" line
                next_end = text.find("\n", end + 1)
                following = text[end + 1 : len(text) if next_end == -1 else next_end]
                if rows and not HAS_DIGIT.search(following):
                    break  # round 27: a boxed form's next box opens with its own labels
                pos = end
                continue
            cells = _split_row(row, sep)
            if len(cells) > len(names):
                cells = _merge_spaced(row, cells, len(names))
            if len(cells) != len(names) or not row.strip():
                break
            offset = pos + 1
            rows += 1
            for i, (a, b) in enumerate(cells):
                if i in wanted:
                    cell = row[a:b]
                    lead = len(cell) - len(cell.lstrip(" \t\"'"))
                    value = cell.strip(" \t\"'")
                    if value:
                        yield names[i], offset + a + lead, offset + a + lead + len(value)
            pos = end
        done = pos


# A table's separators: tabs, pipes, or commas and semicolons between words without a space after
# them ("employee_name,dob,sin"); prose puts a space after its commas.
_TIGHT_SEPARATOR = re.compile(r"[,;](?=[^\s\d,;])")
# Round 22 (generic, no layout): a plain-text table's columns set apart by " / " or by two or more
# spaces ("Name  Birthdate  Lives with", "Name / Date of birth / Relationship"), for a caller whose
# column's values have a shape to check (``plain_text``): an empty cell shifts the columns after it.
_SLASHED = " / "
_SPACED = "  "
_SPACED_SPLIT = re.compile(r" {2,}|\t")
_SPACED_HEADER = re.compile(r"\S {2,}\S")


def _separator_of(header: str, plain_text: bool) -> str | None:
    stripped = header.strip()
    if len(stripped) > 2 and stripped[0] == "|" and stripped[-1] == "|":
        return "|"  # round 27: a pipe table's header may hold commas ("| Name (last, first) | DOB |")
    sep = next((c for c in _SEPARATORS if c in header), None)
    if sep is not None or not plain_text:
        return sep
    if header.count(_SLASHED) >= 1:
        return _SLASHED
    return _SPACED if _SPACED_HEADER.search(header) else None


@lru_cache(maxsize=8)
def may_hold_table(text: str) -> bool:
    if "\t" in text or "|" in text:
        return True
    return any(
        m.start() > 0 and not text[m.start() - 1].isspace() and not text[m.start() - 1].isdigit()
        for m in _TIGHT_SEPARATOR.finditer(text)
    )


@lru_cache(maxsize=4)
def _lowered(text: str) -> str:
    lowered = lowered_text(text)
    return lowered if len(lowered) == len(text) else text


def _merge_spaced(row: str, cells: list[tuple[int, int]], wanted: int) -> list[tuple[int, int]]:
    """An unquoted value that holds the separator and a space ("Nic Aodha, Bríd" in a CSV export):
    cells split at a separator followed by a space are joined again, left to right, while the row
    has more cells than its header."""
    spaced = [i for i, (_, b) in enumerate(cells[:-1]) if row[b + 1 : b + 2] == " "]
    if len(cells) - len(spaced) != wanted:
        return cells  # prose, or a row of another shape: joining would not make it fit
    cells = list(cells)
    i = 0
    while len(cells) > wanted and i < len(cells) - 1:
        if row[cells[i][1] + 1 : cells[i][1] + 2] == " ":
            cells[i : i + 2] = [(cells[i][0], cells[i + 1][1])]
        else:
            i += 1
    return cells


def _split_row(row: str, sep: str) -> list[tuple[int, int]]:
    """Cell boundaries of one row; a double-quoted cell may hold the separator ("May 2, 1961")."""
    if len(sep) > 1:  # " / " or a run of spaces; a plain-text table's indentation is no cell
        lead = len(row) - len(row.lstrip(" \t"))
        splitter = _SPACED_SPLIT if sep == _SPACED else re.compile(re.escape(sep))
        cells, start = [], lead
        for m in splitter.finditer(row, lead):
            if m.start() > start:
                cells.append((start, m.start()))
            start = m.end()
        if start < len(row.rstrip()):
            cells.append((start, len(row.rstrip())))
        return cells
    cells, start, quoted = [], 0, False
    for i, ch in enumerate(row):
        if ch == '"':
            quoted = not quoted
        elif ch == sep and not quoted:
            cells.append((start, i))
            start = i + 1
    cells.append((start, len(row)))
    return cells


def lines_holding(text: str, needles: tuple[str, ...], *, lowered: bool = True) -> list[tuple[int, int]]:
    """(start, end) of the lines holding one of ``needles`` (found with ``str.find``, on the lower-cased
    text unless ``lowered`` is False), in order: the patterns below are tried on those lines only."""
    haystack = lowered_text(text) if lowered else text
    starts = set()
    for needle in needles:
        at = haystack.find(needle)
        while at != -1:
            starts.add(text.rfind("\n", 0, at) + 1)
            at = haystack.find(needle, at + len(needle))
    out = []
    for start in sorted(starts):
        end = text.find("\n", start)
        out.append((start, len(text) if end == -1 else end))
    return out


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_" or ch == "-"  # the regex class [\w-]


def word_occurrences(haystack: str, needles: list[str], original: str | None = None) -> list[tuple[int, int]]:
    """What ``(?<![\w-])(?:n1|n2|...)(?![\w-])`` would find, needles longest first: leftmost,
    longest at each start, non-overlapping. Found with ``str.find`` per needle (C speed) instead of
    compiling a new alternation for every document and running it at every position. With the
    ``original`` (un-lowered) text, a lower-to-upper change also ends a word: text glued by a lost line
    break ("Jane OkaforMr. Farouk") still shows the name."""
    hits = []
    size = len(haystack)
    for needle in needles:
        n = len(needle)
        at = haystack.find(needle)
        while at != -1:
            end = at + n
            if (at == 0 or not _is_word_char(haystack[at - 1])) and (
                end == size
                or not _is_word_char(haystack[end])
                or (original is not None and original[end].isupper() and original[end - 1].islower())
            ):
                hits.append((at, -n))
            at = haystack.find(needle, at + 1)
    hits.sort()
    out, last = [], 0
    for at, neg in hits:
        if at >= last:
            out.append((at, at - neg))
            last = at - neg
    return out
