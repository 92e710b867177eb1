"""Round 22 of issue 15 (heldout_r21 became a tuning set): birth dates told apart from their cue by
markup, by a question and its answer, or by a plain-text table's columns.

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
        # markup between the label and its value
        (
            '<para><emphasis role="bold">Date of birth: </emphasis><phrase lang="en">4 March 1977</phrase></para>',
            "4 March 1977",
        ),
        ('<row><entry>Née le :</entry> <entry xml:lang="fr">12 avril 1981</entry></row>', "12 avril 1981"),
        # a question about the birth date, answered on the next line
        (
            "Q. Could you state your date of birth for the record?\nA. It's October 2, 1968.",
            "October 2, 1968",
        ),
        ("MS. ODUYA: And when were you born?\nTHE WITNESS: On 14 February 1990.", "14 February 1990"),
        # years said as words, the participle's preposition, Filipino month names
        (
            "The youngest, Paulo, was born the ninth of May, twenty fourteen, in Cebu.",
            "the ninth of May, twenty fourteen",
        ),
        ("Requérante : Hélène Brassard, née le 30 juin 1975 à Rimouski.", "30 juin 1975"),
        ("Petsa ng kapanganakan (date of birth): Disyembre 3, 1984", "Disyembre 3, 1984"),
    ],
)
def test_a_birth_date_its_cue_announces_from_further_away(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    "table",
    [
        "Children of the marriage\n  Name / Date of birth / Resides with\n"
        "  Kalinda Moore / 02-Mar-2012 / Mother\n  Tevita Moore / 2015.11.30 / Father\n",
        "Dependants\n\n    Name  Birth date  School\n    Imogen Salt  7 August 2011  Elm Park\n"
        "    Rupert Salt  November 1, 2014  Elm Park\n",
    ],
)
def test_a_plain_text_tables_birth_date_column(detector, table):
    dates = _found(detector, table, "DATE_OF_BIRTH")
    lines = table.splitlines()
    header = next(i for i, line in enumerate(lines) if "Name" in line)
    rows = [line for line in lines[header + 1 :] if line.strip()]
    assert len(dates) == len(rows) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Q. When did you first arrive in Canada?\nA. On May 3, 2015.",
        "Was she born in Manila?\nThe tribunal found on 3 March 2019 that she was not.",
        "Name / Date of hire / Position\n  Grace Ito / 2019-04-01 / Clerk\n",
        "The parties met on 2 June 2001.  They married in 2004.  Their first child was born later.",
    ],
)
def test_other_dates_stay_other_dates(detector, text):
    assert not _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            "MR. HALVORSEN: And your health card number?\nMS. AKANDE: Yes, it's 4421 907 316.",
            "4421 907 316",
            "HEALTH_CARD",
        ),
        (
            '<turn who="adjuster">What is the number on your driving licence?</turn>\n'
            '<turn who="claimant"><b>Claimant:</b> It is K7720-41098-55120.</turn>',
            "K7720-41098-55120",
            "DRIVERS_LICENSE",
        ),
        (
            "Q. Into which bank account was the deposit made?\nA. My savings account, 0023 99817 65.",
            "0023 99817 65",
            "BANK_ACCOUNT",
        ),
    ],
)
def test_an_identifier_given_as_the_answer_to_a_question_that_names_it(detector, text, value, label):
    assert value in _found(detector, text, label)


@pytest.mark.parametrize(
    "text",
    [
        "Q. Did you bring your health card or your licence?\nA. Both, 1234-567-890.",  # which one is not said
        "Q. How many hours did you work that week?\nA. 4415 hours in all, 1200 of them at night.",
        "Q. Was your health card renewed?\nA. No. The clinic's file is 2023-118-4471.",
    ],
)
def test_an_answer_to_another_question_is_not_an_identifier(detector, text):
    labels = {s.label for s in detector.detect(text)}
    assert not labels & {"HEALTH_CARD", "DRIVERS_LICENSE", "BANK_ACCOUNT"}


def test_a_markup_tables_birth_date_column_row_by_row(detector):
    table = (
        "<table><tr><th>Child</th><th>Date of birth</th><th>School</th></tr>\n"
        "<tr><td>Ilse Moreau</td><td><span>14 mars 2013</span></td><td>Rivière</td></tr>\n"
        "<tr><td>Théo Moreau</td><td>2016-07-30</td><td>Rivière</td></tr></table>\n"
        "<table><tr><th>Event</th><th>Date</th></tr><tr><td>Hearing</td><td>2024-01-09</td></tr></table>"
    )
    assert _found(detector, table, "DATE_OF_BIRTH") == {"14 mars 2013", "2016-07-30"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Phone note, 9 March 2023: the tenant rang at noon and spoke to Tumelo about the key.", "Tumelo"),
        ("She said she had talked to Oyuunchimeg before signing.", "Oyuunchimeg"),
        (
            '<div class="turn"><span class="who">Hinewai Rāwiri:</span> I was at home that night.</div>',
            "Hinewai Rāwiri",
        ),
        ("<li><b>Witness:</b> Dariusz Zieliński</li>", "Dariusz Zieliński"),
    ],
)
def test_who_was_spoken_to_and_a_label_wrapped_in_markup(detector, text, name):
    assert name in _found(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "The minister spoke to Parliament about the bill and talked to Legal Aid afterwards.",
        '<p><span class="label">Registry:</span> Federal Court</p>',
    ],
)
def test_institutions_spoken_to_and_wrapped_labels_of_things_stay(detector, text):
    assert not _found(detector, text, "PERSON")


def test_a_participle_inside_another_word_is_no_birth_cue(detector):
    text = "Selon le bail signé le 22 octobre 2022, vous deviez verser un loyer de 1 220 $."
    assert not _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Họ và tên: Trần Thị Mai\nNgày sinh: 09/10/1991", "09/10/1991"),
        ("Tanggal lahir: 30-01-1987", "30-01-1987"),
        ("Tarehe ya kuzaliwa: 02/02/1970", "02/02/1970"),
        ("Datum narození / Dátum narodenia: 7. 11. 1964", "7. 11. 1964"),
        ("Дата народження: 30.04.1982", "30.04.1982"),
        ("تاریخ تولد: 1979/12/05", "1979/12/05"),
        ("დაბადების თარიღი: 01.07.1990", "01.07.1990"),
        ("Data e lindjes: 18.09.1986", "18.09.1986"),
    ],
)
def test_birth_date_labels_in_more_languages(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")
