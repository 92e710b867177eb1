"""PERSON names that the words around them announce though no title or label does: someone to be
reached at a number or an address ("Call Rūta Žukauskas at 416-…", "contact Sigríður on 0491 …"),
and a given name alone that speaks or calls ("Later that evening Neema called the landlord").

Read from the capitalised runs ``person_rules.capital_runs`` already found: per run a length test, a
set lookup and a ``startswith``, and a pattern only where those say so; no new pass over the text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from quilltune.prepare.pii.person_rules import Run, document_tokens, is_private_person, written_lower
from quilltune.prepare.pii.person_words import _NOT_NAME_WORDS, NAME, given_names, name_gazetteer
from quilltune.prepare.pii.spans import Span

# Verbs of reaching someone; the name follows, then "at"/"on" and a number, an address or an e-mail.
_REACH = frozenset("call phone ring text contact reach email e-mail telephone".split())
_REACH_CAPITALISED = frozenset(w.capitalize() for w in _REACH)
_AT_ON = (" at ", " on ", "\tat ", "\ton ")
# (an e-mail address maybe written against harvesting: "jane.doe [at] example [dot] com")
_REACHED_AT = re.compile(r"[ \t]+(?:at|on)[ \t]+(?:[+(]?\d|[\w.+-]+[ \t]*(?:@|\[at\]|\(at\)))")
# What a person alone does in a narrative, right after a given name alone.
_SPEAKS = re.compile(
    r"[ \t]+(?:called|told|said|texted|phoned|telephoned|e-?mailed|testified|explained|admitted|denied|"
    r"replied|asked|wrote|insisted|agreed|refused|confirmed|recalled|answered|complained|"
    # what someone will do ("Dalia will bring the originals")
    r"will[ \t]+(?:not[ \t]+)?[a-z]{3,})\b"
)


def acted_names(text: str, runs: list[Run]) -> list[Span]:
    """Names reached at a number or an address, and given names alone that speak (module docstring).
    Per capitalised run: a length test, a set lookup and a ``startswith`` (C calls); a pattern only
    where those say so."""
    out: list[Span] = []
    given = _all_given_names()
    for run_start, run_end, words in runs:
        if len(words) == 1:
            word = words[0][1]
            if (
                word in given
                and word not in _NOT_NAME_WORDS
                and _SPEAKS.match(text, run_end)
                and not written_lower(word.lower(), document_tokens(text))
                and is_private_person(text, run_start, run_end)
            ):
                out.append(Span(run_start, run_end, "PERSON"))
                continue
        if not text.startswith(_AT_ON, run_end):
            continue
        if len(words) > 1 and words[0][1] in _REACH_CAPITALISED:
            start = words[1][0]  # "Call Rūta Žukauskas at …": the run opens with the verb
        elif _reach_before(text, run_start):
            start = run_start  # "please contact Sigríður at …"
        else:
            continue
        m = NAME.match(text, start, run_end)
        if m and _REACHED_AT.match(text, m.end()) and is_private_person(text, m.start(), m.end()):
            out.append(Span(m.start(), m.end(), "PERSON"))
    return out


def _reach_before(text: str, start: int) -> bool:
    words = text[max(0, start - 12) : start].split()
    return bool(words) and words[-1].lower() in _REACH


@lru_cache(maxsize=1)
def _all_given_names() -> frozenset[str]:
    """The built-in given names and the gazetteer's, joined once per process (25,000 names: joining
    them per document cost more than the rest of this rule on a short judgment)."""
    return given_names() | name_gazetteer()[0]
