"""Every mention of a name once it is found (``repeated_mentions``): the full name again, its surname
alone, its given name alone as a narrative goes on, the same name in capitals or in a chat's lower case.
Split from ``person``; each mention still passes the legal veto (``is_private_person``).
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lowered_text, word_occurrences
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_frames import NOT_GIVEN_BEFORE
from quilltune.prepare.pii.person_rules import document_tokens, is_private_person
from quilltune.prepare.pii.person_rules import written_lower as _written_lower
from quilltune.prepare.pii.person_words import _HONORIFICS, _NOT_A_PERSON, _UP
from quilltune.prepare.pii.spans import Span

_GIVEN_BEFORE = re.compile(r"(?<![\w.])([A-Z][a-z]+)[ \t]+$")

# Not a relative's given name before a surname: "Ms Ødegård" is the same person as "Ødegård".
_TITLES = frozenset("Mr Mrs Ms Mx Dr Prof Miss Mme Mlle Sir Dame Lord Lady Dear".split()) | _HONORIFICS


def repeated_mentions(text: str, found: list[Span]) -> list[Span]:
    """Every occurrence counts: other mentions of each accepted name, its surname alone, or in capitals."""
    values = {text[s.start : s.end] for s in found}
    full = [v for v in values if len(v.split()) > 1]  # "Kaveh\nKermani": an OCR line break counts
    values |= {v.split()[-1] for v in full}
    # "Heikkinen, Tuulikki": the surname stands before the comma.
    values |= {head.split()[-1] for v in full if (head := v.split(",")[0].strip()) and head != v}
    # The given name alone, as a narrative goes on ("Mette reported that …" after "Complainant:
    # Mette Søndergaard"), unless the document also writes it in lower case ("Will", "Grace").
    tokens = document_tokens(text) if full else frozenset()
    given_only = {
        g
        for v in full
        if len(g := v.split()[0]) >= 3
        and not g.endswith(".")
        and g.capitalize() not in _NOT_A_PERSON
        and (outside_dictionary(g) or not _written_lower(g.lower(), tokens))
    } - values
    values |= given_only
    if not values:
        return []
    # One pass for all names (longest first so a full name wins over its surname).
    # Matched on a lower-cased copy: a case-insensitive regex scan is several times slower.
    lowered = lowered_text(text)
    needles = [v.lower() for v in sorted(values, key=len, reverse=True)]
    if len(lowered) == len(text):
        matches = word_occurrences(lowered, needles, text)
    else:  # lower-casing changed the length ("İ"): offsets only hold on the text itself
        alternatives = "|".join(re.escape(v) for v in needles)
        pattern = rf"(?<![\w-])(?:{alternatives})(?![\w-])"
        matches = (m.span() for m in re.finditer(pattern, text, flags=re.IGNORECASE))
    # Two values can share a capitalised form ("Mackenzie" a given name, "MacKenzie" a surname): the
    # surname or full name wins, whatever order the set iterates in (it changes with PYTHONHASHSEED).
    by_upper = {v.upper(): v for v in sorted(given_only)}
    by_upper.update({v.upper(): v for v in sorted(values - given_only)})
    # A name found in capitals ("HARPREET SANDHU" in a caption) is the same name when the narrative
    # writes it in ordinary case ("Sandhu's consent", "MacKinnon contends").
    by_lower = {v.lower(): v for v in values if v.isupper()}
    # Round 15: a chat writes names in lower case ("hey its nizhoni"): a word no dictionary lists.
    by_lower.update(
        {v.lower(): v for v in values if " " not in v and not v.isupper() and outside_dictionary(v)}
    )
    headings = _heading_values(text, found)
    extra = []
    for found_start, found_end in matches:
        m_text = text[found_start:found_end]
        value = m_text if m_text in values else by_upper.get(m_text)
        if value is None and not _in_address(text, found_start, found_end):
            value = by_lower.get(m_text.lower())
            if (
                value is not None
                and value.isupper()
                and m_text.islower()  # "dela Peña" after "DELA PEÑA" is still the name
                and _caps_only(value, headings)
            ):
                # "initials BY" found: the word "by" is no mention of them; "CONSENTEMENT SPÉCIAL" read
                # in a heading: "le consentement spécial" in the narrative is no mention either
                value = None
        if value is None:
            continue  # a different casing that is not all capitals: "jordan" is not "Jordan"
        if text[found_start - 1 : found_start] == "<" or text[found_start - 2 : found_start] == "</":
            continue  # a markup tag's name ("<Cell>"), not a mention (round 24)
        caps = m_text.isupper() and m_text != value
        # Round 13: a found surname repeated alone in capitals ("condamne KOMBO aux frais", "CST. LIU:")
        # is no initials: the veto reads one capitalised word as such, so the dictionary judges it.
        lone_caps = m_text.isupper() and " " not in m_text and outside_dictionary(m_text.capitalize())
        if not lone_caps and not is_private_person(text, found_start, found_end, allow_caps=caps):
            continue
        capital_before = _CAPITAL_BEFORE.search(text, max(0, found_start - 30), found_start)
        if value in given_only and (
            _CAPITAL_AFTER.match(text, found_end)
            or (capital_before and capital_before.group().rstrip() not in _SENTENCE_OPENERS)
        ):
            continue  # a given name alone, not the first word of another name ("Jasper National Park")
        start = found_start
        given = _GIVEN_BEFORE.search(text, max(0, start - 30), start)
        if (
            " " not in value
            and given
            and given.group(1) not in _TITLES
            and given.group(1) not in NOT_GIVEN_BEFORE  # "On Radhika's behalf": a frame's lead word
            and is_private_person(text, given.start(1), found_end)
        ):
            start = given.start(1)  # "Adaeze Okonkwo" after "Samuel Okonkwo": a relative
        extra.append(Span(start, found_end, "PERSON"))
    return extra


def _caps_only(value: str, headings: set[str]) -> bool:
    """A value found in capitals whose lower-case form is no name: initials, a word a dictionary lists,
    or the end of a heading (a chat's "hi it's tolossa gemechu" still counts as "Caller: TOLOSSA GEMECHU")."""
    if value in headings:
        return True
    if " " in value:
        return False  # a full name found in capitals, written in a chat's lower case
    return len(value) <= 4 or not outside_dictionary(value.capitalize())


_CAPS_WORD_BEFORE = re.compile(r"(?<![\w'’])[^\W\d_a-z]{2,}[ \t]+\Z")


def _heading_values(text: str, found: list[Span]) -> set[str]:
    """Values read out of a longer line of capitals ("REQUÊTE EN ADOPTION SUR CONSENTEMENT SPÉCIAL"):
    a heading's words, whose lower-case forms in the narrative are words, not the name."""
    out = set()
    for s in found:
        value = text[s.start : s.end]
        if value.isupper() and _CAPS_WORD_BEFORE.search(text, max(0, s.start - 30), s.start):
            out |= {value, *value.split()}
    return out


def _in_address(text: str, start: int, end: int) -> bool:
    """ "policies.google.com", "@nizhoni": a lower-case word inside an address or a handle."""
    after = text[end : end + 2]
    return (
        text[start - 1 : start] in (".", "/", "@", "_")
        or after[:1] in ("/", "@", "_")
        or (after[:1] == "." and after[1:].isalpha())
    )


# Capitalised words that open a sentence before a given name ("If Sipho is unable to act"), not the
# first word of a longer name.
_SENTENCE_OPENERS = frozenset(
    "If When While Unless Until And But Or So Then Because Although Though After Before Since Did Does Do "
    "Ask Tell Dear Thanks Hi Hello Yes No Please Whether As Once Where Why How What Who Let Had Has Was Is".split()
)
_PARTICLE_WORDS = "(?:van|von|de|da|di|del|der|den|du|le|la|bin|ibn)"
_CAPITAL_AFTER = re.compile(rf"[ \t]+(?:{_PARTICLE_WORDS}[ \t]+)?[{_UP}]")
_CAPITAL_BEFORE = re.compile(rf"[{_UP}][\w'’-]*[ \t]+\Z")  # a word ending a sentence ("LLP.") does not count
