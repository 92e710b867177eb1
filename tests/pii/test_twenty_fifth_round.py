"""Round 25 of issue 15 (heldout_r24 became a tuning set): identifiers and birth dates given as the answer
to a questionnaire's question, definition lists, bilingual labels with dot leaders, hashes written with
``=>``, national phone numbers named in prose, addresses labelled or announced in other languages.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("  4. What is the account number?\n     [x] 40217 553891\n", "40217 553891", "BANK_ACCOUNT"),
        ("  5. Into which account should we pay the refund?\n     → 88120457\n", "88120457", "BANK_ACCOUNT"),
        (
            "Q7. Which licence number did you show the officer?\n    Answer: T5520-471806-93\n",
            "T5520-471806-93",
            "DRIVERS_LICENSE",
        ),
        (
            '  {\n    q = "What is your Social Insurance Number?";\n    a = "130.692.544";\n  }\n',
            "130.692.544",
            "SIN",
        ),
        ("  8. What is the best number to call you on?\n     → 020 7946 0991\n", "020 7946 0991", "PHONE"),
        ("  3. On what date was the person born?\n     [x] 14/03/1978\n", "14/03/1978", "DATE_OF_BIRTH"),
        ("<p>Quando è nato/a?</p><p>9 ottobre 1983</p>", "9 ottobre 1983", "DATE_OF_BIRTH"),
    ],
)
def test_the_answer_under_a_question_that_names_it(detector, text, value, label):
    assert value in _found(detector, text, label)


def test_a_question_about_another_number_takes_no_phone(detector):
    text = "  9. What is your licence number?\n     → 0999 651 6244\n"
    assert not _found(detector, text, "PHONE")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Cuenta bancaria\n:   30417786621\n", "30417786621", "BANK_ACCOUNT"),
        ("Fecha nac.\n:   03/11/1971\n", "03/11/1971", "DATE_OF_BIRTH"),
        ("Chequing account / Compte chèques ............... 5520183746\n", "5520183746", "BANK_ACCOUNT"),
        ("SIN / NAS ......................................... 130 692 544\n", "130 692 544", "SIN"),
        ("SSN / Número de Seguro Social ........... 418-23-7519\n", "418-23-7519", "SSN"),
        ('        "Evening phone" => "01632 960 318",\n', "01632 960 318", "PHONE"),
        (
            "CREATE (p)-[:HAS]->(:Field {label: 'Geboren op', value: '11/05/1964'})\n",
            "11/05/1964",
            "DATE_OF_BIRTH",
        ),
        ("||Urodzona dnia||4 marca 1952||\n", "4 marca 1952", "DATE_OF_BIRTH"),
    ],
)
def test_a_label_in_another_syntax_or_language(detector, text, value, label):
    assert value in _found(detector, text, label)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ms. Okwuosa gave 0161 496 0734 as an evening number.", "0161 496 0734"),
        ("The best number for Tremblay-Kerr is 0412 555 019.", "0412 555 019"),
    ],
)
def test_a_national_number_named_in_prose(detector, text, value):
    assert value in _found(detector, text, "PHONE")


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "Domicilio actual\n:   Calle Morelos 118, Col. Centro, 68000 Oaxaca\n",
            "Calle Morelos 118, Col. Centro, 68000 Oaxaca",
        ),
        (
            "A Sra. Vasconcelos mora em Rua do Ouvidor, 92, apto 31, Niterói - RJ, 24030-120.",
            "Rua do Ouvidor, 92, apto 31, Niterói - RJ, 24030-120",
        ),
        (
            "  2. What address should mail be sent to?\n     → Blk 12 Lot 3, Sampaguita Street, Cebu City 6000\n",
            "Blk 12 Lot 3, Sampaguita Street, Cebu City 6000",
        ),
    ],
)
def test_an_address_announced_in_other_languages_and_questionnaires(detector, text, address):
    assert address in _found(detector, text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("BETWEEN\nKEISHA MORGAN ..... CLAIMANT\nAND\nDESMOND PALMER ..... DEFENDANT\n", "DESMOND PALMER"),
        ("Ms. Adeyemi presented her licence D4417-33812-60209 at the counter.", "Adeyemi"),
    ],
)
def test_a_style_of_cause_leader_keeps_the_party(detector, text, name):
    assert name in _found(detector, text, "PERSON")


def test_a_licence_shown_in_prose(detector):
    text = "Ms. Adeyemi presented her licence D4417-33812-60209 at the counter. M. Roy détient le permis R1234-567890-12."
    found = _found(detector, text, "DRIVERS_LICENSE")
    assert {"D4417-33812-60209", "R1234-567890-12"} <= found


def test_a_markup_form_of_two_cell_rows(detector):
    text = (
        '<Row><Cell><Data ss:Type="String">NAME OF PARTY</Data></Cell>'
        '<Cell><Data ss:Type="String">Ifeoma Chukwuemeka</Data></Cell></Row>\n'
        '   <Row><Cell><Data ss:Type="String">Born</Data></Cell><Cell><Data ss:Type="String">1979-02-11</Data></Cell></Row>\n'
    )
    assert "Ifeoma Chukwuemeka" in _found(detector, text, "PERSON")
    assert "1979-02-11" in _found(detector, text, "DATE_OF_BIRTH")


def test_a_two_column_table_of_people_keeps_its_header(detector):
    text = (
        "<table>\n<tr><th>Name</th><th>Date of birth</th></tr>\n"
        "<tr><td>Yaw Mensah-Bonsu</td><td>2014-09-30</td></tr>\n</table>\n"
    )
    assert "2014-09-30" in _found(detector, text, "DATE_OF_BIRTH")
