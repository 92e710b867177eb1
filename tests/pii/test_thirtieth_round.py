"""Round 30 of issue 15 (heldout_r29 became a tuning set): a name's or a tie's column heading in other
languages, a data file's name, a judge or a clerk with a courtesy title after the office, places and
prizes by their first or last word; a grid table's "+===+" rule, birth columns headed by the noun alone,
a relative's row whose next cell is an e-mail or a wide gap, a tie's other ending ("hijo/a"), captions
in brackets under an overline or after "◂", Quebec's "N.A.M." and "N° permis".

Every text here is written for this test, not copied from a held-out set.
"""

from __future__ import annotations

import pytest
from found_values import found as _found

RELATIVES = """  Navn                  Relation   Født             Kontakt
  ────────────────────  ─────────  ───────────────  ──────────────────────
  Sigrid Aune           barn       2012-05-14       sigrid.aune@posteo.no
"""


def test_column_headings_of_other_languages_are_no_names(detector):
    persons = _found(detector, RELATIVES, "PERSON")
    assert "Sigrid Aune" in persons
    assert not persons & {"Navn", "Relation", "Født", "Kontakt"}
    record = '{"Nombre" "Ximena Quispe" "Vínculo" "hija" "Nacimiento" "3 de marzo de 2010"}\n'
    assert not _found(detector, record, "PERSON") & {"Nombre", "Vínculo"}


def test_a_data_files_name_is_no_handle(detector):
    text = 'user=> (pprint (load-record "intake.edn"))\n>>> df = pd.read_parquet("claims.parquet")\n'
    assert not [p for p in _found(detector, text, "PERSON") if "." in p]


@pytest.mark.parametrize(
    "text",
    ['"Devant" "juge M. Haldorsen"\n', "Entered by Clerk of the Court R. Abernathy, May 2, 2023.\n"],
)
def test_an_office_then_a_courtesy_title_then_the_holder(detector, text):
    assert not _found(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "The class visited Mount Robson last spring.\n",
        "Lodging near Fort Chipewyan was arranged.\n",
        "The notes record a Glasgow Coma Scale score.\n",
        "The exhibit was filed at Nathan Phillips Square.\n",
    ],
)
def test_places_and_scales_by_their_first_or_last_word(detector, text):
    assert not _found(detector, text, "PERSON")


GRID = """+---------------------+-----------+-------------------+
| Name                | Beziehung | Geboren           |
+=====================+===========+===================+
| Jonas Albrecht      | Kind      | 2016-02-11        |
| Mira Albrecht       | Kind      | 7. Oktober 2013   |
+---------------------+-----------+-------------------+
"""


def test_a_grid_tables_birth_column(detector):
    dates = _found(detector, GRID, "DATE_OF_BIRTH")
    assert "2016-02-11" in dates and "7. Oktober 2013" in dates


def test_a_birth_column_headed_by_the_noun_alone(detector):
    table = (
        "    Nombre                 Vínculo  Nacimiento             Contacto\n"
        "    ═════════════════════  ═══════  ═════════════════════  ═══════════════\n"
        "    Tomás Aguirre          hijo/a   21 de julio de 2015    612 555 0143\n"
    )
    assert "21 de julio de 2015" in _found(detector, table, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ('related(k1, "Wanjiru Kamau", "child", "9 March 2014", "wanjiru.k@posteo.net").\n', "9 March 2014"),
        ("  Lefebvre, Odile  frère ou sœur  2 avril 1961      +33 4 91 55 02 17\n", "2 avril 1961"),
        ("  Ana Beltrán   hijo/a   30 de enero de 2012   ana.beltran@correo.es\n", "30 de enero de 2012"),
    ],
)
def test_a_relatives_row_whatever_comes_after_the_date(detector, text, date):
    assert date in _found(detector, text, "DATE_OF_BIRTH")


def test_a_relatives_row_in_prose_is_still_not_a_birth_date(detector):
    text = "Her father, 2 June 2001, was the day the lease was signed by the landlord.\n"
    assert not _found(detector, text, "DATE_OF_BIRTH")


CAPTIONS = """    K7731-40218-55190
    ‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾ (Numéro de permis de conduire)
    6120 884 193 QT ◂ Health insurance number
    412 77 9031
    ‾‾‾‾‾‾‾‾‾‾‾ (Social Security number)
"""


def test_captions_in_brackets_and_after_a_pointer(detector):
    assert "K7731-40218-55190" in _found(detector, CAPTIONS, "DRIVERS_LICENSE")
    assert any(v.startswith("6120 884 193") for v in _found(detector, CAPTIONS, "HEALTH_CARD"))
    assert "412 77 9031" in _found(detector, CAPTIONS, "SSN")


def test_quebec_abbreviations_for_health_and_licence(detector):
    text = '["N.A.M."] = "BEAL 7702 1544",\n["N° permis"] = "B4410-270681-07",\n'
    assert "BEAL 7702 1544" in _found(detector, text, "HEALTH_CARD")
    assert "B4410-270681-07" in _found(detector, text, "DRIVERS_LICENSE")


@pytest.mark.parametrize(
    "heading",
    ["DEMANDA DE DESALOJO POR FALTA DE PAGO\n", "PEDIDO DE GUARDA SEM AUDIÊNCIA\n", "ANTRAG AUF UNTERHALT\n"],
)
def test_a_heading_with_a_preposition_is_no_name(detector, heading):
    assert not _found(detector, heading, "PERSON")


def test_a_name_with_a_particle_in_capitals_still_counts(detector):
    assert "PIETER VAN DER MERWE" in _found(detector, "APPLICANT: PIETER VAN DER MERWE\n", "PERSON")


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Le logement est situé au 4 rue Mance. La cour est commune.\n", "4 rue Mance"),
        ("Elle habite au 88, rue St. Hubert, Montréal depuis 2019.\n", "88, rue St. Hubert, Montréal"),
    ],
)
def test_a_french_address_ends_at_its_sentences_full_stop(detector, text, address):
    assert address in _found(detector, text, "ADDRESS")
