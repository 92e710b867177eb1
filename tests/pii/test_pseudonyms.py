"""Initials used as pseudonyms throughout a judgment (``anonymise`` profile): the cued forms seed a
letter, every other standalone use of it follows, and letters that stand for no one stay.

Tuning examples, written from the ECHR, UK and Canadian conventions (the frames of
tests/pii/tuning/judgment_pseudonyms.py); the report-only judgments are scored once, elsewhere."""

from __future__ import annotations

import pytest

from quilltune.prepare.pii.anonymise import find_initials


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in sorted(set(find_initials(text)))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A bare capital: before a verb, as a possessive, in a pair, as an object, after a title.
        ("The applicant, K, was born in 1960. On 3 May 1999 K was arrested.", ["K", "K"]),
        (
            "K’s lawyer complained. Mr K's wife, L, testified. Both K and L were heard.",
            ["K", "K", "L", "K", "L"],
        ),
        ("The court heard W as a witness. According to T, the officers had beaten him.", ["W", "T"]),
        # Once a letter is a pseudonym, its other uses follow, also at a sentence's end.
        (
            "The applicant, Ms F, lives in Riga. The police searched the flat of F. F appealed.",
            ["F", "F", "F"],
        ),
        # The dotted form, where a sentence ends on it, and its possessive.
        (
            "W. lodged a complaint. The report was signed by W. Subsequently W.’s lawyer left.",
            ["W.", "W.", "W."],
        ),
        # Case names made of initials: redacted (they cannot be told from this case's pseudonym).
        ("See X v. the United Kingdom and Z and Others v. Finland.", ["X", "Z"]),
        ("The judge applied M v A [2019] EWCA Civ 715. M and A separated in 2010.", ["M", "A", "M", "A"]),
    ],
)
def test_letters_standing_for_people_are_found(text, expected):
    assert _found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Under Schedule W and Parts K and L, items (a) and (b) of subparagraph (A) apply.",
        "The fee is A × B / C, where A is the amount payable and B is the number of days.",
        "A witness, Mr Jan Nowak, stated: “I was at home.” A further hearing was held.",
        "I. THE CIRCUMSTANCES OF THE CASE\n\nA. The applicant’s arrest\n\nB. Relevant domestic law",
        "Article 6 § 3 (d) and paragraph 12 B; Class B shares; Vitamin D; Exhibit C was entered.",
        "See R. v. Jordan, 2016 SCC 27, and R v Brown [1994] 1 AC 212.",
        "Party A shall pay Party B within 30 days; Party B will deliver the goods.",
    ],
)
def test_letters_that_stand_for_no_one_are_kept(text):
    assert _found(text) == []


def test_a_pseudonym_does_not_spread_to_the_same_letter_naming_a_part_or_a_heading():
    text = (
        "B. The facts\n\nThe applicant, Mr B, was detained in Block B. B was questioned under Schedule B; "
        "the judge, Mr B. Kowalski, presided. B’s lawyer appealed."
    )
    assert _found(text) == [
        "B",
        "B",
        "B",
    ]  # "Mr B", "B was", "B’s"; not the heading, parts or the judge's initial
