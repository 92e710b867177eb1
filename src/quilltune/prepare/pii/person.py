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

from quilltune.prepare.pii.gedcom import gedcom_names
from quilltune.prepare.pii.person_acts import acted_names
from quilltune.prepare.pii.person_alone import alone_names, foreign_runs
from quilltune.prepare.pii.person_beside import (
    _PERSON_VERB_AFTER,
    _caps_names,
    _caseless_names,
    _keyed_names,
    _listed_with,
    _table_names,
    joined_cell_names,
)
from quilltune.prepare.pii.person_caps import caps_names
from quilltune.prepare.pii.person_captions import caption_names, quoted_short_names
from quilltune.prepare.pii.person_cues import is_cued
from quilltune.prepare.pii.person_defined import defined_term
from quilltune.prepare.pii.person_described import described_names
from quilltune.prepare.pii.person_fields import field_names
from quilltune.prepare.pii.person_frames import framed_names
from quilltune.prepare.pii.person_handles import handle_names
from quilltune.prepare.pii.person_initials import initials_names
from quilltune.prepare.pii.person_initials_acts import acted_initials
from quilltune.prepare.pii.person_keyed import key_value_names, without_markup
from quilltune.prepare.pii.person_kin import kin_names
from quilltune.prepare.pii.person_layout import (
    layout_candidates,
    signed_off,
    split_wide_gaps,
)
from quilltune.prepare.pii.person_lines import line_names
from quilltune.prepare.pii.person_lists import listed_names
from quilltune.prepare.pii.person_mail import mailed_names
from quilltune.prepare.pii.person_mentions import lower_nicknames, mentioned_names
from quilltune.prepare.pii.person_ner import candidate_windows, ner_persons_many
from quilltune.prepare.pii.person_notes import note_names
from quilltune.prepare.pii.person_parties import party_names
from quilltune.prepare.pii.person_records import record_names
from quilltune.prepare.pii.person_repeats import repeated_mentions
from quilltune.prepare.pii.person_roles import without_lead_words
from quilltune.prepare.pii.person_rules import (
    announced_by_title,
    capital_runs,
    document_tokens,
    is_private_person,
    rule_candidates,
    trim_entity,
    unclaimed_candidates,
)
from quilltune.prepare.pii.person_rules import written_lower as _written_lower
from quilltune.prepare.pii.person_scripts import names_a_body, script_names
from quilltune.prepare.pii.person_shapes import (
    initial_surnames,
    particle_tails,
    surname_first,
    titled_park_names,
)
from quilltune.prepare.pii.person_signoffs import signoff_names
from quilltune.prepare.pii.person_sms import sms_names
from quilltune.prepare.pii.person_spelled import spelled_names
from quilltune.prepare.pii.person_things import names_a_thing
from quilltune.prepare.pii.person_transcripts import transcript_names, without_qa_lead
from quilltune.prepare.pii.person_transliterated import transliterated_names
from quilltune.prepare.pii.person_words import (
    _UP,
    _WORD,
    NAME,
    given_names,
    known_pair,
    office_or_body,
)
from quilltune.prepare.pii.spans import Span

_NAME_ONLY_PARTICLES = frozenset("van von ter ten bin ibn".split())

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
        if s.end > s.start and is_private_person(text, s.start, s.end) and not defined_term(text, s)
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
    kept += _caps_names(text) + _table_names(text, kept) + _keyed_names(text) + field_names(text)
    kept += _caseless_names(text, kept) + key_value_names(text)
    kept += _listed_with(text, kept)
    kept += line_names(text)
    kept += listed_names(text) + record_names(text)
    kept += acted_names(text, runs)
    kept += framed_names(text, runs)
    kept += script_names(text)
    kept += transliterated_names(text, kept)
    kept += caps_names(text)
    kept += alone_names(text, runs) + foreign_runs(text, runs)
    kept += initial_surnames(text) + surname_first(text) + titled_park_names(text)
    kept += transcript_names(text) + described_names(text) + party_names(text)
    kept += mailed_names(text)
    kept += _not_overlapping(spelled_names(text), kept)
    kept += caption_names(text, kept) + note_names(text) + mentioned_names(text)
    kept = [s for s in _not_offices(text, kept) if not names_a_body(text[s.start : s.end])]
    # A sign-off field's initials, a tenant cell's co-tenants: no office, body or firm reading applies.
    kept += initials_names(text) + joined_cell_names(text) + quoted_short_names(text, kept)
    kept += acted_initials(text) + gedcom_names(text) + signoff_names(text)
    kept += lower_nicknames(text)
    kept += sms_names(text, kept) + kin_names(text) + handle_names(text)
    repeated = _not_offices(text, repeated_mentions(text, kept))
    # A repeat can complete a name ("Ms. Cardinal" found, then "Shawna Cardinal" in a question): its
    # given name then counts too ("A. Shawna rented the basement"), so such names go round once more.
    known = {text[s.start : s.end] for s in kept}
    if any(" " in (v := text[s.start : s.end]) and v not in known for s in repeated):
        repeated += _not_offices(text, repeated_mentions(text, kept + repeated))
    spans = split_wide_gaps(text, without_qa_lead(text, particle_tails(text, kept + repeated)))
    spans = without_lead_words(text, without_markup(text, spans))
    return [s for s in spans if not _REPLY_WORD.fullmatch(text, s.start, s.end)]


