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


def _labels(detector: PIIDetector, text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.label for s in detector.detect(text)}


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Email: naledi.dube&#64;example.org\n", "naledi.dube&#64;example.org", "EMAIL"),
        ("Email: naledi.dube&commat;example.org\n", "naledi.dube&commat;example.org", "EMAIL"),
        ("Email: naledi\\_dube\\@example.org\n", "naledi\\_dube\\@example.org", "EMAIL"),
        ("Email: naledi.dube%40example.org\n", "naledi.dube%40example.org", "EMAIL"),
        ("Email: naledi.dube [at] example [dot] org\n", "naledi.dube [at] example [dot] org", "EMAIL"),
        ("Courriel : naledi.dube(at)example.org\n", "naledi.dube(at)example.org", "EMAIL"),
        ("Email: jürgen.weiß@beispiel.de\n", "jürgen.weiß@beispiel.de", "EMAIL"),
        ("Phone: 306&#8209;555&#8209;0144\n", "306&#8209;555&#8209;0144", "PHONE"),
        (
            "Client: Jos&eacute; Ram&iacute;rez Ortu&ntilde;o\n",
            "Jos&eacute; Ram&iacute;rez Ortu&ntilde;o",
            "PERSON",
        ),
        ("Social Security No. 524.71.3390\n", "524.71.3390", "SSN"),
        ("TIN/SSN: 524 - 71 - 3390\n", "524 - 71 - 3390", "SSN"),
        ("ITIN 912-70-1234 (no SSN issued)\n", "912-70-1234", "SSN"),
        ("Social Insurance No.: 166.997.676\n", "166.997.676", "SIN"),
    ],
)
def test_escaped_and_spelled_values_are_found_where_they_are_written(detector, text, value, label):
    assert _labels(detector, text).get(value) == label


def test_an_escaped_at_sign_outside_an_address_changes_nothing(detector):
    text = "| `AMCV_EA76ADE95776D2EC7F000101%40AdobeOrg` | Analytics cookie |\n"
    assert _labels(detector, text) == {}


_TRANSCRIPT = (
    "12       Q. And your health number?\n"
    "13       A. It's on the card. My personal health number is\n"
    "14    9068 321 706.\n"
    "15       Q. Who else was in the car?\n"
    "16       A. My cousin, Tekahentakwa\n"
    "17    Montour. She drove.\n"
    "18       Q. Thank you.\n"
    "19       A. You're welcome.\n"
    "20       Q. Nothing further.\n"
)


def test_a_numbered_transcript_reads_across_its_line_numbers(detector):
    found = _labels(detector, _TRANSCRIPT)
    assert found.get("9068 321 706") == "HEALTH_CARD"


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            "Debtor 2: [-Folake Adeyemi-] {+Marisol Quintero+}\nAddress: 12 Elm St\n",
            "Marisol Quintero",
            "PERSON",
        ),
        (
            "Debtor 2: [-Folake Adeyemi-] {+Marisol Quintero+}\nAddress: 12 Elm St\n",
            "Folake Adeyemi",
            "PERSON",
        ),
        (
            "<< /T (Applicant.Surname) /V (Tuimavave) >>\n<< /T (Applicant.Health_card) /V (9876 543 210) >>\n",
            "9876 543 210",
            "HEALTH_CARD",
        ),
        (
            "[Open Style:Codes][HRt]\nName:[Lft Tab]Siosaia Tupou[HRt]\nDate of birth:[Lft Tab]4 May 1961[HRt]\n",
            "Siosaia Tupou",
            "PERSON",
        ),
    ],
)
def test_redlines_form_data_and_reveal_codes_are_read_as_words(detector, text, value, label):
    assert _labels(detector, text).get(value) == label


def test_layout_view_keeps_every_offset():
    from quilltune.prepare.pii.layout_view import layout_view

    for text in (_TRANSCRIPT, "[-a-] {+b+}", "<< /T (A.B) /V (c) >>", "[HRt][HRt][Cell]x[HRt]"):
        assert len(layout_view(text)) == len(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Adjuster: Sefo Tuilagi\nClaim: 88-1021\n", "Sefo Tuilagi"),
        ("Caseworker: N. Abiola\nSupervisor: R.T.\n", "R.T."),
        ("I saw him leave at nine.\n\n- K.W.\n\nOn Mon, 3 Jun 2024, someone wrote:\n", "K.W."),
        ("Please keep this between us.\n\n~ Ł.D.\n", "Ł.D."),
        ("Thanks,\n-- \nT.M.\n", "T.M."),
    ],
)
def test_a_role_label_and_a_dashed_sign_off_announce_a_person(detector, text, value):
    assert _labels(detector, text).get(value) == "PERSON"


@pytest.mark.parametrize(
    "text",
    [
        "He drives for Walter Whitcombe Charities on weekends.\n",
        "Call me if she asks about the Walter Gordon Prize dinner.\n",
        "The meeting moved to the Hilton Garden Inn on Main Street.\n",
        "It was shipped from the U.S. in June.\n\n- U.S.\n",
    ],
)
def test_a_thing_named_after_someone_stays(detector, text):
    assert "PERSON" not in _labels(detector, text).values()


def test_a_surname_that_is_also_a_building_word_is_still_a_name(detector):
    assert _labels(detector, "Respondent: Hunter Church\nPetitioner: Ada Temple\n") == {
        "Hunter Church": "PERSON",
        "Ada Temple": "PERSON",
    }
