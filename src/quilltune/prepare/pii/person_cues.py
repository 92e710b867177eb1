"""Where the words before a capitalised run announce a person (``is_cued``): an honorific, a police
rank, a role, a form's field label ("Witness 2:", "Name of Applicant:", "Employee — …"), an affidavit's
"I, …", a salutation, a signing verb ("SIGNED by …"), a subject line's "Re: Estate of …". Split from
``person_rules``, which vetoes the names that are not private; this module only says who is announced.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_roles import ROLE_NOUNS, role_before
from quilltune.prepare.pii.person_words import (
    _FIELDS,
    _HONORIFICS,
    _RANKS,
    _ROLES,
    _ROLES_BEFORE_COMMA,
    _SALUTATION,
    given_names,
    role_before_comma,
)

_ENUMERATOR_M = re.compile(r"(?:^|\n)[ \t#>|*\[(-]*M\.[ \t]+$")
# Numbers and their words ("Respondent No. 2", "Witness n° 3"), brackets ("Seller(s)"), letters.
_FIELD_NOISE = re.compile(r"\([^)]*\)|\bno\.|\bn[°º]|\b\d+\b|\b[a-z]\b|[#*_]")
_SLASH_TITLES = frozenset({"Don", "Doña", "M.", "Mme", "Mrs", "Miss"})
_GUARDIAN_WORDS = frozenset(
    "guardian executor executrix trustee administrator administratrix custodian tuteur tutrice owner holder".split()
)
# An elided article before the last word: "Nom de l'enfant", "Nom de l’acheteur".
_ELISION = re.compile(r"^(?:l|d|qu)?['’]")  # "l" may already be gone with the other lone letters
_SIGNING_BY = re.compile(
    r"(?:signed|sealed|delivered|executed|sworn|affirmed|witnessed|declared|acknowledged)"
    r"(?:[ \t]+(?:and|before me|in the presence of))?[ \t]+by[ \t]*$",
    re.IGNORECASE,
)
# A letter's or an e-mail's subject line names whom it is about after "for", "of", "re", a dash.
_SUBJECT_LINE = re.compile(r"[ \t]*(?:Subject|SUBJECT|Re|RE|Objet|OBJET|Asunto|Betreff)[ \t]*:")
_SUBJECT_GLUE = frozenset(
    {"for", "of", "re", "re:", "regarding", "concerning", "—", "–", "-", "/", "pour", "de"}
)
# An affidavit's or a declaration's "I, …," in the languages of the names met: "Yo, X, mayor de edad".
_I_COMMA = frozenset({"I,", "Yo,", "Ich,", "Jeg,", "Jag,", "Eu,", "Io,"})
_AFFIDAVIT_START = re.compile(r"(?:^|[\n.:;\"“])[ \t]*\Z")


# Markup between a label and its value: "<td>Defendant:</td><td>Wayta Ttito", "Name:</b> <i>…".
_TAGS_BEFORE = re.compile(r"(?:</?[A-Za-z][\w:.-]*(?:[ \t][^<>\n]*)?/?>[ \t]*)+\Z")


def _cued_through_tags(text: str, pos: int) -> bool:
    """The value of a label that markup tags separate from it (round 21): read as if the tags
    were not there."""
    m = _TAGS_BEFORE.search(text, max(0, pos - 200), pos)
    if m is None:
        return False
    back = m.start()
    while back > 0 and text[back - 1] in " \t":
        back -= 1
    return back > 0 and text[back - 1] == ":" and _field_label(text, back, "")


def _field_label(text: str, pos: int, last: str) -> bool:
    """ "Witness 2:", "Seller(s):", "Name of Applicant:", "Parent/Guardian:": the label's last word(s),
    without numbers, letters and brackets, name a person's role or field."""
    line_start = text.rfind("\n", max(0, pos - 60), pos) + 1
    label = text[max(line_start, pos - 60) : pos].rstrip()
    if not label.endswith(":"):
        return False
    label = label[:-1]
    label = label[label.rfind(">") + 1 :]  # "<p>Defendant:", "<source>Name:": markup opens the label
    label = label[label.rfind(":") + 1 :] if ":" in label else label  # "Signature: ___ Print name:"
    words = _FIELD_NOISE.sub(" ", label.lower().replace("/", " ")).split()
    if not words:
        return False
    last = _ELISION.sub("", words[-1])
    return (
        last in _FIELDS
        or last in ROLE_NOUNS  # "Adjuster:", "Bookkeeper:" (round 21)
        or " ".join(words[-2:]) in _FIELDS
        or (len(words) > 1 and words[-2] in _FIELDS and words[-1] in _FIELDS)
        # "Guardian of property:", "Executor of the estate:": the person word heads the label.
        or (len(words) > 2 and words[1] in ("of", "de", "du") and words[0] in _GUARDIAN_WORDS)
    )


