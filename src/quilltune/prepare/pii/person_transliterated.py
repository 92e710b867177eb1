"""A Latin-script name written beside the same name in its own script: "सुनीता शर्मा (Sunita Sharma)",
"Hetal Desai / હેતલ દેસાઈ", "Park Ji-yeon (박지연)", "אבי מזרחי (Avi Mizrahi), MD".

``script_names`` finds the native-script run; the transliteration beside it, in brackets or after a
slash, is the same person. The legal veto still judges it, so "Tata Consultancy Services (टाटा …)"
stays an organisation.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_scripts import _BEYOND_LATIN
from quilltune.prepare.pii.person_words import _PARTICLE, _WORD
from quilltune.prepare.pii.spans import Span

# Particles of Gaelic and Arabic names written in lower case: "Calum Mac an t-Saoir", "Nurul Aina binti Ismail".
# One space between words: a tab is a table's cell border ("Individual\tGurleen Sandhu").
_LATIN_NAME = rf"(?:{_WORD})(?: (?:(?:{_PARTICLE}|an|al|el|ap) ){{0,3}}(?:{_WORD}|t-(?:{_WORD}))){{0,4}}"
# Languages an interpreter's line names in brackets beside a native-script name ("… (Vietnamese)").
_LANGUAGES = frozenset(
    """Amharic Arabic Armenian Bengali Bangla Cantonese Mandarin Chinese Croatian Dari Farsi Persian Georgian
    Greek Gujarati Hebrew Hindi Inuktitut Japanese Khmer Korean Malayalam Marathi Nepali Oromo Pashto Punjabi
    Russian Serbian Sinhala Somali Tagalog Tamil Telugu Thai Tigrinya Ukrainian Urdu Vietnamese Yiddish
    Bulgarian Macedonian Kazakh Uzbek Mongolian Burmese Lao Kurdish Tibetan Kannada Odia Assamese Sindhi
    Uyghur Belarusian Cree Ojibwe Syriac Aramaic Coptic Hmong Karen Shan""".split()
)
_AFTER = re.compile(rf"[ \t]*(?:\([ \t]*({_LATIN_NAME})[ \t]*\)|/[ \t]*({_LATIN_NAME})(?![\w-]))")
_BEFORE = re.compile(rf"({_LATIN_NAME})[ \t]*(?:\([ \t]*|/[ \t]*)\Z")


def transliterated_names(text: str, found: list[Span]) -> list[Span]:
    """The Latin-script spelling beside each found PERSON span written in another script."""
    out = []
    for s in found:
        if s.label != "PERSON" or not _BEYOND_LATIN.search(text, s.start, s.end):
            continue
        m = _AFTER.match(text, s.end)
        if m is not None:
            group = 1 if m.group(1) else 2
            start, end = m.start(group), m.end(group)
        else:
            b = _BEFORE.search(text, max(0, s.start - 80), s.start)
            if b is None:
                continue
            start, end = b.start(1), b.end(1)
        value = text[start:end]
        if " " not in value and (not outside_dictionary(value) or value in _LANGUAGES):
            continue  # "박서준 (Chair)", "Đỗ Hoàng Nam (Vietnamese)": a role or a language, not a spelling
        if is_private_person(text, start, end, confirmed=True):
            out.append(Span(start, end, "PERSON"))
    return out
