"""A name written alone that no given-name list holds, where the words around it make it a person.

"when Zbigniew grabbed my phone", "My cousin Selamawit", "the mother of Ayesha", "posts that tagged
Dong-wook", "records her as Halyna": the name is one capitalised word; the given-name rule in
``person_acts`` only takes the ~25,000 names it knows. Here a word outside the English dictionary
(``person_caps.outside_dictionary``) takes that place when a verb of personal action follows it or a
kinship or personal cue precedes it; places, months, nationalities and the legal veto still decide.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_rules import Run, document_tokens, is_private_person, written_lower
from quilltune.prepare.pii.person_words import _NOT_NAME_WORDS
from quilltune.prepare.pii.spans import Span

# What a person does in a narrative, right after the name.
_ACTS = re.compile(
    r"[ \t]+(?:(?:had|then|also|later|never|allegedly)[ \t]+)?"
    # Acts of a person, not of a company or a body ("GitHub will review", "Acme signed", "the Agency
    # confirmed"): speaking to someone, violence, where one lives or was born.
    r"(?:told|said|texted|phoned|telephoned|testified|replied|insisted|recalled|answered|complained|grabbed|"
    r"pushed|punched|struck|slapped|kicked|threatened|shouted|yelled|screamed|cried|drove|lives|lived|resides|"
    r"resided|was[ \t]+born|is[ \t]+not[ \t]+answering|did(?=[ \t]*[.,;]))\b"
)
# Who a person is to someone, or how a record names them, right before the name.
_CUE_BEFORE = re.compile(
    r"(?:\b(?:my|his|her|their|our|your|the[ \t]+\w+['’]s)[ \t]+(?:late[ \t]+)?(?:cousin|brother|sister|son|daughter|"
    r"mother|father|mom|mum|dad|wife|husband|partner|spouse|fiancée?|girlfriend|boyfriend|friend|neighbou?r|"
    r"uncle|aunt|nephew|niece|grandson|granddaughter|grandmother|grandfather|stepson|stepdaughter|child|"
    r"colleague|co-worker|coworker|roommate|landlord|tenant|employer|supervisor|manager)"
    r"|\b(?:mother|father|parent|guardian|son|daughter|child|sister|brother)[ \t]+of"
    r"|\btagged|\bmessaged|\b(?:records|lists|names|named|identifies|identified)[ \t]+(?:her|him|them)[ \t]+as"
    r"|\bmaiden[ \t]+name[ \t]+(?:was|is)|\btestimony[ \t]+that)[ \t]+\Z",
    re.IGNORECASE,
)

# "Canadians", "Albertans", "Europeans", "Quebecers": peoples, not a person.
_DEMONYM = ("ians", "eans", "ans", "ers", "ese")
# A capital inside a word after a small letter ("GitHub", "PayPal", "iPhone") is a brand, unless a
# surname prefix explains it ("McKenzie", "MacLeod", "LeBlanc", "DiCaprio", "VanDyke", "FitzGerald").
_BRAND = re.compile(r"^(?!Mc|Mac|De|Di|Da|Du|Le|La|Van|Von|Fitz|St)\w*[a-z][A-Z]")
_MONTHS_DAYS = frozenset(
    """January February March April May June July August September October November December Monday Tuesday
    Wednesday Thursday Friday Saturday Sunday Christmas Easter""".split()
)


def _alone_words(text: str, runs: list[Run]) -> list[tuple[int, str]]:
    """Words that stand alone in their run, a run cut after each word that ends a sentence
    ("Selamawit. She said": the run holds both words)."""
    out = []
    for run_start, run_end, words in runs:
        if len(words) == 1:
            out.append(words[0])
            continue
        if ". " not in text[run_start:run_end]:
            continue
        group: list[tuple[int, str]] = []
        for start, word in words:
            group.append((start, word))
            if word.endswith(".") and len(word) > 2:
                if len(group) == 1:
                    out.append(group[0])
                group = []
        if len(group) == 1:
            out.append(group[0])
    return out


def alone_names(text: str, runs: list[Run]) -> list[Span]:
    """One-word runs outside the dictionary with a personal cue before or an action after them."""
    out: list[Span] = []
    for run_start, raw in _alone_words(text, runs):
        word = raw.rstrip(".")
        run_end = run_start + len(word)
        if len(word) < 3 or word in _NOT_NAME_WORDS or word in _MONTHS_DAYS or word.endswith(_DEMONYM):
            continue
        if _BRAND.match(word):
            continue
        # Most capitalised words of a statute are dictionary words: the cached lookup goes first.
        if not outside_dictionary(word):
            continue
        if not (_ACTS.match(text, run_end) or _CUE_BEFORE.search(text, max(0, run_start - 40), run_start)):
            continue
        if written_lower(word.lower(), document_tokens(text)):
            continue
        if is_private_person(text, run_start, run_end):
            out.append(Span(run_start, run_end, "PERSON"))
    return out


# Round 14: a full name no list holds in running prose: "evaluation by Do-hyeon Tak", "widow of Tôn
# Khánh Linh", "the claim of Tôn Minh Triết". Every word is outside the English dictionary, one has an
# accent, a hyphen or an apostrophe, and the run follows a preposition of the sentence.
_PROSE_BEFORE = re.compile(r"\b(?:by|of|from|with|and|for|against|named|called|to)[ \t]+\Z")
# Ordinary case only ("GitHub", "AdSense", "NDA" are brands and acronyms).
_NAME_CASED = re.compile(r"[^\W\d_][^\W\d_A-Z'’]*(?:[-'’][^\W\d_][^\W\d_A-Z'’]*)*")
_LOWER_PARTICLE = re.compile(
    r"(?:van|von|der|den|de|da|das|dos|di|del|della|dela|du|le|la|bin|binti|ter|ten|ap)\Z"
)


def foreign_runs(text: str, runs: list[Run]) -> list[Span]:
    out: list[Span] = []
    for run_start, run_end, words in runs:
        if not 2 <= len(words) <= 4:
            continue
        # The cheap test first: most capitalised runs of a statute are plain ASCII words. A name no
        # list holds is taken only when written the way names are (accents, a hyphen, an apostrophe).
        chunk = text[run_start:run_end]
        if chunk.isascii() and "-" not in chunk and "'" not in chunk:
            continue
        if "." in text[run_start:run_end] or not _PROSE_BEFORE.search(
            text, max(0, run_start - 12), run_start
        ):
            continue
        if text.startswith((" &", " and Partners", " and Associates"), run_end):
            continue  # "Anderson Mōri & Tomotsune": a firm
        names = [w for _, w in words if not _LOWER_PARTICLE.fullmatch(w)]
        if len(names) < 2 or any(
            w in _NOT_NAME_WORDS or w in _MONTHS_DAYS or w.endswith(_DEMONYM) for w in names
        ):
            continue
        if not all(outside_dictionary(w) and _NAME_CASED.fullmatch(w) for w in names):
            continue
        if any(written_lower(w.lower(), document_tokens(text)) for w in names):
            continue
        if is_private_person(text, run_start, run_end):
            out.append(Span(run_start, run_end, "PERSON"))
    return out