def is_cued(text: str, pos: int) -> bool:
    """True when the word(s) before ``pos`` announce a person: honorific, rank, role, field label,
    an affidavit's "I, …", a salutation, or a signing verb ("SIGNED by …")."""
    if pos >= 3 and text[pos - 1] == ">":
        return _cued_through_tags(text, pos)
    if pos >= 2 and text[pos - 1] == "(" and text[pos - 2] in " \t":
        return text[max(0, pos - 20) : pos - 2].rsplit(None, 1)[-1:] in (
            [w] for w in _ROLES_BEFORE_COMMA | {"child", "minor", "deceased", "witness"}
        )
    if pos < 2 or text[pos - 1] not in " \t\n" or (text[pos - 1] == "\n" and text[pos - 2] in "\n:"):
        return False  # a cue ends the line before when prose wraps ("his cousin,\nJosette Vella"), round 21
    # A form's value may stand several spaces after its label ("Legal name:   Park Minjun", round 24).
    gap = pos - 1
    while gap > 0 and pos - gap < 120 and text[gap - 1] in " \t" and text[pos - 1] != "\n":
        gap -= 1
    # rfind and slicing run in C: this is called for every capitalised word of a statute.
    cut = max(
        text.rfind(" ", max(0, gap - 31), gap),
        text.rfind("\t", max(0, gap - 31), gap),
        text.rfind("\n", max(0, gap - 31), gap),
    )
    last = text[cut + 1 : gap].strip()
    last = last[last.rfind(">") + 1 :]  # "<p>Mr. Chen", "<td>Witness:": a tag is no part of the cue
    if not last:
        return False
    if text[pos - 1] == "\n" and not (
        last.endswith(",") or last in ("is", "was") or last.rstrip(".") in _HONORIFICS
    ):
        return False  # a line ending with a role or a label's word ("paralegal", "beneficiary") ends there
    if last == "M." and _ENUMERATOR_M.search(text, max(0, pos - 40), pos):
        return False  # "## M. Communications": a list letter, not the French honorific
    if last.endswith(":"):
        if last == "Re:":  # "Re: Jane Roe", not "Subject: Re: Complaint about my supervisor" (round 21)
            return _name_follows(text, pos)
        return last in _SALUTATION or _field_label(text, pos, last)
    if last in ("—", "–") and cut > 0:
        # "Employee — Maricel dela Cruz": a dash after a label stands for its colon (a table's bar does
        # not: "| Witness | Role |" is a header).
        line_start = text.rfind("\n", 0, cut) + 1
        head = text[line_start:cut].rstrip()
        if len(head.split()) > 2 or not _field_label(head + ":", len(head) + 1, ""):
            return False  # "Assistant Works Manager — Car": a heading's dash, not a form's
        return _name_follows(text, pos)
    if last in ("is", "was") and _role_is(text, cut):
        return _name_follows(text, pos)  # "his supervisor is Luyolo Mbekweni" (round 21)
    if last in _I_COMMA and _AFFIDAVIT_START.search(text, max(0, pos - 8), cut + 1 if cut >= 0 else 0):
        return True  # "I, Jane Doe, of the City of …, make oath and say" (not "Part I, Volume 160")
    if last in _SALUTATION or last in ("/s/", "/S/"):  # "/s/ Jane Doe": a conformed signature
        return True
    if last in ("morning", "afternoon", "evening") and text[max(0, cut - 5) : cut + 1].lower().endswith(
        "good "
    ):
        return True
    if last.lower() == "by" and _SIGNING_BY.search(text, max(0, pos - 60), pos):
        return True
    if last.lower() in _SUBJECT_GLUE and _SUBJECT_LINE.match(text, text.rfind("\n", 0, pos) + 1):
        # "Subject: Lease renewal for Søren Bækgaard", "Re: Estate of …"; not "Re: Complaint about …"
        return _name_follows(text, pos)
    if "/" in last and last not in ("/s/", "/S/"):
        # A form's titles for either sex: "Mr/Ms", "Sr./Sra.", "Don/Doña", "M./Mme".
        return all(p.rstrip(".") in _HONORIFICS or p in _SLASH_TITLES for p in last.split("/"))
    if last.endswith(",") and cut > 0 and text[cut - 1] == ",":
        # An appositive after a name ("Ioana Popescu, solicitor, Auckland"): what follows the role's
        # comma is a place or a firm, not the person the role announces.
        return last.rstrip(".") in _HONORIFICS or last in _RANKS
    return (
        last.rstrip(".") in _HONORIFICS
        or last in _HONORIFICS
        or last in _RANKS
        # A capitalised role inside a run ("Worker Guled Jama") only before a name: not "Worker Report".
        or (last.rstrip(",").lower() in _ROLES and (last[0].islower() or _full_name_follows(text, pos)))
        or (
            role_before(text, cut, last)
            and (_full_name_follows(text, pos) if last[0].isupper() else _name_follows(text, pos))
        )
        or (last.endswith(",") and role_before_comma(last[:-1].lower(), text[max(0, cut - 4) : cut]))
    )


_FIRST_WORD = re.compile(r"[\w'’-]+")


def _role_is(text: str, cut: int) -> bool:
    """The word before "is"/"was" (ending at ``cut``) is a role: "his supervisor is …"."""
    before = text[max(0, cut - 30) : cut].split()
    return bool(before) and (before[-1].lower() in _ROLES or before[-1] in ROLE_NOUNS)


def _name_follows(text: str, pos: int) -> bool:
    """The word at ``pos`` can be a name: not "Report" after "Worker", "Supreme" after "clerk"."""
    word = _FIRST_WORD.match(text, pos)
    return word is not None and _name_word(word.group())


# Two name words: a capitalised role is also a contract's defined party ("the Partner Endpoint").
_TWO_WORDS = re.compile(r"([\w'’-]+)[ \t]+([\w'’-]+)")


def _full_name_follows(text: str, pos: int) -> bool:
    """A given name, or two words that can both be names, at ``pos``: "Worker Guled Jama", not
    "Partner Endpoint" or "Worker Report"."""
    word = _FIRST_WORD.match(text, pos)
    if word is None:
        return False
    if word.group() in given_names():
        return True
    two = _TWO_WORDS.match(text, pos)
    return (
        two is not None
        and two.group(2)[:1].isupper()
        and _name_word(two.group(1))
        and _name_word(two.group(2))
    )


def _name_word(word: str) -> bool:
    """A given name, or no English word ("Maricel", "Simranjit"; not "Car", "Particular")."""
    from quilltune.prepare.pii.person_caps import outside_dictionary  # person_caps imports this module

    return word in given_names() or outside_dictionary(word)
