"""Names an e-mail address spells anywhere in the document (a generalisation written against no set's
misses): ``rui.rebelo@…`` in a contact block makes "Rui Rebelo" a person wherever the document writes
it, in a diagram's label, a table without a name column, a sentence with no cue.

``person_mail`` reads a name beside its address; here the address only has to be in the same
document. The evidence must be strong: the local part splits at ``.``, ``_`` or ``-`` into two or
three words of letters (digits dropped), each a given name or no English word (not "registry", not
"secret-scanning"), and a run of capitalised
words spells each of them, in either order ("Rebelo, Rui"), accents compared stripped.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.contact import role_mailbox
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_mail import _RUN, _plain
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, given_names
from quilltune.prepare.pii.spans import Span

_ADDRESS = re.compile(r"([\w.+-]+)@[\w-]+(?:\.[\w-]+)+")
_NAME_RUN = re.compile(rf"{_RUN}(?:,[ \t]+{_RUN})?")
_MAX_CHARS = 400_000  # a statute or a book rarely holds a private address; the run scan is skipped there


def _spelled_pairs(text: str) -> set[frozenset[str]]:
    pairs = set()
    for m in _ADDRESS.finditer(text):
        if role_mailbox(m.group()):
            continue
        parts = [_plain(p) for p in re.split(r"[._-]", m.group(1))]
        words = [re.sub(r"\d", "", p) for p in parts]
        words = [w for w in words if len(w) >= 2]
        if not (2 <= len(words) <= 3 and all(w.isalpha() for w in words) and len(set(words)) == len(words)):
            continue
        # Each word a given name or no English word: "secret-scanning@" spells a mailbox, not a person.
        if all(w.capitalize() in given_names() or outside_dictionary(w.capitalize()) for w in words):
            pairs.add(frozenset(words))
    return pairs


def spelled_names(text: str) -> list[Span]:
    if "@" not in text or len(text) > _MAX_CHARS:
        return []
    pairs = _spelled_pairs(text)
    if not pairs:
        return []
    wanted = set().union(*pairs)
    out = []
    for m in _NAME_RUN.finditer(text):
        words = [w.strip(",.") for w in m.group().replace(",", " ").split()]
        plain = [_plain(w) for w in words]
        if not wanted.intersection(plain):
            continue
        if not any(pair <= set(plain) for pair in pairs):
            continue
        # Keep the words from the first spelled one to the last: "Contact Rui Rebelo" is "Rui Rebelo".
        hits = [i for i, p in enumerate(plain) if p in wanted]
        first, last = hits[0], hits[-1]
        if any(w.capitalize() in _NOT_A_PERSON for w in words[first : last + 1]):
            continue
        start = m.start() + m.group().index(words[first])
        end = m.start() + m.group().rindex(words[last]) + len(words[last])
        if is_private_person(text, start, end, allow_caps=True, confirmed=True):
            out.append(Span(start, end, "PERSON"))
    return out