# Round 17: a transcript's reply read as a one-word name after the speaker's label ("MEMBER: Noted.",
# "MEMBER: We'll mark …"): a contraction or a word that acknowledges is never a name.
_REPLY_WORD = re.compile(
    r"[A-Z][a-z]*['’](?:ll|re|ve|m|d|s|t)|Noted|Agreed|Understood|Okay|Ok|Yes|No|Thanks|Right|Sure|Correct|"
    r"Exactly|Indeed|Certainly|Fine|Granted|Sustained|Overruled"
)


def _not_overlapping(new: list[Span], kept: list[Span]) -> list[Span]:
    """``new`` spans that touch none of ``kept``: evidence for a name another rule already read (and
    bounded its own way) changes nothing."""
    return [n for n in new if not any(k.start < n.end and n.start < k.end for k in kept)]


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
        and not names_a_thing(text, s.start, s.end)
        and not _holiday(text, s)
        and (
            announced_by_title(text, s.start)
            or not (office_or_body(text[s.start : s.end]) or defined_term(text, s))
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
# Indian Band", "Moose Factory First Nation", "Bretton Woods and Related Agreements Act", "Historic
# Sites and Monuments Board".
_BODY_AFTER = re.compile(
    r"[ \t]+(?:and[ \t]+(?:[A-Z][\w'’-]+[ \t]+){1,3})?(?:Indian[ \t]+)?(?:Band|Bands|First[ \t]+Nations?|Nation|"
    r"Tribes?|Reserve|Act|Regulations|Highway|Agreements?|Treaty|Convention|Settlement|"
    # A nation's name before the people's own word for the nation: "Biinjitiwaabik Zaaging Anishinaabek".
    r"Anishinaabek|Anishinabek|Anishnaabek|Nishnaabeg|Anishinaabeg|Haudenosaunee|Wendat|Mohawks?|Chippewas?|"
    r"Ojibways?|Ojibwe|Cree|Dene|Innu|Mi['’]kmaq|Wolastoqiyik|Nuxalk|Gitxsan|Tsimshian)\b"
    # "Historic Sites and Monuments Board", "Arts and Letters Council": the run's other half names a body.
    r"|[ \t]+and[ \t]+(?:[A-Z][\w'’-]+[ \t]+){1,3}(?:Board|Commission|Council|Committee|Agency|Authority|"
    r"Corporation|Foundation|Institute|Society|Tribunal|Bureau|Centre|Center|Museum|Secretariat)\b"
    # "Medicine Hat, Alberta" closing a line or clause: a place, as schedules write towns (not
    # "Jane Roe, Alberta Health Care no. ...", a field).
    r"|,[ \t]+(?:Alberta|British[ \t]+Columbia|Manitoba|New[ \t]+Brunswick|Newfoundland|Nova[ \t]+Scotia|"
    r"Ontario|Prince[ \t]+Edward[ \t]+Island|Quebec|Québec|Saskatchewan|Yukon|Northwest[ \t]+Territories|"
    r"Nunavut)[ \t]*(?=\n|$|[.;,)])"
)


# "NOTICE TO THE APPLICANT: An applicant may serve": a field label's value that is an article
# before a lower-case noun is the start of a sentence, not a name.
_ARTICLE_BEFORE_NOUN = re.compile(r"(?:An|The|This|That|Each|Every|Any|No|Such)[ \t][a-z]")


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


# Words before a name that only a person follows: "the evidence of Tomasz Wiśniewski", "spoke with ...".
_PERSON_OF_BEFORE = re.compile(
    r"(?:evidence|testimony|statement|affidavit|cross-examination|examination|credibility|interview|arrest|"
    r"death|estate|custody|account|version|recollection|signature|consent)[ \t]+of[ \t]+(?:the[ \t]+late[ \t]+)?\Z"
    r"|(?:spoke|met|interviewed|married|lived|resided|stayed|lives|resides)(?:[ \t]+with)?[ \t]+\Z"
    r"|according[ \t]+to[ \t]+\Z"
    # Verbs whose object is a person: "Counsel cross-examined Gergő Bánfalvi", "police arrested …".
    r"|(?:cross-examined|interviewed|questioned|arrested|detained|assaulted|hired|dismissed|fired|thanked|"
    r"telephoned|phoned|texted|visited|married|divorced|accompanied|told|asked|advised|informed|warned|"
    r"met|followed|punched|kicked|threatened|supervised)[ \t]+\Z"
    # "the court heard from X", "a letter from X", "found that X had not been served".
    r"|(?:heard|evidence|testimony|statement|letter|e-?mail|call|message|text|complaint)[ \t]+from[ \t]+\Z"
    r"|(?:found|held|accepted|concluded|noted|testified|admitted|alleged|claimed|argued|submitted|"
    r"believed|knew|learned|discovered)[ \t]+that[ \t]+\Z"
    # Where a letter or a document is sent to a person: "addressed to X", "address for service of X".
    r"|(?:addressed|delivered|mailed|sent|e-?mailed|copied)[ \t]+to[ \t]+\Z"
    r"|address(?:[ \t]+for[ \t]+service)?[ \t]+of[ \t]+\Z|(?:affidavit|declaration|will)[ \t]+of[ \t]+\Z"
    # Whom a lawyer acts for, whom a document is served on, whose number or signature it is:
    # "Counsel for Bram van 't Hof", "Please serve Conceição dos Santos", "Mobile of Friederike …".
    r"|(?:counsel|lawyer|solicitor|attorney|barrister)[ \t]+for[ \t]+\Z"
    r"|(?:serve|served|notify|reimburse|pay)[ \t]+\Z"
    # Whose identifier it is: "NAS de François Lévesque :", "passport of …", "date of birth of …".
    r"|(?:sin|ssn|nas|passport|date[ \t]+of[ \t]+birth|date[ \t]+de[ \t]+naissance|adresse)[ \t]+(?:(?:of|de)[ \t]+|d['’])\Z"
    r"|(?:mobile|cell|phone|telephone|e-?mail|signature|(?:in[ \t]+the[ \t]+)?presence)[ \t]+of[ \t]+\Z"
    # A party's role right before the name: "the debtor Park Ji-woo filed", "Plaintiff Zeynep Çelik brings".
    r"|(?:debtor|creditor|plaintiff|defendant|claimant|petitioner|testator|testatrix|deceased|grievor|"
    r"complainant|accused|deponent|affiant|declarant|"
    # Who holds the card or account, who signed in: "Cardholder X authorised", "the user X signed in".
    r"cardholder|card[ \t]+holder|cardmember|account[ \t]+holder|accountholder|policyholder|user|customer|"
    r"subscriber|payee|payer)[ \t]+\Z",
    re.IGNORECASE,
)


def _acting_subjects(text: str, starts: list[int]) -> list[Span]:
    out = []
    for start in starts:
        m = NAME.match(text, start)
        # NAME takes a possessive as part of the surname ("Väisänen's"): the cue reads after it.
        end = m.end() - 2 if m and m.group().endswith(("'s", "’s")) else m.end() if m else 0
        if (
            m
            and " " in m.group()
            and (
                _PERSON_VERB_AFTER.match(text, end)
                or _PERSON_OF_BEFORE.search(text, max(0, start - 40), start)
            )
        ):
            out.append(Span(*trim_entity(text, m.start(), end), "PERSON"))
    return out


def _covered_mask(spans: list[Span], n: int):
    starts = sorted((s.start, s.end) for s in spans)

    def covered(pos: int) -> bool:
        return any(a <= pos < b for a, b in starts)

    return covered


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
        # Particles that no language here uses as a common word ("van", "ter", "bin") are written in
        # lower case in the name itself: not evidence. ("de", "la", "der" are: "Protocole de Montréal".)
        elif not any(
            _written_lower(w.lower().strip(".,'’s"), tokens) for w in words if w not in _NAME_ONLY_PARTICLES
        ):
            kept.append(s)
    return kept


def _strip_possessive(text: str, start: int, end: int) -> tuple[int, int]:
    return (start, end - 2) if text[start:end].endswith(("'s", "’s")) else (start, end)
