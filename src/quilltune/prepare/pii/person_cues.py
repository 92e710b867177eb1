"""Where the words before a capitalised run announce a person (``is_cued``): an honorific, a police
rank, a role, a form's field label ("Witness 2:", "Name of Applicant:", "Employee — …"), an affidavit's
"I, …", a salutation, a signing verb ("SIGNED by …"), a subject line's "Re: Estate of …". Split from
``person_rules``, which vetoes the names that are not private; this module only says who is announced.
"""

from __future__ import annotations

import re

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


def _field_label(text: str, pos: int, last: str) -> bool:
    """ "Witness 2:", "Seller(s):", "Name of Applicant:", "Parent/Guardian:": the label's last word(s),
    without numbers, letters and brackets, name a person's role or field."""
    line_start = text.rfind("\n", max(0, pos - 60), pos) + 1
    label = text[max(line_start, pos - 60) : pos].rstrip()
    if not label.endswith(":"):
        return False
    label = label[:-1]
    label = label[label.rfind(":") + 1 :] if ":" in label else label  # "Signature: ___ Print name:"
    words = _FIELD_NOISE.sub(" ", label.lower().replace("/", " ")).split()
    if not words:
        return False
    last = _ELISION.sub("", words[-1])
    return (
        last in _FIELDS
        or " ".join(words[-2:]) in _FIELDS
        or (len(words) > 1 and words[-2] in _FIELDS and words[-1] in _FIELDS)
        # "Guardian of property:", "Executor of the estate:": the person word heads the label.
        or (len(words) > 2 and words[1] in ("of", "de", "du") and words[0] in _GUARDIAN_WORDS)
    )


def is_cued(text: str, pos: int) -> bool:
    """True when the word(s) before ``pos`` announce a person: honorific, rank, role, field label,
    an affidavit's "I, …", a salutation, or a signing verb ("SIGNED by …")."""
    if pos >= 2 and text[pos - 1] == "(" and text[pos - 2] in " \t":
        return text[max(0, pos - 20) : pos - 2].rsplit(None, 1)[-1:] in (
            [w] for w in _ROLES_BEFORE_COMMA | {"child", "minor", "deceased", "witness"}
        )
    if pos < 2 or text[pos - 1] not in " \t":
        return False
    # rfind and slicing run in C: this is called for every capitalised word of a statute.
    cut = max(
        text.rfind(" ", max(0, pos - 32), pos - 1),
        text.rfind("\t", max(0, pos - 32), pos - 1),
        text.rfind("\n", max(0, pos - 32), pos - 1),
    )
    last = text[cut + 1 : pos].strip()
    if not last:
        return False
    if last == "M." and _ENUMERATOR_M.search(text, max(0, pos - 40), pos):
        return False  # "## M. Communications": a list letter, not the French honorific
    if last.endswith(":"):
        return last in _SALUTATION or _field_label(text, pos, last)
    if last in ("—", "–") and cut > 0:
        # "Employee — Maricel dela Cruz": a dash after a label stands for its colon (a table's bar does
        # not: "| Witness | Role |" is a header).
        line_start = text.rfind("\n", 0, cut) + 1
        head = text[line_start:cut].rstrip()
        if len(head.split()) > 2 or not _field_label(head + ":", len(head) + 1, ""):
            return False  # "Assistant Works Manager — Car": a heading's dash, not a form's
        word = _FIRST_WORD.match(text, pos)
        return word is not None and _name_word(word.group())
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
        return True  # "Subject: Lease renewal for Søren Bækgaard", "Re: Estate of …"
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
        or last.rstrip(",").lower() in _ROLES
        or (last.endswith(",") and role_before_comma(last[:-1].lower(), text[max(0, cut - 4) : cut]))
    )


_FIRST_WORD = re.compile(r"[\w'’-]+")


def _name_word(word: str) -> bool:
    """A given name, or no English word ("Maricel", "Simranjit"; not "Car", "Particular")."""
    from quilltune.prepare.pii.person_caps import outside_dictionary  # person_caps imports this module

    return word in given_names() or outside_dictionary(word)
