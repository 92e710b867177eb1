"""Round 24 of issue 15 (heldout_r23 became a tuning set): data written as string literals, a list of
people written as records, troff's paragraph tags, TEI's labels and cells, a form's value several
spaces after its label, romanised Korean names in one word.

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found

from quilltune.prepare.pii.literal_view import literal_view
from quilltune.prepare.pii.person_records import record_rows


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # Clojure EDN, a Lua table, a KDL node, a Fortran namelist, a Python tuple, a JSON array
        ('   ["Applicant name" "Teodora Vlasceanu"]\n   ["Born" "4 March 1971"]\n', "Teodora Vlasceanu"),
        ('      { "Name of tenant", "Oluwadamilare Ajayi" },\n', "Oluwadamilare Ajayi"),
        ('        field "Full name" "Brennagh Ó Dálaigh"\n', "Brennagh Ó Dálaigh"),
        (" LABEL(3) = 'Legal name', VALUE(3) = 'Ximena Huarachi',\n", "Ximena Huarachi"),
        ('    ("Surname, given names", "Kallistrati Beridze"),\n', "Kallistrati Beridze"),
        ('  ["Witness", "Henrike Vossberg"],\n', "Henrike Vossberg"),
    ],
)
def test_a_name_in_a_data_literal_pair(detector, text, name):
    assert name in _found(detector, text, "PERSON")


def test_the_literal_view_keeps_length_and_leaves_prose_csv_and_json():
    text = (
        '  ["Name" "Anouk Verhaegen"]\n'
        'He said "stop" and left.\n'
        '"Verhaegen, Anouk","1980-01-02","sister"\n'
        '{"name": "dob", "value": "1980-01-02"}\n'
        "ROW_2 = 'KOVAČ, Ivana', '—', 'other', '385 91 555 0147',\n"
    )
    view = literal_view(text)
    assert len(view) == len(text)
    lines = view.split("\n")
    assert lines[0].split() == ["Name:", "Anouk", "Verhaegen"]
    assert lines[1:4] == text.split("\n")[1:4]  # prose, quoted CSV and a JSON object are left as they are
    assert [c.strip() for c in lines[4].split("|")] == ["KOVAČ, Ivana", "—", "other", "385 91 555 0147"]


@pytest.mark.parametrize(
    ("text", "name", "date"),
    [
        (
            "Other people:\n  • Tsegaye Bekele, 19 août 1987, cousin, +251 911 555 0193\n",
            "Tsegaye Bekele",
            "19 août 1987",
        ),
        ("  Ryu Haneul | 1999.03.14 | friend | 010-5550-1372\n", "Ryu Haneul", "1999.03.14"),
        ("QUISBERT, Elmer / 1960-12-01 / uncle / (591) 555 2210\n", "QUISBERT, Elmer", "1960-12-01"),
        (
            "<span class='line'>Nomvula   2 May 2003   other   +27 82 555 0190</span>\n",
            "Nomvula",
            "2 May 2003",
        ),
    ],
)
def test_a_person_record_row_names_its_person_and_birth_date(detector, text, name, date):
    assert name in _found(detector, text, "PERSON")
    assert date in _found(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    "text",
    [
        "Registry | 2024-01-05 | office | 604 555 0134\n",
        "Section 12 | 1990 | amended | 555 1234 5678\n",
        "Halvorsen Holdings, 2019-05-03, vendor, 1-800-555-0199\n",
    ],
)
def test_a_row_that_is_no_person_record(detector, text):
    assert not _found(detector, text, "PERSON")


def test_a_row_with_two_dates_names_no_birth_date(detector):
    text = "  Wanjiru Kamau | 2019-02-01 | 2023-06-30 | +254 722 555 014\n"
    assert [(r.dates and len(r.dates)) for r in record_rows(text)] == [2]
    assert not _found(detector, text, "DATE_OF_BIRTH")


def test_troff_paragraph_tags_and_escapes(detector):
    text = (
        '.SH\n\\&Respondent\n.IP "Legal name" 20\n\\&Ingibjörg Sveinsdóttir\n'
        '.IP "D/O/B" 20\n\\&12.08.1958\n.IP "Q." 4\n\\&Where do you live?\n'
    )
    assert "Ingibjörg Sveinsdóttir" in _found(detector, text, "PERSON")
    assert "12.08.1958" in _found(detector, text, "DATE_OF_BIRTH")


def test_tei_labels_and_cells(detector):
    text = (
        "<list>\n  <item><label>Nom complet</label> Aurélien Mbappé-Kolo</item>\n</list>\n<table>\n"
        "  <row><cell>Name</cell><cell>Relationship</cell><cell>Town</cell></row>\n"
        "  <row><cell>Siosaia Taufa</cell><cell>brother</cell><cell>Nukuʻalofa</cell></row>\n</table>\n"
    )
    found = _found(detector, text, "PERSON")
    assert {"Aurélien Mbappé-Kolo", "Siosaia Taufa"} <= found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Legal name:      Yoon Seojun\n", "Yoon Seojun"),
        ("Name of child:   Park Minji\n", "Park Minji"),
        ("Provider name:   Achieng Odhiambo'\n", "Achieng Odhiambo"),
        ("Applicant . . . . . Thandiwe Mthembu\n", "Thandiwe Mthembu"),
    ],
)
def test_a_value_several_spaces_after_its_label(detector, text, name):
    assert name in _found(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "Employer: Wendell's\n",
        '    generated_with = "Lexbridge Draft 11.4"\n',
        "Prepared by:      TAMSIN OYELARAN, PARALEGAL\n",
        "We walked through Park Lane and Park Avenue.\n",
    ],
)
def test_businesses_programs_roles_and_places_are_no_people(detector, text):
    found = _found(detector, text, "PERSON")
    assert not found & {"Wendell", "Lexbridge Draft", "Paralegal", "PARALEGAL", "Park Lane", "Park Avenue"}
