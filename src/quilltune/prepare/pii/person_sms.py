"""PERSON rule for text-message screenshots: the contact named in the header ("21:07  < Hinemoa") and
the lower-case names the messages use ("hey its hinemoa again", "did u talk to saba", "dont tell shira").

Only in a text that has such a header: lower-case words are names nowhere else. A word after a cue counts
when it is no dictionary word and no texting abbreviation ("hope", "will", "lol" stay).
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_words import given_names
from quilltune.prepare.pii.spans import Span

# A phone's conversation header: the clock, the back chevron, the contact.
_SMS_CONTACT = re.compile(
    r"^[ \t]*\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?[ \t]+[<‹][ \t]+([^\W\d_][^\W\d_'’ -]*(?:[ \t][^\W\d_][^\W\d_'’-]*){0,2})[ \t]*$",
    re.MULTILINE,
)
# A lower-case word where a chat names someone: after "talk to", "tell", "its"…, or before "'s name".
_LOWER_NAME = re.compile(
    r"\b(?:talk(?:ed)?[ \t]+to|tell|told|ask|asked|text|texted|call|called|with|its|it's|is|saw|meet|met)"
    r"[ \t]+([a-z]{3,})(?=[ \t]*(?:\?|!|$|'s\b|’s\b|[ \t]again\b|[ \t]ok\b|,))|\b([a-z]{3,})(?=['’]s[ \t]+name\b)",
    re.MULTILINE,
)


# Texting words no dictionary lists: never a name.
_TEXTING_WORDS = frozenset(
    "lol omg idk tbh btw brb ttyl lmk imo imho smh jk np thx thanx pls plz ppl tmrw tmr tonite gonna wanna "
    "gotta kinda dunno yall yeah yep nope nah okay okk hmm ugh haha hahaha lmao rofl wtf bday".split()
)


def sms_names(text: str, kept: list[Span]) -> list[Span]:
    header = _SMS_CONTACT.search(text, 0, min(len(text), 400))
    if header is None:
        return []
    out = [Span(header.start(1), header.end(1), "PERSON")]
    words = {w.casefold() for s in [*kept, out[0]] for w in text[s.start : s.end].split() if len(w) >= 3}
    for m in _LOWER_NAME.finditer(text):
        group = 1 if m.group(1) else 2
        word = m.group(group)
        if word in words or word.capitalize() in given_names() or word not in _TEXTING_WORDS:
            words.add(word)
    words = {w for w in words if outside_dictionary(w.capitalize())}
    if words:
        mention = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words))) + r")\b", re.IGNORECASE)
        out += [Span(m.start(), m.end(), "PERSON") for m in mention.finditer(text, header.end())]
    return out
