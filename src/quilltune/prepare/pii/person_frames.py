"""A name written alone (a given name, usually) in a slot only a person fills, whether or not any
name list knows it: "what did Oluwaseun say", "Per Dagrun's instructions", "please ask Chidubem to
initial page 4", "Tamsin confirmed by email that …" (issue 15, eighth round: the fresh held-out
set's given names alone were missed whenever the gazetteer lacked them).

Read from the capitalised runs ``person_rules.capital_runs`` already found: per one-word run (or a
run that a lead word such as "Per" opens) a few ``startswith``/set tests, and a pattern only where
those pass. The frames carry the evidence, so the word itself needs only to look like a name: not a
law, body, office, pronoun or group word, not written in lower case elsewhere in the document.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_rules import Run, document_tokens, is_private_person, written_lower
from quilltune.prepare.pii.person_words import _FIELDS, _LOW, _NOT_NAME_WORDS, _ROLES, _UP
from quilltune.prepare.pii.spans import Span

# Capitalised words that fill a person's slot without being a name: pronouns at a sentence start,
# family words used as names, departments and groups ("Management confirmed by email").
_NOT_ALONE = frozenset(
    """I He She They We You It Who Whom Someone Somebody Nobody Anyone Anybody Everyone Everybody One
    God Mom Mum Dad Mother Father Grandma Grandpa Granny Nana Papa Mama Auntie Uncle Baby Management
    Staff Treasury Finance Accounting Accounts Payroll Reception Security Support Legal Compliance Police
    Counsel Council Parliament Congress Cabinet Customer Customers Operations Marketing Sales Engineering
    Procurement Audit Insurance Head Admin Administration Dispatch Billing Registry Council Everyone
    Then Also Later Finally Yesterday Today Tomorrow Next First Second Third Both Neither Either Only
    Q A And But So Or Yes Please Thanks Thank Okay Ok Well Now Here There Again Instead Meanwhile""".split()
)
# Words that may open the run before the name ("Per Dagrun's instructions", "Ask Chidubem to …").
_LEAD = frozenset(
    "Per On Upon At Following Despite Ask Tell Remind Please Did Does Do Would Will Could".split()
)
# Neither is the given name of a relative before a name found alone ("On Radhika's", "Did Dagrun").
NOT_GIVEN_BEFORE = _LEAD | _NOT_ALONE

# "what did X say", "would X know", "has X signed"
_AUX_BEFORE = re.compile(
    r"(?:^|[ \t(])(?:did|does|do|would|will|could|should|can|didn['’]t|doesn['’]t|has|had)[ \t]+\Z", re.I
)
_BARE_VERB_AFTER = re.compile(
    r"[ \t]+(?:ever[ \t]+|not[ \t]+|also[ \t]+|actually[ \t]+)?(?:say|said|tell|told|do|know|see|saw|mean|want|"
    r"ask|sign|signed|call|called|write|wrote|send|sent|hear|think|agree|explain|give|receive|pay|paid|"
    r"leave|return|text|e-?mail|phone|mention|remember|testify|sign|show|meet|reply|respond)\b"
)
# "Per Dagrun's instructions", "on Radhika's behalf", "Thandeka's mother"
_PERSONAL_AFTER = re.compile(
    r"['’]s[ \t]+(?:own[ \t]+)?(?:instructions?|requests?|directions?|behalf|wishes|consent|signature|initials|"
    r"handwriting|evidence|testimony|recollection|affidavit|statement|lawyer|counsel|solicitor|attorney|"
    r"mother|father|mom|mum|dad|wife|husband|partner|spouse|son|daughter|brother|sister|children|kids|parents|"
    r"grandmother|grandfather|aunt|uncle|cousin|fiancée?|girlfriend|boyfriend|employer|landlord|doctor|"
    r"e-?mail|phone|cell|mobile|birthday|date[ \t]+of[ \t]+birth|death|passport|licence|license|"
    r"home|apartment|residence|bedroom|car|complaints?|grievance|screen|laptop|desk|credibility|injur(?:y|ies)|"
    r"version[ \t]+of[ \t]+events|account[ \t]+of)\b"
)
# "please ask X to initial page 4", "we told X to bring the lease"
_ASK_BEFORE = re.compile(
    r"(?:^|[ \t(])(?:ask|asked|asking|tell|told|telling|remind|reminded|instruct|instructed|invite|invited|"
    r"let|have|get|require|required|direct|directed|allow|allowed|want|wanted|need|needed|expect|expected|"
    r"encourage|encouraged|urge|urged|persuade|persuaded|permit|permitted|authorise|authorize|authorised|"
    r"authorized)[ \t]+\Z",
    re.I,
)
_TO_VERB_AFTER = re.compile(
    r"[ \t]+to[ \t]+(?:initial|sign|countersign|return|call|phone|e-?mail|text|bring|attend|confirm|provide|"
    r"send|review|complete|come|meet|collect|pick|drop|leave|pay|swear|testify|appear|contact|check|write|"
    r"forward|read|fill|visit|wait|stay|move|give|see|speak|explain|sit)\b"
)
# A subject that narrates: "Tamsin confirmed by email that …" (sentence start only: mid-sentence
# a capitalised word before a verb is more often a place or a firm).
_SPOKE_AFTER = re.compile(
    r"[ \t]+(?:confirmed|said|told|testified|explained|admitted|denied|replied|wrote|texted|phoned|"
    r"telephoned|e-?mailed|called|insisted|agreed|refused|recalled|answered|complained|signed|initialled|"
    r"initialed|swore|deposed|acknowledged|contends|contended|maintains|maintained|alleges|alleged|submits|"
    r"submitted|argues|argued|asserts|asserted|concedes|conceded)[ \t]+(?:by|in|on|that|to|the|a|an|her|his|him|them|me|us|it|"
    r"under|before|with)\b"
)
# One word, maybe hyphenated, with its diacritics and combining tone marks ("Ayọ̀", "Anne-Sophie").
_ALONE_SHAPE = re.compile(rf"[{_UP}][{_LOW}]{{2,}}(?:-[{_UP}][{_LOW}]+)?")
_ADVERB_ENDS = (
    "ally",
    "ously",
    "ently",
    "antly",
    "ately",
    "ively",
    "edly",
    "fully",
    "ingly",
    "ward",
    "wards",
)
_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an|any|each|every|that|this|such|our|your|their|its)[ \t]+\Z", re.I)
# The first word after the name in each frame without a possessive (_BARE_VERB_AFTER's adverbs and
# verbs, "to", _SPOKE_AFTER's verbs), for a set lookup before any pattern runs.
_NEXT_WORDS = frozenset(
    """ever not also actually say said tell told do know see saw mean want ask sign signed call called write
    wrote send sent hear think agree explain give receive pay paid leave return text email e-mail phone
    mention remember testify show meet reply respond to confirmed testified explained admitted denied
    replied texted phoned telephoned emailed e-mailed insisted agreed refused recalled answered complained
    initialled initialed swore deposed acknowledged contends contended maintains maintained alleges alleged
    submits submitted argues argued asserts asserted concedes conceded""".split()
)


_SENTENCE_START = re.compile(r"(?:^|[.!?\]][ \t]+|\n[ \t]*)\Z")


def framed_names(text: str, runs: list[Run]) -> list[Span]:
    """Single capitalised words in a person-only frame (module docstring)."""
    out: list[Span] = []
    for _run_start, run_end, words in runs:
        # Cheapest tests first (a run's length, a character, a set lookup): most runs stop here.
        if len(words) > 2 or text[run_end : run_end + 1] != " ":
            continue
        start, word = words[-1]
        if word in _NOT_NAME_WORDS or (len(words) == 2 and words[0][1] not in _LEAD):
            continue
        end = run_end
        if word.endswith(("'s", "’s")):
            bare = word[:-2]
            end -= 2
        else:
            space = text.find(" ", end + 1, end + 16)
            if text[end + 1 : space if space != -1 else end + 16].rstrip(".,;:?!") not in _NEXT_WORDS:
                continue  # no frame can follow
            bare = word
        if (
            bare in _NOT_ALONE
            or bare in _NOT_NAME_WORDS
            or not _ALONE_SHAPE.fullmatch(bare)
            or bare.endswith(_ADVERB_ENDS)  # "Electronically signed by …", "Subsequently told …"
            or bare.lower() in _FIELDS  # a role: "Driver's licence", "Tenant's obligations"
            or bare.lower() in _ROLES
        ):
            continue
        head = text[max(0, start - 30) : start]
        if _ARTICLE_BEFORE.search(head):
            continue  # "at the Speaker's request": an office after an article, not a name
        if not (
            (bare != word and _PERSONAL_AFTER.match(text, end))
            or (_BARE_VERB_AFTER.match(text, end) and _AUX_BEFORE.search(head))
            or (_TO_VERB_AFTER.match(text, end) and _ASK_BEFORE.search(head))
            or (len(words) == 1 and _SPOKE_AFTER.match(text, end) and _SENTENCE_START.search(head))
        ):
            continue
        if written_lower(bare.lower(), document_tokens(text)) or not is_private_person(text, start, end):
            continue
        out.append(Span(start, end, "PERSON"))
    return out
