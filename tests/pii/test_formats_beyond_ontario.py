"""Identifiers, dates, addresses, URLs and names in the formats of many jurisdictions and scripts.

Strings written for this test (not taken from any evaluation set): one per published format, each in
a labelled context, plus the look-alikes that must stay."""

from __future__ import annotations

import pytest


def _found(detector, text: str, label: str) -> list[str]:
    return [text[s.start : s.end] for s in detector.detect(text) if s.label == label]


def _covers(detector, text: str, value: str, labels: set[str]) -> bool:
    start = text.index(value)
    end = start + len(value)
    covered = sum(
        min(s.end, end) - max(s.start, start)
        for s in detector.detect(text)
        if s.label in labels and s.start < end and start < s.end
    )
    return covered >= 0.5 * len(value)


IDS = {"SIN", "SSN", "HEALTH_CARD", "DRIVERS_LICENSE", "BANK_ACCOUNT", "CREDIT_CARD", "IBAN"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("RAMQ: LAVM 7203 1419", "LAVM 7203 1419"),
        ("BC Personal Health Number (PHN): 9698 658 215", "9698 658 215"),
        ("Alberta Health Care (AHCIP) number 41235-6780", "41235-6780"),
        ("Manitoba Health registration number: 318220657", "318220657"),
        ("Saskatchewan health services number 712 448 903", "712 448 903"),
        ("Her carte d'assurance maladie no. DUPJ 5512 0933 was produced.", "DUPJ 5512 0933"),
        ("Québec driver's licence no. T6021-180472-08", "T6021-180472-08"),
        ("California driver license no. B7204417", "B7204417"),
        ("Florida driver license number: W425-531-66-120-0", "W425-531-66-120-0"),
        ("Illinois driver's license S320-4417-8120", "S320-4417-8120"),
        ("New York driver license # 402 718 554", "402 718 554"),
        ("Alberta operator's licence 140442-118", "140442-118"),
        ("DL# 8841207 (BC)", "8841207"),
        ("Nova Scotia driver's licence no. MACDO140279004", "MACDO140279004"),
    ],
)
def test_provincial_and_state_identifiers_under_their_label(detector, text, value):
    assert _covers(detector, text, value, IDS), (text, detector.detect(text))


@pytest.mark.parametrize(
    "text",
    [
        "The driver's licence was suspended on 2019-03-04 for 90 days.",
        "Her health card expired on 2021-11-30.",
        "The licence number appears in Schedule 12 of the permit.",
    ],
)
def test_dates_and_references_near_an_identifier_label_stay(detector, text):
    assert not [s for s in detector.detect(text) if s.label in IDS], detector.detect(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Geburtsdatum: 14. März 1961", "14. März 1961"),
        ("fecha de nacimiento: 3 de mayo de 1978", "3 de mayo de 1978"),
        ("The witness, born on March the 9th, 1970, testified.", "March the 9th, 1970"),
        ("His date of birth is May 2, nineteen sixty-one.", "May 2, nineteen sixty-one"),
        ("DOB 19830412", "19830412"),
        ("b. 2 June 1944", "2 June 1944"),
        ("Tenant | Birth date | Unit\n|---|---|---|\nA. Roy | 1990-01-12 | 4", "1990-01-12"),
    ],
)
def test_dates_of_birth_written_many_ways(detector, text, value):
    assert _covers(detector, text, value, {"DATE_OF_BIRTH"}), (text, detector.detect(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She lives at Lindenallee 7, 50968 Köln.", "Lindenallee 7, 50968 Köln"),
        ("Address: Via dei Mille 22, 80121 Napoli", "Via dei Mille 22, 80121 Napoli"),
        ("domicile: 8 rue des Lilas, 69003 Lyon", "8 rue des Lilas, 69003 Lyon"),
        ("of ul. Długa 14/3, 80-827 Gdańsk", "ul. Długa 14/3, 80-827 Gdańsk"),
        ("Prinsengracht 263, 1016 GV Amsterdam", "Prinsengracht 263, 1016 GV Amsterdam"),
        (
            "resides at 4410 Willow Bend Suite 12, Tulsa, OK 74105",
            "4410 Willow Bend Suite 12, Tulsa, OK 74105",
        ),
    ],
)
def test_addresses_of_many_countries(detector, text, value):
    assert _covers(detector, text, value, {"ADDRESS", "POSTAL_CODE"}), (text, detector.detect(text))


def test_article_and_year_are_not_an_address(detector):
    text = "See Article 5, 2006 Code of Conduct, and Section 12, 1000 Rules."
    assert not _found(detector, text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Her blog is at https://medium.com/@ines.valcourt and elsewhere.",
            "https://medium.com/@ines.valcourt",
        ),
        (
            "The respondent, Ines Valcourt, runs https://inesvalcourt.ca/about.",
            "https://inesvalcourt.ca/about",
        ),
    ],
)
def test_urls_that_carry_a_person(detector, text, value):
    assert value in _found(detector, text, "URL")


def test_public_urls_stay(detector):
    text = "The Act is at https://laws-lois.justice.gc.ca/eng/acts/C-46/ and forms at www.uscourts.gov/forms."
    assert not _found(detector, text, "URL")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Witness: 王秀英", "王秀英"),
        ("The Tenant, 김민준, signed the lease.", "김민준"),
        ("Dear אברהם כהן,", "אברהם כהן"),
        ("Party B: राहुल जैन", "राहुल जैन"),
        ("BETWEEN:\n\nMARTA KOWALCZYK\n\nApplicant", "MARTA KOWALCZYK"),
        ("Patient name: Haddad, Leila\nDOB: 1977-02-03", "Haddad, Leila"),
        ("Signed by Ζαφείρης Παπαδόπουλος on the date below.", "Ζαφείρης Παπαδόπουλος"),
    ],
)
def test_names_in_every_script_and_layout(detector, text, value):
    assert _covers(detector, text, value, {"PERSON"}), (text, detector.detect(text))


def test_a_capitalised_heading_is_not_a_name(detector):
    text = "BETWEEN:\n\nONTARIO SUPERIOR COURT OF JUSTICE\n\nApplicant"
    assert not _found(detector, text, "PERSON")
