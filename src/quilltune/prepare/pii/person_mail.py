"""Names an e-mail address confirms: ``Heikkinen, Tuulikki <t.heikkinen@…>``, ``Sophie von Bülow (s.vonbulow@…)``.

A display name beside an address is a person's name when the address's local part spells one of its
words: the address is the evidence, so no name list, cue or dictionary is needed, and a mailbox such as
``Registry <registry@court.ca>`` stays a body because "registry" names no one. Accents are compared
stripped ("vonbulow" spells "Bülow").
"""

from __future__ import annotations

import re
import unicodedata

from quilltune.prepare.pii.contact import role_mailbox
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, _UP, given_names
from quilltune.prepare.pii.spans import Span

_WORD = rf"[{_UP}](?:[^\W\d_]|['’.\u0300-\u036f-])*"  # letters only: "HQ22X01473" is a file number
_PARTICLE = (
    r"(?:van|von|der|den|de|da|das|dos|di|del|della|la|las|los|le|du|bin|binti|ap|ter|dela|Ó|Ní|Mac|Mc)"
)
# Words of a name are joined by spaces: a tab is a TSV cell's border ("HQ22X01473\tMizrahi, Avi").
_RUN = rf"(?:{_PARTICLE} +)?{_WORD}(?: +(?:{_PARTICLE} +){{0,2}}{_WORD}){{0,3}}"
# "Surname, Given" or "Given Surname", then the address in angle brackets or parentheses.
_DISPLAY_NAME = re.compile(rf"({_RUN}(?:,[ \t]+{_RUN})?)[\"”]?[ \t]*[<(]([\w.+-]+)@[\w-]+(?:\.[\w-]+)+[>)]")
# A row of a table or an export that holds an address: "| Marites de los Reyes | neighbour | … | m.delosreyes@…".
_WROTE = re.compile(r"[ \t]*(?:wrote|a[ \t]+écrit|schrieb|escribió|scrisse|escreveu)[ \t]*:")
_ROW_ADDRESS = re.compile(r"([\w.+-]+)@[\w-]+(?:\.[\w-]+)+")
_CELL_RUN = re.compile(rf"(?:^|(?<=[|,\t;]))[ \t]*\"?({_RUN})\"?[ \t]*(?=[|,\t;]|$)", re.M)


def _plain(value: str) -> str:
    decomposed = unicodedata.normalize("NFKD", value.lower())
    return "".join(ch for ch in decomposed if ch.isalnum() and not unicodedata.combining(ch))


def mailed_names(text: str) -> list[Span]:
    """PERSON spans for display names whose address spells one of their words."""
    if "@" not in text:
        return []
    out = []
    for m in _DISPLAY_NAME.finditer(text):
        local = _plain(m.group(2))
        start, end = m.start(1), m.end(1)
        # Leading words of the sentence or the field ("Contact Mary Jones <…>") are no part of the name.
        for word in re.finditer(r"\S+", text[start:end]):
            bare = word.group().strip(",.")
            if bare.capitalize() not in _NOT_A_PERSON and bare not in ("AM", "PM"):
                start += word.start()
                break
        else:
            continue
        words = [w.strip(",.") for w in text[start:end].replace(",", " ").split()]
        if any(w.capitalize() in _NOT_A_PERSON for w in words):
            continue
        # A reply's quote header names its writer whatever the address spells ("… Anselm Kowalczyk
        # <akowal@…> wrote:").
        spelled = any(len(_plain(w)) >= 3 and _plain(w) in local for w in words)
        if role_mailbox(m.group(2) + "@x") or not (spelled or _WROTE.match(text, m.end())):
            continue
        if is_private_person(text, start, end, allow_caps=True, confirmed=True):
            out.append(Span(start, end, "PERSON"))
    return out + _row_names(text) + _lower_signoffs(text) + _named_at_address(text)


# Round 17: a name, then "at"/"via" and an address that spells it ("Issued to Gauthier-Leclerc at
# mgauthierleclerc@hotmail.com"): the address is the evidence, as for a display name.
_AT_ADDRESS = re.compile(rf"({_RUN})[ \t]+(?:at|via)[ \t]+([\w.+-]+)\Z")


def _named_at_address(text: str) -> list[Span]:
    out = []
    at = text.find("@")
    while at != -1:
        # Read back from each "@" only: a scan for the name run before every " at " costs a statute 10 %.
        m = _AT_ADDRESS.search(text, max(0, at - 120), at)
        at = text.find("@", at + 1)
        if m is None:
            continue
        local = _plain(m.group(2))
        words = m.group(1).split()
        # The run may begin with the sentence's words ("Issued to Horn"): keep the words the address spells
        # and those between them.
        spelled = [i for i, w in enumerate(words) if len(_plain(w)) >= 3 and _plain(w) in local]
        if not spelled or role_mailbox(m.group(2) + "@x"):
            continue
        first = spelled[0]
        while (
            first > 0
            and words[first - 1].capitalize() not in _NOT_A_PERSON
            and _plain(words[first - 1]) in local
        ):
            first -= 1
        start = m.start(1) + m.group(1).index(words[first])
        end = m.start(1) + len(m.group(1))
        if words[first].capitalize() in _NOT_A_PERSON:
            continue
        if is_private_person(text, start, end, allow_caps=True, confirmed=True):
            out.append(Span(start, end, "PERSON"))
    return out


# Round 15: an e-mail signed in lower case after the signature dashes ("-- santiago", "--rosalie").
_LOWER_SIGNOFF = re.compile(r"^--[ \t]?([a-z][a-z'’-]{2,20})[ \t]*$", re.MULTILINE)


def _lower_signoffs(text: str) -> list[Span]:
    out = []
    if "\n--" not in text:
        return out
    for m in _LOWER_SIGNOFF.finditer(text):
        word = m.group(1).capitalize()
        if word not in _NOT_A_PERSON and (word in given_names() or outside_dictionary(word)):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def _row_names(text: str) -> list[Span]:
    """Cells of a table row (``|``, comma or tab separated) whose words the row's address spells."""
    out = []
    for line_start, line_end in _rows_with_address(text):
        line = text[line_start:line_end]
        if not ("|" in line or "\t" in line or line.count(",") >= 2):
            continue
        locals_ = [_plain(m.group(1)) for m in _ROW_ADDRESS.finditer(line) if not role_mailbox(m.group())]
        for cell in _CELL_RUN.finditer(line):
            words = [w.strip(",.") for w in cell.group(1).split()]
            if len(words) < 2 or any(w.capitalize() in _NOT_A_PERSON for w in words):
                continue
            if not any(len(_plain(w)) >= 3 and _plain(w) in loc for w in words for loc in locals_):
                continue
            start, end = line_start + cell.start(1), line_start + cell.end(1)
            if is_private_person(text, start, end, allow_caps=True, confirmed=True):
                out.append(Span(start, end, "PERSON"))
    return out


def _rows_with_address(text: str) -> list[tuple[int, int]]:
    rows, at = [], text.find("@")
    while at != -1:
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        rows.append((start, end))
        at = text.find("@", end)
    return rows
