"""Twelfth PII round (issue 15): parties a caption or a register names by role, names an e-mail address
spells, short names a party is given in quotes, names in capitals repeated in ordinary case, role
mailboxes and firms that read as people. Texts written for these tests (names invented)."""

from __future__ import annotations

import pytest

from quilltune.prepare.pii import PIIDetector


@pytest.fixture(scope="module")
def detector() -> PIIDetector:
    return PIIDetector()


def _values(detector: PIIDetector, text: str, label: str = "PERSON") -> list[str]:
    return [text[s.start : s.end] for s in detector.detect(text) if s.label == label]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "BETWEEN\nMARGUERITE OYELARAN ..... APPLICANT\nAND\nDESMOND FLETCHER ..... RESPONDENT\n",
            "DESMOND FLETCHER",
        ),
        ("RAINA CHOPRA\nPlaintiff\nv.\nBJØRN HALVORSEN\nDefendant\n\nREASONS\n", "BJØRN HALVORSEN"),
        ("BETWEEN:\nTOMASZ WIERZBICKI, Plaintiff\n- and -\nGRACE CARPENTER, Respondent\n", "GRACE CARPENTER"),
        ("ELENI MAVROU,\n    Plaintiff,\nv.\nKOFI MENSAH-BONSU,\n    Defendant.\n", "KOFI MENSAH-BONSU"),
        (
            "KWABENA ASANTE\nPlaintiff\nand\nINGRID SØLVBERG and Osler, Hoskin & Harcourt LLP\nDefendants\n",
            "INGRID SØLVBERG",
        ),
    ],
)
def test_a_party_named_by_its_role_in_a_caption(detector, text, name):
    assert name in _values(detector, text)


def test_a_caption_role_does_not_make_a_body_or_an_english_phrase_a_person(detector):
    text = (
        "BETWEEN:\n\nPRIYA NAIR\nApplicant\n\n- and -\n\nMUNICIPALITY OF NORTH BAY\nRespondent\n"
        "IN THE MATTER OF AN ARBITRATION\nBETWEEN: Halvorsen Marine AS\nRespondent\n"
    )
    found = _values(detector, text)
    assert "PRIYA NAIR" in found
    assert not any("MUNICIPALITY" in v or "ARBITRATION" in v or "Marine" in v for v in found)


def test_owners_and_lease_parties_in_register_fields(detector):
    text = (
        "REGISTERED OWNER(S): HAMISH CARTER AND OLUWAKEMI BELLO AS JOINT TENANTS\n"
        "LANDLORD: NADIA PETROVA    PHONE: 416-482-7731\n"
        "TENANT(S): RUBEN ALVAREZ and COLIN WRIGHT\n"
    )
    found = _values(detector, text)
    for name in ("HAMISH CARTER", "OLUWAKEMI BELLO", "NADIA PETROVA", "RUBEN ALVAREZ", "COLIN WRIGHT"):
        assert name in found


def test_a_name_found_in_capitals_is_found_in_ordinary_case(detector):
    text = "MEENAKSHI IYER\nPlaintiff\nv.\nTYRONE MACALLISTER\nDefendant\n\n[2] MacAllister denies that Iyer's consent was vitiated."
    found = _values(detector, text)
    assert "MacAllister" in found and "Iyer" in found


def test_a_short_name_defined_in_quotes_after_the_full_name(detector):
    text = (
        'SEPARATION AGREEMENT\nBETWEEN AMARA NWOSU ("Amara") AND LUCA FERRANTE ("Luca")\n'
        "3. Amara will remain in the matrimonial home. Luca will pay support."
    )
    found = _values(detector, text)
    assert found.count("Amara") >= 2 and found.count("Luca") >= 2
    assert "LUCA FERRANTE" in found


def test_a_company_defined_in_quotes_stays_a_defined_term(detector):
    text = 'Payments are made by Stripe, Inc. and its affiliates ("Stripe"). Stripe may refuse a payout.'
    assert _values(detector, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("From: Vasquez, Inmaculada <i.vasquez@sympatico.ca>\nSent: 3 May 2022\n", "Vasquez, Inmaculada"),
        ('From: "Rūta Paulauskienė" <ruta_p@gmail.com>\nTo: counsel\n', "Rūta Paulauskienė"),
        ("Cc: ter Haar, Willemijn <w.terhaar@xs4all.nl>\n", "ter Haar, Willemijn"),
        (
            "| Eoghan Mac Giolla | neighbour | 613-555-2090 | eoghan.macgiolla@yahoo.ca |\n",
            "Eoghan Mac Giolla",
        ),
    ],
)
def test_a_display_name_the_address_spells(detector, text, name):
    assert name in _values(detector, text)


