"""Round 26 of issue 15 (heldout_r25 became a tuning set): a licence asked for another way or named in
prose, answers after a terminal's colour codes and other answer marks, a birth date whose label is written
after it (past a leader) or under it (a form's caption below the value's rule).

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (
            "<li><p>What is the number on your licence?</p><p>K4410-22815-70913</p></li>",
            "K4410-22815-70913",
            "DRIVERS_LICENSE",
        ),
        ("  Q  Welche Nummer hat Ihr Führerschein?\n  A  B0731TX5520\n", "B0731TX5520", "DRIVERS_LICENSE"),
        (
            "   Q> QUEL EST LE NUMÉRO DE VOTRE PERMIS?\n   A> D2291-551807-33\n",
            "D2291-551807-33",
            "DRIVERS_LICENSE",
        ),
        (
            "  \x1b[35m?\x1b[0m What is the number on your licence?\n  \x1b[32m›\x1b[0m WARDE720514LK9PT\n",
            "WARDE720514LK9PT",
            "DRIVERS_LICENSE",
        ),
        ("<li><p>What is your bank account number?</p><p>30118876</p></li>", "30118876", "BANK_ACCOUNT"),
    ],
)
def test_an_answer_after_its_mark(detector, text, value, label):
    assert value in _found(detector, text, label)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ms. Oyelowo produced a licence numbered OYELO710203AB7CD at intake.", "OYELO710203AB7CD"),
        ("Mme Beaulieu est titulaire du permis B4410-250377-08.", "B4410-250377-08"),
        ('        "Licencia de manejo": "SON40221177",\n', "SON40221177"),
    ],
)
def test_a_licence_named_in_prose_or_another_language(detector, text, value):
    assert value in _found(detector, text, "DRIVERS_LICENSE")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        (
            "   Teodor Vasilescu                           .... FULL NAME\n   3.9.1977                                   ...... DATE OF BIRTH\n",
            "3.9.1977",
        ),
        (
            "  Mireille Caron\n  ______________________\n  (Full name)\n\n  14 mars 1969\n  ______________________\n  Né(e) le\n",
            "14 mars 1969",
        ),
        (
            "  Tevita Fifita                        2 May 2011\n  ________________________    ______________\n"
            "  (1) Name                             (2) Date of birth\n",
            "2 May 2011",
        ),
        ("  3. Vous êtes né(e) quand?\n     ➤ 22/02/2001\n", "22/02/2001"),
        ("  Q  Wann sind Sie geboren?\n  A  1949-10-30\n", "1949-10-30"),
    ],
)
def test_a_birth_date_labelled_after_or_below(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


def test_a_caption_below_another_column_names_no_birth_date(detector):
    text = (
        "  Tevita Fifita                        2 May 2011\n  ________________________    ______________\n"
        "  (1) Date of birth                    (2) Date signed\n"
    )
    assert "2 May 2011" not in _found(detector, text, "DATE_OF_BIRTH")
