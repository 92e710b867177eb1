"""Round 28 of issue 15 (heldout_r27 became a tuning set): answers after a diarised transcript's time range
and after hesitations, XSL-FO and XAML tables and inline runs, a health number's version code in its cell,
a value alone on its line under its label or over a caret caption, struct and DynamoDB fields, birth keys
made of a participle, "came into the world", courts and buildings in other languages.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            "[03:10.2 → 03:14.9] SPK_0: Into which account should the support go?\n"
            "[03:14.9 → 03:19.0] SPK_1: Um, 58120447\n",
            "58120447",
            "BANK_ACCOUNT",
        ),
        (
            "question = Which driver's licence number do you hold?\n  answer = Äh, R771TQ0925\n",
            "R771TQ0925",
            "DRIVERS_LICENSE",
        ),
        (
            "[00:51.0 → 00:53.2] SPK_0: Quelle est votre date de naissance?\n[00:53.2 → 00:55.8] SPK_1: Euh, 9 mars 1979\n",
            "9 mars 1979",
            "DATE_OF_BIRTH",
        ),
        ("  Q4. And your birthday?\n      ➜ I think it's 30 June 1990\n", "30 June 1990", "DATE_OF_BIRTH"),
        ("Q. Wat is uw geboortedatum?\nA. Dat is 2 juni 1977\n", "2 juni 1977", "DATE_OF_BIRTH"),
    ],
)
def test_answers_after_time_ranges_and_hesitations(detector, text, value, label):
    assert value in _found(detector, text, label)


def test_xsl_fo_and_xaml_tables_and_runs(detector):
    fo = (
        "<fo:table-row><fo:table-cell><fo:block>Name</fo:block></fo:table-cell><fo:table-cell><fo:block>Born"
        "</fo:block></fo:table-cell><fo:table-cell><fo:block>Health number</fo:block></fo:table-cell></fo:table-row>\n"
        "<fo:table-row><fo:table-cell><fo:block><fo:inline>Oriane</fo:inline> <fo:inline>Delisle</fo:inline>"
        "</fo:block></fo:table-cell><fo:table-cell><fo:block>2012-04-09</fo:block></fo:table-cell>"
        "<fo:table-cell><fo:block>4410 882 619 (version QT)</fo:block></fo:table-cell></fo:table-row>"
    )
    assert "4410 882 619" in _found(detector, fo, "HEALTH_CARD")
    assert "2012-04-09" in _found(detector, fo, "DATE_OF_BIRTH")
    assert "Oriane</fo:inline> <fo:inline>Delisle" in _found(detector, fo, "PERSON")
    xaml = "<Paragraph>Applicant: <Run>Tavita</Run> <Run>Leaupepe</Run> signed.</Paragraph>"
    assert "Tavita</Run> <Run>Leaupepe" in _found(detector, xaml, "PERSON")


CARD = """.--------------------------------.
| CARD 2 of 2 · Tenant
| 2001-05-16
|     ^ Date of birth
| 7113209
|     ^ Account number
| 70-44012  ‹ No de compte
'--------------------------------'
"""


def test_an_index_cards_caret_and_arrow_captions(detector):
    assert "2001-05-16" in _found(detector, CARD, "DATE_OF_BIRTH")
    assert {"7113209", "70-44012"} <= _found(detector, CARD, "BANK_ACCOUNT")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("   Carta de condução\n   LX-402211 7\n", "LX-402211 7", "DRIVERS_LICENSE"),
        ("   Date of birth\n   11 November 1969\n", "11 November 1969", "DATE_OF_BIRTH"),
    ],
)
def test_a_value_alone_under_its_label(detector, text, value, label):
    assert value in _found(detector, text, label)


def test_a_date_under_another_label_is_no_birth_date(detector):
    assert not _found(detector, "   Received\n   2019-01-01\n", "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ('    Member { nom_de_la_personne: "Lemaire, Odile", lien: "fille" },\n', "Lemaire, Odile", "PERSON"),
        ('    Member { lien: "fils", nee_le: "3 avril 2004" },\n', "3 avril 2004", "DATE_OF_BIRTH"),
        ('        ["rapporto": "figlia", "natoa_il": "8 maggio 2011"],\n', "8 maggio 2011", "DATE_OF_BIRTH"),
        ('            "legal_name": {"S": "Wiremu Tapsell"},\n', "Wiremu Tapsell", "PERSON"),
        ('            "bank_account_number": {"S": "66120934417"}\n', "66120934417", "BANK_ACCOUNT"),
    ],
)
def test_struct_and_typed_fields(detector, text, value, label):
    assert value in _found(detector, text, label)


def test_came_into_the_world(detector):
    text = "The record shows Ms. Ferreira came into the world on 1988-02-14. Notices go to her."
    assert "1988-02-14" in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    "text",
    [
        "Filed at Amtsgericht Lüneburg on Monday.\n",
        "The hearing was held at Édifice Marie-Guyart.\n",
        "Perante a juíza de direito Marta Salgueiro, em 3 de maio.\n",
        "De kinderrechter mr. Pieter Hoekstra besliste.\n",
        "question = Haben Sie einen Führerschein?\n",
    ],
)
def test_courts_buildings_judges_and_questions_are_no_private_person(detector, text):
    assert not _found(detector, text, "PERSON")


def test_a_surname_like_a_building_word_stays_a_name(detector):
    assert "Anna Haus" in _found(detector, "My friend Anna Haus came.\n", "PERSON")


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("| 04/11/1971\n|     ^ Nacido/a el\n| 233 41 7702  ‹ Seguro Social\n", "233 41 7702", "SSN"),
        (
            "[01:02.0 → 01:05.1] SPK_0: ¿Cuál es su número de Seguro Social?\n[01:05.1 → 01:08.4] SPK_1: Pues, 233 41 7702\n",
            "233 41 7702",
            "SSN",
        ),
        (
            "   Email address                  Driver's licence number\n   tui.aperahama@example.org      7705QK22MB9R\n",
            "7705QK22MB9R",
            "DRIVERS_LICENSE",
        ),
        ('            driver_s_licence_number: "TREMB771QX2P",\n', "TREMB771QX2P", "DRIVERS_LICENSE"),
        ("      fuhrerscheinnummer = K209XG4TL37\n", "K209XG4TL37", "DRIVERS_LICENSE"),
        ("| » Tem carta de condução? O número?\n| « Sim, 50981231174\n", "50981231174", "DRIVERS_LICENSE"),
    ],
)
def test_more_captions_columns_keys_and_answers(detector, text, value, label):
    assert value in _found(detector, text, label)