def test_a_display_name_the_address_does_not_spell_is_left_to_other_rules(detector):
    text = "Cc: Registry Office <registry@courts.example.ca>\n"
    assert _values(detector, text) == []


def test_a_letters_matter_line_names_both_parties(detector):
    text = "Dear Ms. Okonjo:\n\nRe: Seamus Ó Briain v. Chidinma Okonjo\n    Our file: 22019-014\n"
    found = _values(detector, text)
    assert "Seamus Ó Briain" in found and "Chidinma Okonjo" in found


def test_movers_and_seconders_in_minutes(detector):
    text = "2. Approval of minutes - moved by dela Paz, seconded by Thorsby. Carried."
    found = _values(detector, text)
    assert "dela Paz" in found and "Thorsby" in found


@pytest.mark.parametrize(
    "text",
    [
        "2. Anika Brandt, a shop steward, disputes Kowalczyk's account of events.",
        "3. The supervisor ignored Nwachukwu's complaint for a month.",
        "[2] Lindqvist contends that the release was signed under duress.",
    ],
)
def test_a_surname_alone_in_a_person_only_frame(detector, text):
    assert any(v in text for v in _values(detector, text) if v not in ("Anika Brandt",))


@pytest.mark.parametrize(
    "address",
    [
        "registry@ontariocourts.ca",
        "clerk@nysd.uscourts.gov",
        "hr@northwindfreight.com",
        "privacy@example.org",
    ],
)
def test_a_role_mailbox_of_an_organisation_is_kept(detector, address):
    text = f"Inquiries may be sent to {address} during business hours."
    assert _values(detector, text, "EMAIL") == []


def test_a_role_word_at_a_webmail_provider_is_a_persons_address(detector):
    text = "Tenant contact: legal@rediffmail.com or info@gmail.com"
    assert _values(detector, text, "EMAIL") == ["legal@rediffmail.com", "info@gmail.com"]


@pytest.mark.parametrize(
    "text",
    [
        "REFERRED BY: Morgan Stanley",
        "The claimant is represented by Baker McKenzie.",
        "PAYEE: Johnson & Johnson    SWIFT/BIC ROYCCAT2",
        "Notices to the Company care of Rajah & Tann, Singapore.",
    ],
)
def test_firms_that_read_as_people_are_kept(detector, text):
    assert _values(detector, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "police attended. COMPLAINANT ROSALIND BEAUCHAMP advised that SUBJECT TAN WEI JIE threw a cup.",
            ["ROSALIND BEAUCHAMP", "TAN WEI JIE"],
        ),
        (
            'BETWEEN NKECHI ADEYEMI ("Nkechi") AND GARETH PRYCE ("Gareth")\n',
            ["NKECHI ADEYEMI", "GARETH PRYCE"],
        ),
        (
            "COMPARAISSENT :\nSIMONE LAFLEUR, née le 3 mars 1961, domiciliée au 40 rue Racine\n",
            ["SIMONE LAFLEUR"],
        ),
        ("I appoint Aroha Tipene (021 448 3310) to be my attorney.", ["Aroha Tipene"]),
        ("RE: DMITRI VOLKOV - LTB-T-102938-22\n\n1. Intake call.", ["DMITRI VOLKOV"]),
        ("Dear Mr. Vaughan:\n\nRe: Ffion Rhys v. Iolo Vaughan\n", ["Ffion Rhys", "Iolo Vaughan"]),
    ],
)
def test_parties_named_by_reports_deeds_and_memos(detector, text, names):
    found = _values(detector, text)
    for name in names:
        assert name in found


