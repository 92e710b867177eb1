"""PERSON detection: regex rules, the NER model, or both, with the legal-context veto.

Strategies (measured against each other in docs/pii-scores.md):
- ``rules``: cue rules only (no model);
- ``ner``: the spaCy model on the whole text, without legal rules (the baseline);
- ``ner+rules``: cue rules plus the model on candidate sentences, both filtered by the veto.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any, Literal, TypeVar

from quilltune.prepare.pii.context import table_cells
from quilltune.prepare.pii.person_layout import (
    _NEXT_LINE_SAYS_PERSON,
    _PREVIOUS_LINE_SAYS_PERSON,
    _neighbour_line,
    layout_candidates,
    signed_off,
)
from quilltune.prepare.pii.person_ner import candidate_windows, ner_persons_many
from quilltune.prepare.pii.person_rules import (
    announced_by_title,
    capital_runs,
    document_tokens,
    is_cued,
    is_private_person,
    rule_candidates,
    trim_entity,
    unclaimed_candidates,
)
from quilltune.prepare.pii.person_rules import written_lower as _written_lower
from quilltune.prepare.pii.person_words import (
    _FIELDS,
    _NOT_NAME_WORDS,
    _UP,
    _WORD,
    NAME,
    given_names,
    known_pair,
    office_or_body,
)
from quilltune.prepare.pii.spans import Span

_GIVEN_BEFORE = re.compile(r"(?<![\w.])([A-Z][a-z]+)[ \t]+$")

# Not a relative's given name before a surname: "Ms Ødegård" is the same person as "Ødegård".
_TITLES = frozenset("Mr Mrs Ms Mx Dr Prof Miss Mme Mlle Sir Dame Lord Lady Dear".split())

PersonStrategy = Literal["rules", "ner", "ner+rules"]
T = TypeVar("T")


# What ``person_steps`` asks the model: a text and the windows (start, end) of it to read; it is
# sent back the PERSON spans found there, in that text's offsets.
NerRequest = tuple[str, list[tuple[int, int]]]


def find_persons(text: str, strategy: PersonStrategy = "ner+rules") -> list[Span]:
    return run_with_model([person_steps(text, strategy)])[0]


def run_with_model(steps: list[Generator[NerRequest, list[Span], T]]) -> list[T]:
    """Run generators that each ask the model at most once (as ``person_steps`` does), the
    requests of all of them answered by one batched model call."""
    results: list[Any] = [None] * len(steps)
    waiting: list[tuple[int, NerRequest]] = []
    for i, step in enumerate(steps):
        try:
            waiting.append((i, next(step)))
        except StopIteration as done:
            results[i] = done.value
    answers = ner_persons_many([request for _, request in waiting]) if waiting else []
    for (i, _), found in zip(waiting, answers, strict=True):
        try:
            steps[i].send(found)
        except StopIteration as done:
            results[i] = done.value
        else:
            raise RuntimeError("a detection step asked the model twice")
    return results


def person_steps(
    text: str, strategy: PersonStrategy = "ner+rules"
) -> Generator[NerRequest, list[Span], list[Span]]:
    """``find_persons`` as a generator that yields the windows it wants the model to read (at most
    once) and receives the model's PERSON spans, so a caller can batch many documents' requests."""
    if strategy == "ner":
        found = yield (text, [(0, len(text))])
        return [Span(*_strip_possessive(text, s.start, s.end), "PERSON") for s in found]
    runs = capital_runs(text)
    proposed = [*rule_candidates(text, runs), *layout_candidates(text)]
    if strategy == "ner+rules":
        # The model sees every name-shaped run the rules did not already accept (not only the
        # rules' proposals): "Tomasz Wiśniewski told the court" has no cue and no listed given name.
        covered = _covered_mask(proposed, len(text))
        triggers = [c for c in unclaimed_candidates(text, runs) if not covered(c)]
        windows = candidate_windows(text, triggers)
        if windows:
            # The model answers for the candidates it was asked about, not for whatever else its
            # window holds ("Air Travellers" in a list of Acts next to a candidate).
            asked = [(m.start(), m.end()) for t in triggers if (m := NAME.match(text, t))]
            found = yield (text, windows)
            proposed += [
                Span(*trim_entity(text, s.start, s.end), "PERSON")
                for s in found
                if any(a < s.end and s.start < b for a, b in asked)
            ]
        proposed += _acting_subjects(text, triggers)
    proposed = _drop_common_nouns(text, proposed)
    kept = [
        s
        for s in proposed
        if s.end > s.start and is_private_person(text, s.start, s.end) and not _defined_term(text, s)
    ]
    full_names = {s for s in kept if " " in text[s.start : s.end].strip()}
    surnames = {text[s.start : s.end].split()[-1] for s in full_names}
    # A single word is a person only when a cue announces it (title, salutation, role, field label,
    # sign-off) or it is a known full name's surname: otherwise "Contact", "Defense" or the "Lee" of
    # "Morrison & Lee LLP" would pass.
    kept = [
        s
        for s in kept
        if s in full_names
        or announced_by_title(text, s.start)
        or is_cued(text, s.start)
        or signed_off(text, s.start)
        or text[s.start : s.end] in surnames
    ]
    kept = [_surname_first(text, s) for s in kept]
    kept += _caps_names(text) + _table_names(text, kept)
    kept += _caseless_names(text, kept)
    kept += _listed_with(text, kept)
    kept = _not_offices(text, kept)
    return kept + _not_offices(text, _repeats(text, kept))


def _not_offices(text: str, spans: list[Span]) -> list[Span]:
    """Drop runs that are an office, unit, body or place (``office_or_body``) or a term the
    document defines in quotes (“Band” means ...), unless a personal title announces them. A
    value the document somewhere writes as a body, place or species ("Grassy Narrows Indian
    Band", "Striped Bass (Morone saxatilis)") is that everywhere in it."""
    not_people = {v for v in {text[s.start : s.end] for s in spans} if _named_as_thing(text, v)}
    return [
        s
        for s in spans
        if not _ARTICLE_BEFORE_NOUN.fullmatch(text, s.start, min(len(text), s.end + 2))
        and text[s.start : s.end] not in not_people
        and not _holiday(text, s)
        and (
            announced_by_title(text, s.start)
            or not (office_or_body(text[s.start : s.end]) or _defined_term(text, s))
        )
    ]


def _named_as_thing(text: str, value: str) -> bool:
    at, seen = text.find(value), 0
    while at != -1 and seen < 50:
        end = at + len(value)
        if _BODY_AFTER.match(text, end) or _SPECIES_AFTER.match(text, end):
            return True
        at, seen = text.find(value, end), seen + 1
    return False


# "New Year's Day", "Christmas Eve", "Remembrance Day": a holiday's last word, not a surname.
_HOLIDAY_BEFORE = re.compile(
    r"(?:[A-Z][\w-]*['’]s|Canada|Labour|Labor|Victoria|Remembrance|Boxing|Christmas|Thanksgiving|"
    r"Dominion|Memorial|Independence|Family|Heritage|Civic|Discovery|Easter|Reconciliation|Islander|"
    r"New[ \t]+Year['’]s)[ \t]+\Z"
)


def _holiday(text: str, span: Span) -> bool:
    words = text[span.start : span.end].split()
    if not words or words[-1] not in ("Day", "Eve"):
        return False
    if len(words) == 1:
        return bool(_HOLIDAY_BEFORE.search(text, max(0, span.start - 40), span.start))
    return bool(_HOLIDAY_BEFORE.fullmatch(" ".join(words[:-1]) + " "))


# A species named before its Latin binomial: "Striped Bass (Morone saxatilis)".
_SPECIES_AFTER = re.compile(r"[ \t]*\([A-Z][a-z]+[ \t]+[a-z]{3,}(?:[ \t]+[a-z]{3,})?\)")


# A run that names the body, place or instrument the next words say it is: "the Grassy Narrows
# Indian Band", "Moose Factory First Nation", "Bretton Woods and Related Agreements Act".
_BODY_AFTER = re.compile(
    r"[ \t]+(?:and[ \t]+(?:[A-Z][\w'’-]+[ \t]+){1,3})?(?:Indian[ \t]+)?(?:Band|Bands|First[ \t]+Nations?|Nation|"
    r"Tribes?|Reserve|Act|Regulations|Highway|Agreements?|Treaty|Convention|Settlement)\b"
    # "Medicine Hat, Alberta" closing a line or clause: a place, as schedules write towns (not
    # "Jane Roe, Alberta Health Care no. ...", a field).
    r"|,[ \t]+(?:Alberta|British[ \t]+Columbia|Manitoba|New[ \t]+Brunswick|Newfoundland|Nova[ \t]+Scotia|"
    r"Ontario|Prince[ \t]+Edward[ \t]+Island|Quebec|Québec|Saskatchewan|Yukon|Northwest[ \t]+Territories|"
    r"Nunavut)[ \t]*(?=\n|$|[.;,)])"
)


# "NOTICE TO THE APPLICANT: An applicant may serve": a field label's value that is an article
# before a lower-case noun is the start of a sentence, not a name.
_ARTICLE_BEFORE_NOUN = re.compile(r"(?:An|The|This|That|Each|Every|Any|No|Such)[ \t][a-z]")


# A table column headed by a person field ("employee_name", "Tenant", "Last name", "Beneficiary"):
# its cells are people when they are shaped like names.
_NAME_COLUMN_HINT = re.compile(
    r"name|nom\b|tenant|employee|beneficiar|witness|client|patient|applicant|claimant|owner|member|student|"
    r"insured|debtor|borrower|guarantor|payee|party|signatory|director|shareholder|heir|contact"
)
_CELL_NAME = re.compile(
    f"(?:{_WORD})(?:[ \t]+(?:{_WORD}|[{_UP}]\.|(?:van|von|de|da|del|der|di|du|le|la|bin|ibn)))*"
)


def _name_column(header: str) -> bool:
    words = header.replace("_", " ").replace("/", " ").split()
    if not words or any(
        w in ("file", "company", "firm", "business", "product", "street", "city", "org") for w in words
    ):
        return False
    return (
        "name" in words
        or "nom" in words
        or header in _FIELDS
        or " ".join(words) in _FIELDS
        or words[-1] in _FIELDS
        or words[0] in _FIELDS
    )


def _table_names(text: str, found: list[Span]) -> list[Span]:
    if "\n" not in text:
        return []
    taken = {(s.start, s.end) for s in found}
    out = []
    for _, start, end in table_cells(text, _NAME_COLUMN_HINT, _name_column):
        value = text[start:end]
        if (start, end) in taken or not (_CELL_NAME.fullmatch(value) or _CASELESS_RUN.fullmatch(value)):
            continue
        if all(w in _NOT_NAME_WORDS for w in value.split()):
            continue
        if is_private_person(text, start, end):
            out.append(Span(start, end, "PERSON"))
    return out


# Names listed with a name already found: "gave evidence: Jane Doe, Ana Silva and Dr. Kim", a
# numbered witness list, "Jane Doe (officer); Ana Silva (neighbour)".
_LIST_GLUE = re.compile(
    r"(?:,|;|,?[ \t]+(?:and|&|et|y|und|or))[ \t]+(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?"
    r"|[ \t]*\([^()\n]{1,40}\)[;,][ \t]+|[ \t]*\n[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+"
)
_LIST_NAME = re.compile(f"(?:{_WORD})(?:[ \t](?:{_WORD}|[{_UP}]\.)){{0,3}}(?![\w-])")


def _listed_with(text: str, found: list[Span]) -> list[Span]:
    out: list[Span] = []
    taken = {s.start for s in found}
    frontier = sorted(found)
    for _ in range(12):  # a list of a dozen names is followed item by item
        new = []
        for s in frontier:
            glue = _LIST_GLUE.match(text, s.end)
            if not glue:
                continue
            m = _LIST_NAME.match(text, glue.end())
            if not m or m.start() in taken:
                continue
            start, end = trim_entity(text, m.start(), m.end())
            if end <= start or " " not in text[start:end]:
                continue
            if is_private_person(text, start, end) and not any(
                w in _NOT_NAME_WORDS for w in text[start:end].split()
            ):
                span = Span(start, end, "PERSON")
                taken.add(start)
                new.append(span)
        if not new:
            break
        out += new
        frontier = new
    return out


# Names written in a script without capitals (Han, Hangul, kana, Arabic, Hebrew, Devanagari, Thai,
# Georgian...): no capital run finds them, and the English model does not read them. In English
# legal text such a run is a name, a place or an organisation; it counts as a person where a cue,
# a sign-off or a verb says so, or next to a name already found ("Wang Wei (王伟)", "A, B and C").
_CASELESS = (
    "\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u0900-\u0dff\u0e00-\u0eff\u10d0-\u10ff"
    "\u1100-\u11ff\u1200-\u137f\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
    "\ufb1d-\ufdff\ufe70-\ufeff"
)
# Greek, Cyrillic and Armenian names have capitals but neither the given-name list nor the English
# model knows most of them: a run of two or three such words is judged like a caseless run.
_OTHER_CASED = "\u0370-\u03ff\u0400-\u052f\u0531-\u0587"
_CASELESS_RUN = re.compile(
    f"[{_CASELESS}]+(?:[ \t\u30fb\u00b7][{_CASELESS}]+){{0,3}}"
    f"|[{_OTHER_CASED}]+(?:-[{_OTHER_CASED}]+)?(?:[ \t][{_OTHER_CASED}]+(?:-[{_OTHER_CASED}]+)?){{1,2}}"
)
_CASELESS_HINT = re.compile(f"[{_CASELESS}{_OTHER_CASED}]")
_NEXT_TO_NAME = re.compile(r"(?:,|;|,?[ \t]+(?:and|&|et|y|und))?[ \t]*\(?[ \t]*\Z")


def _caseless_names(text: str, found: list[Span]) -> list[Span]:
    if not _CASELESS_HINT.search(text):
        return []
    ends = sorted(s.end for s in found)
    out: list[Span] = []
    for m in _CASELESS_RUN.finditer(text):
        start, end = m.span()
        if end - start > 24:
            continue  # a sentence in that script, not a name
        near = [e for e in ends if start - 8 <= e <= start] + [
            s.end for s in out if start - 8 <= s.end <= start
        ]
        if (
            is_cued(text, start)
            or signed_off(text, start)
            or _PERSON_VERB_AFTER.match(text, end)
            or _line_alone_for_person(text, start, end)
            or any(_NEXT_TO_NAME.match(text, e, start) for e in near)
        ):
            out.append(Span(start, end, "PERSON"))
    return out


def _line_alone_for_person(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    if text[line_start:start].strip() or text[end:line_end].strip():
        return False
    return any(s.start == start for s in layout_candidates_for(text, start, end))


def layout_candidates_for(text: str, start: int, end: int) -> list[Span]:
    """The layout rules' verdict on one line (next line a party role, line before BETWEEN/AND...)."""
    if _NEXT_LINE_SAYS_PERSON.match(_neighbour_line(text, start, end, forward=True)) or (
        _PREVIOUS_LINE_SAYS_PERSON.search(_neighbour_line(text, start, end, forward=False))
    ):
        return [Span(start, end, "PERSON")]
    return []


# A name in capitals on a line of its own in a court caption ("BETWEEN:\n\nJANE DOE\n\nPlaintiff") or
# after "AFFIDAVIT OF": the capital-run rules need lower-case letters.
_CAPS_WORD = f"[{_UP}]{{2,}}(?:[-'’][{_UP}]+)*"
_CAPS_NAME = f"{_CAPS_WORD}(?:[ \t]+(?:[{_UP}]\.|{_CAPS_WORD})){{1,3}}"
_CAPS_LINE = re.compile(
    f"\n[ \t]*(?:(AFFIDAVIT OF|ESTATE OF|AFFIDAVIT D[E'’]|DÉCLARATION DE)[ \t]+)?({_CAPS_NAME})[ \t]*,?(?=\n|$)"
)


def _caps_names(text: str) -> list[Span]:
    if "\n" not in text:
        return []
    out = []
    for m in _CAPS_LINE.finditer("\n" + text):
        start, end = m.start(2) - 1, m.end(2) - 1
        words = [w.capitalize() for w in text[start:end].split()]
        if any(w.rstrip(".") in _NOT_NAME_WORDS for w in words):
            continue
        if not (m.group(1) or layout_candidates_for(text, start, end) or known_pair(words[0], words[-1])):
            continue
        if is_private_person(text, start, end, allow_caps=True):
            out.append(Span(start, end, "PERSON"))
    return out


# "Patient name: Doe, Jane" / "DOE, Jane Marie": surname first in forms and tables.
_GIVEN_AFTER_COMMA = re.compile(
    f",[ \t]+(?:{_WORD})(?:[ \t]+(?:{_WORD}|[{_UP}]\.))?(?=[ \t]*(?:\n|$|[|;\t]))"
)


def _surname_first(text: str, span: Span) -> Span:
    if " " in text[span.start : span.end]:
        return span
    m = _GIVEN_AFTER_COMMA.match(text, span.end)
    if m and is_cued(text, span.start):
        return Span(span.start, m.end(), "PERSON")
    return span


# What only a person does in legal narrative, right after a name-shaped run: "Adonis Diaconescu told
# the officers", "Inger Karlsen, who had worked at the depot". The small model misses many of these
# when the name is not English.
_PERSON_VERB_AFTER = re.compile(
    r"[ \t]+(?:told|said|testified|stated|deposed|admitted|denied|explained|alleged|swore|affirmed|signed|"
    r"wrote|confirmed|replied|recalled|acknowledged|married|resides|lives|died|was born|arrived|attended|"
    r"phoned|telephoned|texted|moved|lived|resided|visited|gave evidence|was (?:driving|arrested|charged|"
    r"employed|injured|dismissed|hired|interviewed|questioned|detained|sentenced|convicted|acquitted)|"
    r"had (?:worked|lived|been employed))\b"
    r"|,[ \t]+(?:who[ \t]|aged[ \t]+\d|born[ \t])"
    r"|['’]s[ \t]+(?:evidence|testimony|mother|father|wife|husband|son|daughter|brother|sister|lawyer|counsel|"
    r"employer|credibility|statement|affidavit|account)\b"
    r"|[ \t]+\((?:the[ \t]+)?[\"“](?:Employee|Tenant|Landlord|Borrower|Guarantor|Vendor|Purchaser|Seller|Buyer|"
    r"Contractor|Consultant|Executor|Wife|Husband|Client|Licensee|Lessee|Lessor|Optionee|Subscriber|Employer)[\"”]\)"
)
# Words before a name that only a person follows: "the evidence of Tomasz Wiśniewski", "spoke with ...".
_PERSON_OF_BEFORE = re.compile(
    r"(?:evidence|testimony|statement|affidavit|cross-examination|examination|credibility|interview|arrest|"
    r"death|estate|custody|account|version|recollection|signature|consent)[ \t]+of[ \t]+(?:the[ \t]+late[ \t]+)?\Z"
    r"|(?:spoke|met|interviewed|married|lived|resided|stayed|lives|resides)(?:[ \t]+with)?[ \t]+\Z"
    r"|according[ \t]+to[ \t]+\Z",
    re.IGNORECASE,
)


def _acting_subjects(text: str, starts: list[int]) -> list[Span]:
    out = []
    for start in starts:
        m = NAME.match(text, start)
        if (
            m
            and " " in m.group()
            and (
                _PERSON_VERB_AFTER.match(text, m.end())
                or _PERSON_OF_BEFORE.search(text, max(0, start - 40), start)
            )
        ):
            out.append(Span(*trim_entity(text, m.start(), m.end()), "PERSON"))
    return out


def _covered_mask(spans: list[Span], n: int):
    starts = sorted((s.start, s.end) for s in spans)

    def covered(pos: int) -> bool:
        return any(a <= pos < b for a, b in starts)

    return covered


def _defined_term(text: str, span: Span) -> bool:
    """A contract's defined term (``"Education Partner"``, ``“Detection Notification”``) is quoted
    where it is defined; a person's name almost never is."""
    value = text[span.start : span.end]
    return any(f"{o}{value}{c}" in text for o, c in (('"', '"'), ("“", "”"), ("'", "'")))


def _drop_common_nouns(text: str, spans: list[Span]) -> list[Span]:
    """Drop proposals with a word this document also uses in lower case ("Education Partner",
    "Operational Requirements"): title-cased common nouns, not names. Kept anyway: a proposal
    starting with a known given name ("Mark Stevens" beside "trade mark") or announced by a cue
    (title, rank, role, field label: "Mr. Price" beside "the price")."""
    if not spans:
        return spans
    # The document's whitespace-separated tokens (a C-speed split; the regex scan it replaces took
    # ~2 ms per 4 KB judgment): a word counts as written in lower case when it stands alone, maybe
    # with trailing punctuation, never inside an e-mail address or URL.
    tokens = document_tokens(text)
    names = given_names()
    kept = []
    for s in spans:
        words = text[s.start : s.end].split()
        if (words and (words[0] in names or known_pair(words[0], words[-1]))) or is_cued(text, s.start):
            kept.append(s)
        elif not any(_written_lower(w.lower().strip(".,'’s"), tokens) for w in words):
            kept.append(s)
    return kept


def _strip_possessive(text: str, start: int, end: int) -> tuple[int, int]:
    return (start, end - 2) if text[start:end].endswith(("'s", "’s")) else (start, end)


def _repeats(text: str, found: list[Span]) -> list[Span]:
    """Every occurrence counts: other mentions of each accepted name, its surname alone, or in capitals."""
    values = {text[s.start : s.end] for s in found}
    values |= {v.split()[-1] for v in values if " " in v}
    if not values:
        return []
    # One pass for all names (longest first so a full name wins over its surname).
    # Matched on a lower-cased copy: a case-insensitive regex scan is several times slower.
    lowered = text.lower()
    needles = [v.lower() for v in sorted(values, key=len, reverse=True)]
    if len(lowered) == len(text):
        matches = _word_occurrences(lowered, needles)
    else:  # lower-casing changed the length ("İ"): offsets only hold on the text itself
        alternatives = "|".join(re.escape(v) for v in needles)
        pattern = rf"(?<![\w-])(?:{alternatives})(?![\w-])"
        matches = (m.span() for m in re.finditer(pattern, text, flags=re.IGNORECASE))
    by_upper = {v.upper(): v for v in values}
    extra = []
    for found_start, found_end in matches:
        m_text = text[found_start:found_end]
        value = m_text if m_text in values else by_upper.get(m_text)
        if value is None:
            continue  # a different casing that is not all capitals: "jordan" is not "Jordan"
        caps = m_text != value
        if not is_private_person(text, found_start, found_end, allow_caps=caps):
            continue
        start = found_start
        given = _GIVEN_BEFORE.search(text, max(0, start - 30), start)
        if (
            " " not in value
            and given
            and given.group(1) not in _TITLES
            and is_private_person(text, given.start(1), found_end)
        ):
            start = given.start(1)  # "Adaeze Okonkwo" after "Samuel Okonkwo": a relative
        extra.append(Span(start, found_end, "PERSON"))
    return extra


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_" or ch == "-"  # the regex class [\w-]


def _word_occurrences(haystack: str, needles: list[str]) -> list[tuple[int, int]]:
    """What ``(?<![\w-])(?:n1|n2|...)(?![\w-])`` would find, needles longest first: leftmost,
    longest at each start, non-overlapping. Found with ``str.find`` per needle (C speed) instead of
    compiling a new alternation for every document and running it at every position."""
    hits = []
    size = len(haystack)
    for needle in needles:
        n = len(needle)
        at = haystack.find(needle)
        while at != -1:
            end = at + n
            if (at == 0 or not _is_word_char(haystack[at - 1])) and (
                end == size or not _is_word_char(haystack[end])
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
