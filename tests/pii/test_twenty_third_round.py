"""Round 23 of issue 15 (heldout_r22 became a tuning set): a relative's birth date in a list of people,
a script's answer under its speaker, labels read through markup and dot leaders.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest

from quilltune.prepare.pii.detector import PIIDetector


@pytest.fixture(scope="module")
def detector() -> PIIDetector:
    return PIIDetector()


def _found(detector: PIIDetector, text: str, label: str) -> set[str]:
    return {text[s.start : s.end] for s in detector.detect(text) if s.label == label}


@pytest.mark.parametrize(
    ("text", "date"),
    [
        (
            "Household:\n  - Amara Okonkwo (daughter), 3 February 2014\n  - Chidi Okonkwo (son), —\n",
            "3 February 2014",
        ),
        ("| Wiremu Pōtae | grandson | 2009-11-30 |\n", "2009-11-30"),
        ('{"name": "Ilse Brandt", "relation": "stepdaughter", "born": "12.06.2011"}', "12.06.2011"),
        ("<tr><td>Kofi Boateng</td><td>nephew</td><td>April 2, 2016</td></tr>", "April 2, 2016"),
        (
            "ADJUSTER\nCan you give me your date of birth?\n\nMARISOL QUISPE\nSure, it's 14 May 1979.",
            "14 May 1979",
        ),
        ("Date of birth ........ 22/07/1968", "22/07/1968"),
        ('    "label": "Birth date",\n    "value": "5 Oct 1990"', "5 Oct 1990"),
    ],
)
def test_a_birth_date_by_its_record(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    "text",
    [
        "The parent company, Halvorsen Holdings, was wound up on 3 May 2019.\n",
        "Her father, 2 June 2001, was the day he left for Winnipeg.\n",
        "Brother Anselm's order was founded (sibling houses), 1848.\n",
    ],
)
def test_a_relation_word_before_another_date(detector, text):
    assert not _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            '<Row><Cell><Data ss:Type="String">SSN</Data></Cell><Cell><Data ss:Type="String">536 22 8726</Data></Cell></Row>',
            "536 22 8726",
            "SSN",
        ),
        ("Soc. Sec. No.: 412 77 3391", "412 77 3391", "SSN"),
        ('<tr><th>Account no.</th><td class="num">004 1188 2031</td></tr>', "004 1188 2031", "BANK_ACCOUNT"),
    ],
)
def test_an_identifiers_label_read_through_markup(detector, text, value, label):
    assert value in _found(detector, text, label)


@pytest.mark.parametrize(
    "text",
    ["Contact no. 613-555-0199", "<dt>Tel. no.</dt><dd>(416) 555-0142</dd>", "Mobile no.: 647 555 0123"],
)
def test_a_phones_label_ending_in_no_is_no_reference(detector, text):
    assert _found(detector, text, "PHONE")


def test_a_files_no_still_names_a_reference(detector):
    assert not _found(detector, "Court file no. 403-738-8049", "PHONE")
