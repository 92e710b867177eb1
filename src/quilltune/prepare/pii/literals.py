"""Regex scans sped up by the literals their matches must start with.

Python's ``re`` skips ahead at C speed only to a pattern's one literal prefix. An alternation of
words ("born|birth|dob|...") or a pattern opening with ``\\b`` gets a per-character scan instead.
When every match of a pattern must start with one of a few literal strings, ``str.find`` locates
those strings far faster, and the pattern is then matched only where one stands: the same matches,
in the same order, as ``pattern.finditer``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache

try:  # Python 3.11+
    from re import _constants as _c
    from re import _parser as _p
except ImportError:  # pragma: no cover (Python 3.10)
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]

_MAX_LITERALS = 64
# Zero-width items a match may open with: they consume nothing, so the literal after them still
# stands at the match's start.
_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT}


def _prefixes(items: list, at: int = 0, fold: bool = False) -> list[str] | None:
    """Literal strings one of which every match of ``items[at:]`` starts with; None when some match
    may start otherwise (or be empty). ``fold``: a case-insensitive group is read too."""
    while at < len(items) and items[at][0] in _ZERO_WIDTH:
        at += 1
    if at == len(items):
        return None
    op, av = items[at]
    if op is _c.LITERAL:
        run = ""
        while at < len(items) and items[at][0] is _c.LITERAL:
            run += chr(items[at][1])
            at += 1
        return [run]
    if op is _c.IN and all(o is _c.LITERAL for o, _ in av):
        return [chr(v) for _, v in av]
    if op is _c.BRANCH:
        out: list[str] = []
        for branch in av[1]:
            found = _prefixes(list(branch.data), fold=fold)
            if not found:
                return None
            out += found
        return out if len(out) <= _MAX_LITERALS else None
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        if del_flags or (add_flags and not (fold and add_flags == re.IGNORECASE)):
            return None  # (?x:...) and the like
        return _prefixes(list(sub.data), fold=fold)
    return None


@cache
def leading_literals(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """The literals that every match of ``pattern`` starts with, when the pattern shows them plainly
    (no case folding, each alternative opening with a literal); None otherwise."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE) or not isinstance(pattern.pattern, str):
        return None
    try:
        parsed = _p.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 (an internal parser: any surprise falls back to the plain scan)
        return None
    found = _prefixes(list(parsed.data))
    if not found or any(not lit for lit in found):
        return None
    return tuple(sorted(set(found)))


@lru_cache(maxsize=2)
def lowered_text(text: str) -> str:
    """``text.lower()``, made once per document for the several finders that read a lower-cased copy."""
    return text.lower()


# The only characters that a case-insensitive ASCII literal matches although their ``lower()`` is
# not that literal's: the Turkish dotted and dotless i and the long s.
_FOLD_EXCEPTIONS = "\u0130\u0131\u017f"


@cache
def folded_literals(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """For a pattern whose matches start with one of some ASCII literals matched case-insensitively
    (``(?i:health|phn|...)``): those literals, lower-cased; None when it is not so plain."""
    if pattern.flags & re.VERBOSE or not isinstance(pattern.pattern, str):
        return None
    try:
        parsed = _p.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001
        return None
    found = _prefixes(list(parsed.data), fold=True)
    if not found or any(not lit or not lit.isascii() for lit in found):
        return None
    return tuple(sorted({lit.lower() for lit in found}))


def folded_starts(pattern: re.Pattern[str], text: str) -> list[int] | None:
    """Sorted offsets in ``text`` where a match of ``pattern`` (see ``folded_literals``) could start:
    every match starts at one of them. None when they cannot be listed cheaply (then any offset may)."""
    literals = folded_literals(pattern)
    if literals is None or any(ch in text for ch in _FOLD_EXCEPTIONS):
        return None
    lowered = lowered_text(text)
    if len(lowered) != len(text):
        return None  # a character lower-cased to two: offsets would shift
    starts: set[int] = set()
    find = lowered.find
    for lit in literals:
        at = find(lit)
        while at != -1:
            starts.add(at)
            at = find(lit, at + 1)
    return sorted(starts)


def literal_finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, the same matches, found from the literals every match starts
    with (``leading_literals``); a plain scan when there are none."""
    literals = leading_literals(pattern)
    if literals is None or (len(literals) == 1 and pattern.pattern.startswith(literals[0])):
        yield from pattern.finditer(text)  # re skips ahead to a plain literal prefix itself
        return
    yield from _matches_from(pattern, text, text, literals)


@lru_cache(maxsize=2)
def lower_same_length(text: str) -> str:
    """``text.lower()``, keeping as they are the few characters that lower-case to two ("İ")."""
    lowered = lowered_text(text)
    if len(lowered) == len(text):
        return lowered
    lowered = text.replace("\u0130", "I").lower()  # Turkish dotted capital I, the usual one
    if len(lowered) == len(text):
        return lowered
    return "".join(ch if len(low := ch.lower()) != 1 else low for ch in text)


def folded_finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose matches open with ASCII literals matched case-
    insensitively (``folded_literals``), matched only where one of them stands. In a text that lower-
    cases to another length ("İ") the literals are read on a same-length copy: a match that would open
    with "İ", "ı" or "ſ" itself is not looked for."""
    literals = folded_literals(pattern)
    if literals is None:
        yield from pattern.finditer(text)
        return
    yield from _matches_from(pattern, text, lower_same_length(text), literals)


def matches_from_literals(
    pattern: re.Pattern[str], text: str, literals: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """``pattern``'s matches in ``text``, tried only where one of the lower-case ``literals`` (every match
    opens with one, in any case) stands: for patterns whose words ``folded_literals`` cannot list."""
    yield from _matches_from(pattern, text, lower_same_length(text), literals)


def _matches_from(
    pattern: re.Pattern[str], text: str, searched: str, literals: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """``pattern``'s non-overlapping matches in ``text``, tried only where one of ``literals`` stands in
    ``searched`` (``text`` itself, or its same-length lower-cased copy)."""
    starts: set[int] = set()
    find = searched.find
    for lit in literals:
        at = find(lit)
        while at != -1:
            starts.add(at)
            at = find(lit, at + 1)
    end = 0
    match = pattern.match
    for at in sorted(starts):
        if at < end:
            continue
        m = match(text, at)
        if m is not None:
            end = max(m.end(), at + 1)  # never empty where a literal opens it
            yield m
