"""Round 27 of issue 15 (heldout_r26 became a tuning set): fixed-width tables under a rule of dashes, Word
runs and inline elements that split a phrase, boxed forms, a value written before its caption, foreign
headings and officials, streets and storms named after people, birth questions and answers in more
forms, relatives' rows, the languages' phone and account words.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found

RULED = """== Household ==
Name on card          Tie        Born             Provincial health no.        Driver's licence
-------------------   --------   --------------   --------------------------   ----------------
Okonkwo, Adaeze       niece      4 March 1991     9182 446 731                 7730215
Teodora Vasquez-Lind  daughter   2003-11-30                                    B4410-25037-70813
"""


def test_a_ruled_fixed_width_table_read_by_its_columns(detector):
    assert {"4 March 1991", "2003-11-30"} <= _found(detector, RULED, "DATE_OF_BIRTH")
    assert "9182 446 731" in _found(detector, RULED, "HEALTH_CARD")
    assert {"7730215", "B4410-25037-70813"} <= _found(detector, RULED, "DRIVERS_LICENSE")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            '<w:p><w:r><w:t xml:space="preserve">Guardian: </w:t></w:r><w:r><w:t>Ruairí</w:t></w:r>'
            '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> Ó Dálaigh</w:t></w:r></w:p>',
            'Ruairí</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> Ó Dálaigh',
            "PERSON",
        ),
        (
            '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Date de naiss.: </w:t></w:r>'
            '<w:r><w:t xml:space="preserve">1979-06-02</w:t></w:r></w:p>',
            "1979-06-02",
            "DATE_OF_BIRTH",
        ),
        (
            "<p>Applicant: <bdi>YELENA</bdi> <bdi>KOVALENKO</bdi> signed.</p>",
            "YELENA</bdi> <bdi>KOVALENKO",
            "PERSON",
        ),
    ],
)
def test_a_phrase_split_into_runs_is_read_whole(detector, text, value, label):
    assert value in _found(detector, text, label)


def test_a_word_table_read_by_its_header_row(detector):
    text = (
        "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Nom</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>No RAMQ</w:t>"
        "</w:r></w:p></w:tc></w:tr>\n<w:tr><w:tc><w:p><w:r><w:t>Lucie Brassard</w:t></w:r></w:p></w:tc>"
        "<w:tc><w:p><w:r><w:t>BRAL 7405 1219</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
    )
    assert "BRAL 7405 1219" in _found(detector, text, "HEALTH_CARD")


BOXED = """┌────────────────────────────────────┬────────────────────────────────────┐
│ Account for direct deposit         │ Branch transit number              │
│ 80017422                           │ 04312-010                          │
├────────────────────────────────────┴────────────────────────────────────┤
│ Health number (Ontario)                                                 │
│ 5531 208 194                                                            │
└─────────────────────────────────────────────────────────────────────────┘
╔═══════════════════╦════════════╦══════════════════════╗
║ Name (last, first)║ Tie        ║ Date of birth        ║
╠═══════════════════╬════════════╬══════════════════════╣
║ Nakamura, Haruto  ║ son        ║ 12 July 2011         ║
╚═══════════════════╩════════════╩══════════════════════╝
┌─────────┬───────────────────┐
│ Name    │ Sigrún Pálsdóttir │
│ Licence │ S8812-40051       │
└─────────┴───────────────────┘
"""


def test_a_boxed_form_read_as_a_pipe_table(detector):
    assert "80017422" in _found(detector, BOXED, "BANK_ACCOUNT")
    assert "5531 208 194" in _found(detector, BOXED, "HEALTH_CARD")
    assert "12 July 2011" in _found(detector, BOXED, "DATE_OF_BIRTH")
    # a two-column key-value box is no table with a "Name" header over "Licence"
    assert "Licence" not in _found(detector, BOXED, "PERSON")


@pytest.mark.parametrize(
    ("line", "value", "label"),
    [
        ("  11/04/1958  (D.N.)\n", "11/04/1958", "DATE_OF_BIRTH"),
        ("  2 octobre 1990 ← Né(e) le\n", "2 octobre 1990", "DATE_OF_BIRTH"),
        ("  Q21-408-377  [Lic. no.]\n", "Q21-408-377", "DRIVERS_LICENSE"),
        ("  AB4471992  — Permiso de conducción\n", "AB4471992", "DRIVERS_LICENSE"),
        ("  6120 904 551  (Health card)\n", "6120 904 551", "HEALTH_CARD"),
        ("  004-88123  ← Compte bancaire\n", "004-88123", "BANK_ACCOUNT"),
    ],
)
def test_a_value_written_before_its_caption(detector, line, value, label):
    assert value in _found(detector, line, label)


def test_a_date_before_another_caption_is_no_birth_date(detector):
    assert not _found(detector, "  2019-01-01  Received\n", "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    "text",
    [
        "NIEDERSCHRIFT ÜBER DIE MÜNDLICHE VERHANDLUNG\n  Aktenzeichen: 4 F 118/22\n",
        "  REQUERIMENTO DE ALTERAÇÃO DA REGULAÇÃO\n  Processo n.º 77/21\n",
        " 4   Q.   Welche Anschrift haben Sie?\n 5   Q.   Wie lautet Ihre Nummer?\n",
        "Vor: Familienrichterin Roswitha Ebner\n",
        "Entendu par la juge administrative Solange Béliveau le 3 mai.\n",
        "Lives at Rua das Acácias, 14, Niterói.\n",
        "The roof failed the week of Cyclone Tamsin.\n",
    ],
)
def test_headings_questions_officials_streets_and_storms_are_no_private_person(detector, text):
    assert not _found(detector, text, "PERSON")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("MARIA DA CONCEIÇÃO FERREIRA\nRua Nova 12, Braga\n", "MARIA DA CONCEIÇÃO FERREIRA"),
        ("Q. Where does Mr. Das live now?\n", "Das"),
        ("Prepared by: V. Halloran, 2 May 2021\n", "V. Halloran"),
        ("My neighbour Judith Rechter called.\n", "Judith Rechter"),
    ],
)
def test_names_near_those_words_stay_names(detector, text, name):
    assert name in _found(detector, text, "PERSON")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Q. What birth date is on your passport?\nA. That would be 19 August 1984.\n", "19 August 1984"),
        ("Q Quando nasceu Lívia Prates?\nA 3 de maio de 1971, julgo eu.\n", "3 de maio de 1971"),
        ("    @{ Q = 'When was Anouk born?'; A = '14 March 2009' }\n", "14 March 2009"),
        ('HSET intake "q4" "¿Cuándo nació usted?" "a4" "22/10/1966" "q5" "x"\n', "22/10/1966"),
        ("Q Wann ist Jelena Marić geboren?\nA Das ist 07.11.1959.\n", "07.11.1959"),
        ("Vasko Petrov ist am 9. Mai 1950 geboren.\n", "9. Mai 1950"),
        ("Ondina Prates nasceu em 30/01/1987.\n", "30/01/1987"),
    ],
)
def test_birth_questions_answers_and_participles(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("  1) DIALLO, Mariama ; sœur ; 1993-02-17 ; 418 555-0173\n", "1993-02-17"),
        (" 2   A.   Ravi Menon, nephew, 5 June 1990, 14, Church Road, Kochi\n", "5 June 1990"),
        (
            "<strow><stentry>Élodie Marchal</stentry><stentry>nièce</stentry><stentry>08/09/2004</stentry>"
            "<stentry>12 rue des Lilas, 44000 Nantes</stentry></strow>\n",
            "08/09/2004",
        ),
    ],
)
def test_a_relatives_date_before_their_phone_or_address(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        (
            "<table><tr><th>Nombre</th><th>FN</th></tr><tr><td>Aitana Ruiz</td><td>4 de mayo de 2012</td></tr>"
            "<tr><td>Íker Ruiz</td><td>19/02/2015</td></tr></table>",
            "19/02/2015",
        ),
        (
            "<simpletable><sthead><stentry>Nom</stentry><stentry>Naiss.</stentry></sthead>"
            "<strow><stentry>Cédric Aubin</stentry><stentry>2 juin 1986</stentry></strow></simpletable>",
            "2 juin 1986",
        ),
        ("<dlentry><dt>Dt. nasc.</dt><dd>17/03/1975</dd></dlentry>", "17/03/1975"),
        ('<field name="Born"><value>ngày 3 tháng 9 năm 1968</value></field>', "ngày 3 tháng 9 năm 1968"),
        ("Fecha de nacimiento: Marzo 8, 1977", "Marzo 8, 1977"),
        ("Born: 12 Agosti 1995", "12 Agosti 1995"),
        ('        "B/D" to "1969-12-01",\n', "1969-12-01"),
    ],
)
def test_birth_dates_under_shortened_headings_and_in_more_forms(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


def test_a_kotlin_map_reads_as_labels_and_its_questions_stay_answers(detector):
    text = (
        '    mapOf(\n        "Printed name" to "Ilse Vandermeulen",\n'
        '        "What is the account number for direct deposit?" to "That would be 60-2210-4471823-00.",\n    )\n'
    )
    assert "Ilse Vandermeulen" in _found(detector, text, "PERSON")
    assert "60-2210-4471823-00" in _found(detector, text, "BANK_ACCOUNT")


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("Mevrouw Bosman is bereikbaar op 013 5508129.", "013 5508129"),
        ("Herr Lindqvist ist unter 0171 24450931 erreichbar.", "0171 24450931"),
        ("    'Telefoonnummer' = '020 5512093'\n", "020 5512093"),
        ("<dt>Teléfono</dt>\n<dd>915 208 337</dd>", "915 208 337"),
        (
            "<table><tr><th>Name</th><th>Town</th><th>Phone</th></tr>"
            "<tr><td>Amihan Cruz</td><td>Legazpi</td><td>052 480 1164</td></tr></table>",
            "052 480 1164",
        ),
        ("A senhora pode ser contactada pelo 912 445 018.", "912 445 018"),
    ],
)
def test_phones_named_in_more_languages_and_places(detector, text, phone):
    assert phone in _found(detector, text, "PHONE")


@pytest.mark.parametrize(
    ("text", "account"),
    [("No cpte: 5528107", "5528107"), ("A/C: 33190245", "33190245"), ("Konto-Nr.: 440918273", "440918273")],
)
def test_an_account_named_in_other_languages(detector, text, account):
    assert account in _found(detector, text, "BANK_ACCOUNT")


def test_a_report_is_no_account(detector):
    assert not _found(detector, "Le compte rendu 2019 mentionne 12 parties et 8812345 pages.", "BANK_ACCOUNT")
