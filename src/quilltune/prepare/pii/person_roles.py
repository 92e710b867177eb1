"""What a person is, written right before their name, and words that open a sentence, not a name
(round 21).

Prose names people by their job or their tie to someone: "payroll clerk Waaseyaa Keeshig", "her
cousin Tekaronhiake Montour", "Notary Public Zhao Tingting", "Worker Guled Jama visited". The role
is a cue for the name after it, and never part of it ("Interpreter Leyva" is Leyva). Offices that
act for the state (judges, registrars, commissioners, members of a tribunal, inspectors) are left
out: their holders are kept, not redacted, and the office rules read them (``person_rules``).

A name also never starts with the verb of a question or an order: "Could Biton send a statement?",
"Tell Kiri I'm sorry", "21    Q. Did Okeke say anything else?" (a transcript's line number before
its "Q.").
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.spans import Span

ROLE_NOUNS = frozenset(
    """clerk bookkeeper accountant auditor cashier teller receptionist secretary assistant analyst adviser
    advisor consultant contractor subcontractor technician engineer architect surveyor appraiser adjuster
    underwriter broker realtor dispatcher operator driver courier mechanic electrician plumber carpenter
    labourer laborer foreman forewoman supervisor manager employee employer co-worker coworker colleague
    intern apprentice trainee nurse doctor physician surgeon dentist pharmacist paramedic orderly caregiver
    therapist physiotherapist psychologist psychiatrist counsellor counselor caseworker worker teacher tutor
    coach nanny babysitter housekeeper cleaner janitor superintendent concierge landlord landlady tenant
    subtenant roommate housemate neighbour neighbor friend boyfriend girlfriend fiancé fiancée husband wife
    spouse ex-husband ex-wife ex-partner son daughter mother father brother sister cousin aunt uncle nephew
    niece grandmother grandfather grandson granddaughter stepfather stepmother stepson stepdaughter
    half-brother half-sister mother-in-law father-in-law sister-in-law brother-in-law son-in-law
    daughter-in-law sibling kid grandchild godmother godfather interpreter translator informant witness
    victim complainant suspect accused offender inmate detainee patient client customer passenger
    pedestrian cyclist motorist bystander occupant homeowner purchaser lender borrower guarantor
    executor executrix beneficiary heir trustee guardian notary lawyer solicitor barrister paralegal
    attorney counsel midwife volunteer steward organizer organiser coordinator bartender server waiter
    waitress cook chef farmer roofer trucker student classmate teammate pupil applicant claimant
    respondent grievor deponent affiant debtor creditor payee partner petitioner appellant
    plaintiff defendant intervener spouse""".split()
)
"""A job or a tie to someone, lower-case: the word right before a name that says who they are (not
"resident": statutes write "resident Canadians")."""
assert "resident" not in ROLE_NOUNS

# Roles of two words whose last word alone says nothing ("public", "member", "oaths").
_TWO_WORD_ROLES = frozenset(
    {
        "notary public",
        "family member",
        "commissioner for oaths",
        "commissioner of oaths",
        "support person",
        "social worker",
    }
)
_TWO_WORD_LAST = frozenset(r.rsplit(None, 1)[1] for r in _TWO_WORD_ROLES)

# Jobs that are also common surnames ("Tim Cook", "Minnie Driver") do not open a run as a role.
_SURNAME_JOBS = frozenset("cook driver farmer carpenter steward teller coach server roofer".split())
CAPITALISED_ROLES = frozenset(w.capitalize() for w in ROLE_NOUNS - _SURNAME_JOBS) | {
    "Public",
    "Notary",
    "Oaths",
}
"""The same roles opening a run of capitals ("Worker Guled Jama"): a cue inside the run."""


def role_before(text: str, cut: int, last: str) -> bool:
    """``last`` (the word ending at the name's start, its preceding text ending at ``cut``) names a
    job or a tie: "clerk", "Cousin", "notary public", "family member"."""
    word = last.rstrip(",").lower()
    if word in ROLE_NOUNS:
        return True
    if word not in _TWO_WORD_LAST:
        return False
    head = text[max(0, cut - 30) : cut + 1].lower().split()
    return any(" ".join([*head[-n:], word]) in _TWO_WORD_ROLES for n in (1, 2) if len(head) >= n)


# Question and order verbs that open a sentence (not "Will", "May", "Can": given names too; not
# "Do", a Vietnamese surname).
_LEAD_VERBS = frozenset(
    """Did Does Could Would Should Shall Must Might Tell Ask Thank Please Has Have Had Is Was Were Are
    Why How What When Where Whom Whose Let Could've""".split()
)
# Round 27: articles, pronouns and question words of German, Dutch and the Romance languages, which
# open a sentence or a capitalised German noun phrase ("Welche Nummer", "Ihre Anschrift", "Die
# Anhörung"), never a name: dropped with them, and the span too when one word is left (not "De",
# "Da", "Das", "Del", "Den", "Lo", "Su", "Una", "Il", "Vos", "Dove", "Wen": names and surnames).
_NOT_NAME_OPENERS = frozenset(
    """Die Dem Ein Eine Einer Einem Einen Ihr Ihre Ihrem Ihren Ihrer Sie Wir Unser Unsere Unseren Welche
    Welcher Welches Wie Wo Wann Was Warum Wer Wem Bitte Het Een Uw Wij Zij Welke Wanneer Waar Hoe Qual
    Quais Cuál Cuáles Quando Cuándo Onde Dónde Donde Quale Quali Votre Quel Quelle Quels Quelles
    Où Quand Nous Vous Laut Gemäß Seit Vom Zum Zur Beim Für Haben Hat Sind Ist Können Wurde Werden Gibt
    Heeft Hebt Bent Zijn Avez Êtes Tiene Tienen Tem Têm""".split()
)
# A transcript line's number and its "Q." or "A." before the words: "21       Q. Did Okeke".
_NUMBERED_QA = re.compile(r"(?:^|\n)[ \t]*\d{1,3}[ \t|]+\Z")
_QA = re.compile(r"[QA]\.[ \t]+")


def without_lead_words(text: str, spans: list[Span]) -> list[Span]:
    """PERSON spans without an opening question or order verb, a role word, or a numbered
    transcript line's "Q."/"A."; a span left with nothing is dropped."""
    out = []
    for s in spans:
        start = s.start
        if s.label == "PERSON":
            qa = _QA.match(text, start, s.end)
            if qa and _NUMBERED_QA.search(text, max(0, start - 12), start):
                start = qa.end()
            opened = False
            while True:
                space = text.find(" ", start, s.end)
                word = text[start:space] if space != -1 else text[start : s.end]
                if word in _LEAD_VERBS or word in CAPITALISED_ROLES or word in _NOT_NAME_OPENERS:
                    opened = opened or word in _NOT_NAME_OPENERS
                    start = space + 1 if space != -1 else s.end
                    continue
                break
            if start >= s.end or (opened and " " not in text[start : s.end]):
                continue
        out.append(Span(start, s.end, s.label) if start != s.start else s)
    return out