@pytest.mark.parametrize(
    "text",
    [
        'Welcome to GitHub Marketplace ("Marketplace")! Marketplace is a platform.',
        "Under the Groundfish Integrated Fishery Management Plan (“Plan”), the Plan applies.",
        "IN THE MATTER OF a hearing concerning registrant no. 4431",
    ],
)
def test_a_defined_term_or_a_phrase_is_no_party(detector, text):
    assert _values(detector, text) == []


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("TENANT CONTACT: aroha77@xtra.co.nz / 021 514 3708\n", "021 514 3708", "PHONE"),
        ("TELEPHONE: 020 7946 0123    ALT: 07700 900461\n", "07700 900461", "PHONE"),
        ("I appoint Siobhán Nic Aoidh (0161 496 0734) to be my attorney.", "0161 496 0734", "PHONE"),
        (
            "Q. What is your health card number, for the subrogation claim?\nA. 9529024957.\n",
            "9529024957",
            "HEALTH_CARD",
        ),
        (
            "I am the father of Kemar, born on the 6 September 2012, and I know.",
            "6 September 2012",
            "DATE_OF_BIRTH",
        ),
        (
            "SIMONE LAFLEUR, né(e) le 3 mars 1961, domicilié(e) au 40 rue Racine",
            "3 mars 1961",
            "DATE_OF_BIRTH",
        ),
        ("or by wire to BE69665591715435. Reference: Q41-490085-45.", "BE69665591715435", "IBAN"),
    ],
)
def test_values_a_neighbour_names(detector, text, value, label):
    assert value in _values(detector, text, label)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Family name: WHITTINGHAM\nGiven name: Callum\n", ["WHITTINGHAM", "Callum"]),
        ("Last name: Bruni   First: Matteo\nDOB: 1949-12-18\n", ["Bruni", "Matteo"]),
        ("New hire\nEmployee — Maricel dela Paz\nSIN — 046 454 286\n", ["Maricel dela Paz"]),
        ("I, Nurul Aisyah binti Rahman, of Toronto, make oath and say.", ["Nurul Aisyah binti Rahman"]),
        (
            "IN WITNESS WHEREOF\n\n— Siti Hajar binti Yusof\nVendor\nTel. 289.387.8269\n",
            ["Siti Hajar binti Yusof"],
        ),
        (
            "2. I appoint my daughter Sipho Ndlovu as Estate Trustee. If Sipho is unable to act, the court decides.",
            ["Sipho"],
        ),
        (
            "Q. How do you know Ayanda Khumalo?\nA. Ayanda rented the basement.\nQ. When did Ms. Khumalo move out?\n",
            ["Ayanda"],
        ),
    ],
)
def test_name_parts_dash_labels_particles_and_given_names_alone(detector, text, names):
    found = _values(detector, text)
    for name in names:
        assert name in found


@pytest.mark.parametrize(
    "text",
    [
        "Assistant Works Manager — Car\n",
        "| Witness | Role | Born |\n|---|---|---|\n| J. Gonçalves | landlord | 1990 |\n",
    ],
)
def test_a_headings_dash_or_a_tables_header_is_no_label(detector, text):
    found = _values(detector, text)
    assert "Car" not in found and "Role" not in found


def test_a_key_value_tables_keys_and_a_transcript_objection_are_no_names(detector):
    text = (
        "| Client | Manjit Sidhu |\n|---|---|\n| DOB | 11 December 1978 |\n| Mobile | +1 303 966 4197 |\n"
        "| Referral | Haddad Kowalski LLP |\n| Docket | Docket No. 25-7296 |\n\n"
        " Q. What is your Social Security number?\n COUNSEL: Objection; the firm will provide it.\n"
    )
    found = _values(detector, text)
    assert "Manjit Sidhu" in found
    assert not {"Mobile", "Referral", "Docket", "Objection"} & set(found)


def test_a_name_column_keeps_one_word_names_that_are_also_words(detector):
    text = "nom;prénom;date_naissance\nNguyễn;Lan;23.03.1965\nMackintosh;Hamish;05.03.1966\n"
    found = _values(detector, text)
    assert "Lan" in found and "Mackintosh" in found


def test_a_titled_name_ending_in_park_is_a_person_and_a_park_is_not(detector):
    text = "Ms. Hana Park's sign-in sheet was lost. The Jasper National Park lodge was closed."
    found = _values(detector, text)
    assert "Hana Park" in found
    assert not any("Jasper" in v for v in found)
