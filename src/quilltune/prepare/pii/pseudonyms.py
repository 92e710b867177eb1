"""Initials used as pseudonyms beyond the cued forms of ``anonymise.find_initials`` (anonymise profile).

Judgments that hide a party's name call them by one letter throughout: ``Mr K`` once, then ``K was
arrested``, ``K’s lawyer``, ``K and L``, ``the charges against K``, ``W. lodged a complaint``. Three
more cues find such a letter (a verb of the narrative after it, a possessive, a pair of letters), and
every other standalone use of a letter the document has already used as a pseudonym is redacted too,
unless it names a part of a document (``Schedule K``), a list item (``(A)``), a term of a formula
(``A × B``), the article ``A`` or the pronoun ``I``, or the initial of a written-out name (``K. Jungwiert``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from quilltune.prepare.pii.person_rules import in_bench_list
from quilltune.prepare.pii.person_words import _NOT_NAME_WORDS, _UP
from quilltune.prepare.pii.spans import Span

# Verbs of a judgment's narrative that follow a person's name: "K was arrested", "W stated that".
_NARRATIVE_VERBS = (
    r"was|were|had|did|could|would|should|might|must|shall|will|stated|said|told|testified|alleged|"
    r"claimed|submitted|complained|denied|confirmed|admitted|gave|lodged|left|returned|died|asked|"
    r"explained|maintained|refused|agreed|lived|went|saw|met|received|appealed|applied|signed|made|took|"
    r"wrote|called|attended|appeared|argued|contended|replied|requested|remained|became|identified|"
    r"recognised|recognized|informed|accused|reported|declared|insisted|added|noted|indicated|lost|sought|"
    r"obtained|worked|owned|travelled|traveled|arrived|fled|disappeared|entered|brought|filed|challenged|"
    r"also|then|later|subsequently|never|again|himself|herself"
)
# Parts of documents, places in a building, grades and series named by a letter: "Schedule K",
# "Parts K and L", "Block C", "Class B", "Plan B", "Vitamin D"; a contract's "Party A shall".
_PART_WORDS = (
    r"Schedule|Appendix|Appendices|Exhibit|Annex|Part|Section|Subsection|Paragraph|Subparagraph|Clause|"
    r"Chapter|Title|Book|Volume|Vol|Form|Tab|Article|Class|Grade|Plan|Option|Series|Item|Table|Figure|"
    r"Category|Division|Group|Type|Phase|Unit|Block|Wing|Building|Floor|Room|Cell|Ward|Gate|Platform|Lot|"
    r"Zone|Tier|Level|Column|Row|Box|Line|Route|Sector|Area|Site|Model|Vitamin|Hepatitis|Count|Rule|"
    r"Protocol|Note|Page|Step|Stage|Letter|Grid|Map|Sheet|Plot|Party|Parties|Scenario|Variant|Version"
)
PART_AND_LETTER = re.compile(rf"(?i:{_PART_WORDS})(?:s|es)?[ \t]+[{_UP}]\.?(?!\w)")
"""An entity that starts "Schedule M", "Block C": a part of a document or a building, not an organisation."""
_PART_BEFORE = re.compile(
    rf"\b(?i:{_PART_WORDS})(?:s|es)?[ \t]+(?:[{_UP}]\.?[ \t]*(?:,|and|or|to|&)[ \t]*)*\Z"
)
_STANDALONE = rf"(?<![\w.’'§/(\-–])([{_UP}])(?![\w\-–/]|\.\w)"
_BEFORE_VERB = re.compile(rf"{_STANDALONE}[ \t]+(?:{_NARRATIVE_VERBS})\b")
# A letter as the object of what is done to or said of a person: "heard W as a witness",
# "According to T, the officers", "the charges against K".
_AFTER_OBJECT_VERB = re.compile(
    rf"\b(?:[Aa]ccording[ \t]+to|heard|questioned|charged|summoned|searched|arrested|interviewed|accused|"
    rf"threatened|beaten|beat|acquitted|convicted|sentenced|detained|released|informed|identified|"
    rf"represented|killed|shot|visited|against)[ \t]+{_STANDALONE}"
    rf"(?=[ \t]*[,;)]|\.(?!\w)|[ \t]+(?:as|and|with|to|in|on|at|for|was|were|had)\b)"
)
_POSSESSIVE = re.compile(rf"{_STANDALONE}(?=[’']s\b)")
_PAIR = re.compile(rf"{_STANDALONE}[ \t]+(?:and|or|&)[ \t]+([{_UP}])(?![\w\-–/]|\.\w)")
_AND_OTHERS_V = re.compile(rf"(?<![\w.’'])([{_UP}])\.?[ \t]+and[ \t]+Others[ \t]+v\b")
_FORMULA_EDGE = re.compile(r"[ \t]*[=×+−*/÷<>≤≥%]")
_FORMULA_BEFORE = re.compile(r"(?:[=×+−*/÷<>≤≥]|\b(?:where|if|let))[ \t]*\Z", re.IGNORECASE)
# "§ 3 (d)", "paragraph 12 B": a numbered provision; a year before it ("On 3 May 2002 K was") is not.
_NUMBERED_BEFORE = re.compile(r"(?:§[\d \t]*\(?|(?<!\d)\d{1,3}[ \t]*)\Z")
_NAME_AFTER_DOT = re.compile(rf"\.[ \t]+([{_UP}]\w+)")  # not "M’s": a possessive is no name
_SENTENCE_START_BEFORE = re.compile(r"(?:^|[.!?:;“\"(\n])[ \t]*\Z")
# Words that start a sentence: after "… beaten by W." they say a sentence ended, not a name went on.
SENTENCE_STARTS = frozenset(
    """The A An On In At By For From To With Without After Before When Whereas While During Since Until
    Following According Subsequently Later Thereafter Then Meanwhile However Moreover Furthermore Finally
    Accordingly Consequently Nevertheless Thus Therefore Also Although Though As Both Neither Nor Either
    Nothing No None Some All Each Every Such This That These Those There It Its He She His Her Him They
    Their Them We Our You I Having Being Despite Because If Unless Instead Only Even Yet But And Or So
    Upon Under Over Between Among Against Within Another Other One Two Three Several Many Most""".split()
)
# What the article "A" is never followed by, but a pseudonym "A" is: punctuation, "and", "v", a verb.
_AFTER_A = re.compile(rf"[ \t]*(?:[,;:)”\"’']|\.(?!\w)|$|(?:and|or|v|vs|as|to|{_NARRATIVE_VERBS})\b)")


def _person_like(text: str, start: int) -> bool:
    """A standalone capital at ``start`` may stand for a person (the context vetoes say it does not)."""
    letter = text[start]
    if letter == "I":
        return False  # the pronoun
    before = text[max(0, start - 40) : start]
    after = text[start + 1 : start + 40]
    if _PART_BEFORE.search(before) or _NUMBERED_BEFORE.search(before):
        return False
    if _FORMULA_EDGE.match(after) or _FORMULA_BEFORE.search(before):
        return False
    if before.endswith("(") and after.startswith(")"):
        return False  # "(A)": a list item
    name = _NAME_AFTER_DOT.match(after)
    if name and name.group(1) not in SENTENCE_STARTS and name.group(1) not in _NOT_NAME_WORDS:
        return False  # "K. Jungwiert": the initial of a written-out name
    if letter == "A" and _SENTENCE_START_BEFORE.search(before) and not _AFTER_A.match(after):
        return False  # "A witness": the article, capitalised only where a sentence starts
    return not in_bench_list(text, start)


def find_cued_letters(text: str) -> Iterator[Span]:
    """Bare capitals before a narrative verb, after one done to a person, as possessives, in pairs,
    and in ``X and Others v.``."""
    for pattern in (_BEFORE_VERB, _POSSESSIVE, _AND_OTHERS_V, _AFTER_OBJECT_VERB):
        for m in pattern.finditer(text):
            if _person_like(text, m.start(1)):
                yield Span(m.start(1), m.end(1), "INITIALS")
    for m in _PAIR.finditer(text):
        if _person_like(text, m.start(1)) and _person_like(text, m.start(2)):
            yield Span(m.start(1), m.end(1), "INITIALS")
            yield Span(m.start(2), m.end(2), "INITIALS")


def _opens_heading(text: str, start: int) -> bool:
    """``B.`` at ``start`` opens a line and no lower-case word follows: "B. Relevant domestic law"."""
    line_start = text[max(0, start - 4) : start].rstrip(" \t")
    return (not line_start or line_start.endswith("\n")) and not re.match(r"[ \t]+[a-z]", text[start + 2 :])


def other_uses(text: str, found: Iterable[Span]) -> Iterator[Span]:
    """Every other standalone use of a letter the document already uses as a pseudonym."""
    values = {text[s.start : s.end] for s in found}
    bare = {v for v in values if len(v) == 1}
    dotted = {v[0] for v in values if len(v) == 2 and v[1] == "."}
    if not bare and not dotted:
        return
    letters = "".join(sorted(bare | dotted))
    for m in re.finditer(rf"(?<![\w.’'§/(\-–])([{letters}])(\.?)(?![\w\-–/]|\.\w)", text):
        letter, dot = m.group(1), m.group(2)
        if (dot and _opens_heading(text, m.start())) or not _person_like(text, m.start()):
            continue
        if dot and letter in dotted:
            yield Span(m.start(), m.end(), "INITIALS")
        elif letter in bare:
            yield Span(m.start(1), m.end(1), "INITIALS")
