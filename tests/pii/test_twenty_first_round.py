"""Round 21 of issue 15 (heldout_r20 became a tuning set): what a person is, written before their name.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest

from quilltune.prepare.pii.detector import PIIDetector


@pytest.fixture(scope="module")
def detector() -> PIIDetector:
    return PIIDetector()


def _people(detector: PIIDetector, text: str) -> set[str]:
    return {text[s.start : s.end] for s in detector.detect(text) if s.label == "PERSON"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The cheque was signed by the payroll clerk Anzhelika Dovbush on Friday.", "Anzhelika Dovbush"),
        ("Rent was collected by her roommate Tadhg Ó Murchú until June.", "Tadhg Ó Murchú"),
        ("Please ask the bookkeeper Wiremu Tahana about the invoice.", "Wiremu Tahana"),
        ("Sworn before me, Notary Public Oyelaran Adebisi, at Regina.", "Oyelaran Adebisi"),
        ("Commissioner for Oaths Mehtap Aydoğdu witnessed the signature.", "Mehtap Aydoğdu"),
        ("Caseworker Lindiwe Sithole visited the home on 3 May.", "Lindiwe Sithole"),
        ("She was referred by a family member, Ikaika Kealoha, after the fall.", "Ikaika Kealoha"),
        (
            "The funds went to a firm whose owner is his cousin,\nBohdana Kravchuk. Nothing was repaid.",
            "Bohdana Kravchuk",
        ),
        ("He works at the depot and his supervisor is Teuila Faleolo.", "Teuila Faleolo"),
    ],
)
def test_a_job_or_a_tie_before_a_name_announces_it(detector, text, name):
    assert name in _people(detector, text)


@pytest.mark.parametrize(
    ("text", "name", "lead"),
    [
        ("Thank you. Could Oyelowo send a short statement by Friday?", "Oyelowo", "Could"),
        ('Ms. Mahina Kealoha called.\nShe said, "Tell Mahina I am sorry about the car."', "Mahina", "Tell"),
        ("14   Q. Did Ferreira say anything after that?\n15   A. No.\n", "Ferreira", "Did"),
        (
            "Petitioner Radovan Ilić, the respondent's brother, filed the notice.",
            "Radovan Ilić",
            "Petitioner",
        ),
        ("A. (Interpreter Nakashima spells the surname.)\nQ. Thank you.\n", "Nakashima", "Interpreter"),
    ],
)
def test_a_question_verb_or_a_role_is_no_part_of_the_name(detector, text, name, lead):
    people = _people(detector, text)
    assert not any(lead in p for p in people)
    # A surname alone after a capitalised role, a given name alone after its full name: not announced enough.
    if lead not in ("Interpreter", "Tell"):
        assert name in people


@pytest.mark.parametrize(
    "text",
    [
        "<p>Defendant: Wayra Quispe Mamani</p>\n",
        "<tr><td>Defendant:</td><td>Wayra Quispe Mamani</td></tr>\n",
        '<trans-unit id="4"><source>Defendant: Wayra Quispe Mamani</source></trans-unit>\n',
        '<nc:Datum nc:label="Defendant">Wayra Quispe Mamani</nc:Datum>\n',
    ],
)
def test_a_label_is_read_through_markup(detector, text):
    assert "Wayra Quispe Mamani" in _people(detector, text)


@pytest.mark.parametrize(
    "text",
    [
        "Subject: Re: Complaint about the parking lot\nHello all,\n",
        "The Social Worker Report is due. The Partner Endpoint must answer in 5 seconds.\n",
        "At least half of the directors must be resident Canadians.\n",
        "Prepared by: Ilse Vermeulen, paralegal\nReviewed by: T.K.\n",
        "The daughter Ngaio\nAssistant registrars will confirm.\n",
    ],
)
def test_roles_do_not_make_words_into_names(detector, text):
    people = _people(detector, text)
    assert not (people & {"Complaint", "Report", "Endpoint", "Canadians", "Reviewed", "Assistant"})
    assert not any("\n" in p for p in people)


def test_a_court_clerk_stays_an_official_while_a_store_clerk_is_a_person(detector):
    text = "Filed with Court Clerk Marguerite Dubé.\nThe store clerk Kalani Akana saw the fall.\n"
    people = _people(detector, text)
    assert "Kalani Akana" in people and "Marguerite Dubé" not in people
