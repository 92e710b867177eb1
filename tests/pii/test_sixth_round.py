"""PII sixth round (2026-12-02): the rules added for the classes of miss that issue 15 lists.

The strings here are written for these tests; none is copied from a case file.
"""

from __future__ import annotations

import pytest


def _values(detector, text: str, label: str) -> list[str]:
    return [text[s.start : s.end] for s in detector.detect(text) if s.label == label]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # role and form-field contexts, names of many locales
        ("Lessee: Bartłomiej Szczygieł\nTerm: 24 months", "Bartłomiej Szczygieł"),
        ("Guarantor: Emine Kılıçarslan\nLimit: $25,000", "Emine Kılıçarslan"),
        ("Account holder: Dervla O'Shaughnessy-Byrne\nSort code: see schedule", "Dervla O'Shaughnessy-Byrne"),
        ("Counsel for Wouter van 't Riet asked for an adjournment.", "Wouter van 't Riet"),
        ("Please serve Sigrún Þorvaldsdóttir at the address on file.", "Sigrún Þorvaldsdóttir"),
        ("Tenant 2: Kang Seo-jin\nPets: none", "Kang Seo-jin"),
        ("On 3 May 2025 the debtor Ayodele Ogunbanjo filed an assignment.", "Ayodele Ogunbanjo"),
        ("Insured: DUBOIS-LEBLANC, Émilie\nPolicy type: home", "DUBOIS-LEBLANC, Émilie"),
    ],
)
def test_names_in_role_and_field_contexts(detector, text, name):
    assert name in _values(detector, text, "PERSON")


def test_greeting_lists_and_sign_offs(detector):
    text = "Hola Rocío and Wiremu,\n\nThe draft is attached.\n\nCordialement,\nSolène"
    found = _values(detector, text, "PERSON")
    assert {"Rocío", "Wiremu", "Solène"} <= set(found)


def test_a_given_name_repeats_the_full_name(detector):
    text = "Respondent: Tadeusz Grabowski\n\nOn 4 March, Tadeusz told the manager that the keys were lost."
    found = _values(detector, text, "PERSON")
    assert found.count("Tadeusz") == 1 and "Tadeusz Grabowski" in found


def test_a_given_name_written_in_lower_case_is_not_repeated(detector):
    text = "Witness: Will Ferreira-Doyle\n\nWill the parties attend? The will was read."
    assert _values(detector, text, "PERSON") == ["Will Ferreira-Doyle"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The deed was signed in Russian by Вера Соколова as the donor.", "Вера Соколова"),
        ("Registry extract (original): Αναστασία Δημητρίου.", "Αναστασία Δημητρίου"),
        ("受益人姓名：林美玲", "林美玲"),
    ],
)
def test_names_in_their_own_script(detector, text, name):
    assert name in _values(detector, text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Oskarżona Anna Wilk, ur. 02.11.1987 r. w Toruniu.", "02.11.1987"),
        ("İsim: Ece Aydın\nDoğum tarihi: 14.07.1979", "14.07.1979"),
        ("his date of birth, June 9, 1958, appears on the form", "June 9, 1958"),
        ("nom;date_naissance\nRoy;03.04.1966\n", "03.04.1966"),
    ],
)
def test_dates_of_birth(detector, text, value):
    assert value in _values(detector, text, "DATE_OF_BIRTH")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Premises: 4/28 Wattle Street, Ultimo NSW 2007", "4/28 Wattle Street, Ultimo NSW 2007"),
        (
            "Owner: 12 Lough Road, Clonakilty, Co. Cork, P85 X2Y3",
            "12 Lough Road, Clonakilty, Co. Cork, P85 X2Y3",
        ),
        ("Adres: Prinsengracht 51-II, 1015 DK Amsterdam", "Prinsengracht 51-II, 1015 DK Amsterdam"),
        ("Adresse: Kongens gate 7, 0153 Oslo", "Kongens gate 7, 0153 Oslo"),
    ],
)
def test_addresses(detector, text, value):
    assert value in _values(detector, text, "ADDRESS")


def test_versions_and_references_are_not_identifiers(detector):
    text = "svc=intake ver=3.11.2.7 ok\nSSN: 219-09-9999 on file\nClaim Ref. 231-45-6677 pending"
    assert _values(detector, text, "IP_ADDRESS") == []
    assert "231-45-6677" not in _values(detector, text, "SSN")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Mortgagor: Renée LeBlanc-Doucet\nTerm: 5 years", "Renée LeBlanc-Doucet"),
        ("The donor, Ìbùkún Ọlábọ̀dé, signed the gift deed.", "Ìbùkún Ọlábọ̀dé"),
        ("[09:02] Kalani: running late\n[09:03] Mireille: ok, see you at the registry", "Kalani"),
        (
            "SUPERIOR COURT OF CALIFORNIA\n\nMARISOL QUINTERO-VEGA,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.",
            "MARISOL QUINTERO-VEGA",
        ),
    ],
)
def test_prefixed_surnames_tone_marks_chat_and_captions(detector, text, name):
    assert name in _values(detector, text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She gave her postcode as LS6 3QW at intake.", "LS6 3QW"),
        ("Billing ZIP: 60614-3320", "60614-3320"),
    ],
)
def test_postcodes_named_as_such(detector, text, value):
    assert value in _values(detector, text, "POSTAL_CODE")


def test_towns_in_capitals_and_park_names_are_not_people(detector):
    text = (
        "Schedule 1\nABBOTSFORD, British Columbia\nMOOSE JAW, Saskatchewan\n\n"
        "Contact: Jasper Okonedo-Hale\n(c) on any highway in Banff National Park or Jasper National Park."
    )
    assert _values(detector, text, "PERSON") == ["Jasper Okonedo-Hale"]
