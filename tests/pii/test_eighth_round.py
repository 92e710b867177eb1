"""PII eighth round (2026-12-02): the miss classes read in ``heldout_fresh/cases.jsonl`` once it became a
tuning set, as general rules: middle initials, a name's possessive, Korean given names before a surname
that is also an English word, given names alone in person-only frames, card and account holders; and
as decoys four-part provision numbers, places where a document was signed, Indian addresses.

The strings here are written for these tests (names from other locales than the case files' for the
same class); none is copied from a case file. Each test of a new behaviour failed before this round.
"""

from __future__ import annotations

import pytest


def _values(detector, text: str, label: str) -> list[str]:
    return [text[s.start : s.end] for s in detector.detect(text) if s.label == label]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Exhibit 9: Kalinda R. Thompson-Yunupingu moved the boxes.", "Kalinda R. Thompson-Yunupingu"),
        ("Notices go to Bolat E. Seitkali, at the office above.", "Bolat E. Seitkali"),
        ("The tribunal accepted that Ngaio R. Tāmihana had left by then.", "Ngaio R. Tāmihana"),
    ],
)
def test_a_middle_initial_keeps_the_name_whole(detector, text, name):
    # The initial's period no longer ends the model's window, nor breaks the candidate run.
    assert name in _values(detector, text, "PERSON")


def test_a_possessive_before_an_identifier_ends_the_name(detector):
    text = "Teodora M. Vasileva's Social Insurance Number is on the form."
    assert "Teodora M. Vasileva" in _values(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "I, Yeon-woo Park, of the Town of Banff, make oath and say:",
        "Kind regards,\n\nGa-young Park",
        "Ask the clerk whether Hyun-soo Park can be reached at the office.",
    ],
)
def test_korean_given_name_before_park_or_song(detector, text):
    found = _values(detector, text, "PERSON")
    assert any(v.endswith(("Park", "Song")) and "-" in v for v in found), found


def test_park_alone_is_still_a_place_word(detector):
    assert _values(detector, "The trail runs through Banff National Park.", "PERSON") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Q. And what did Ikechukwu tell the agent?", "Ikechukwu"),
        ("On Sølvi's instructions, the cheque was cancelled.", "Sølvi"),
        ("Please ask Mahlet to countersign the schedule.", "Mahlet"),
        ("Tsegaye confirmed in writing that the car was returned.", "Tsegaye"),
    ],
)
def test_a_given_name_alone_in_a_person_only_frame(detector, text, name):
    # None of these given names is in the built-in list or the gazetteer: the frame finds them.
    assert _values(detector, text, "PERSON") == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Management confirmed by email that the lease ended.",
        "She confirmed by email that the lease ended.",
        "Electronically signed by the registrar on 2 May.",
        "The Board must, at the Speaker's request, provide a copy.",
        "Applicant: see above\nDriver's licence no.: on file",
    ],
)
def test_frames_do_not_take_groups_pronouns_offices_or_roles(detector, text):
    assert _values(detector, text, "PERSON") == []


def test_cardholder_is_a_role_not_part_of_the_name(detector):
    text = "Cardholder Tuulikki Räsänen authorised a charge of $18.40."
    assert _values(detector, text, "PERSON") == ["Tuulikki Räsänen"]


@pytest.mark.parametrize(
    "text",
    [
        "Subject to 5.2.7.1 and s. 9(1)(c), the deposit is forfeited.",
        "The buyer relies on the warranty (see 3.4.1.2).",
        "Interest runs under 14.2.3.6 from the closing date.",
    ],
)
def test_provision_numbers_are_not_ip_addresses(detector, text):
    assert _values(detector, text, "IP_ADDRESS") == []


@pytest.mark.parametrize(
    "text",
    [
        "The sign-in came from 198.51.100.24 at midnight.",
        "Access was logged from 8.8.4.4 and 10.0.0.5 on the same day.",
    ],
)
def test_real_addresses_stay_addresses(detector, text):
    assert _values(detector, text, "IP_ADDRESS")


@pytest.mark.parametrize(
    "text",
    [
        "Sworn before me at Medicine Hat on 4 April 2025.",
        "LOCATION: Grande Prairie\nDATE: 2025-01-09",
        "Signed by Ayşe K. Demir at Walla Walla, this day.",
    ],
)
def test_where_a_document_was_signed_is_a_place(detector, text):
    assert all(v.startswith("Ayşe") for v in _values(detector, text, "PERSON"))


def test_a_judges_initial_is_not_the_french_honorific(detector):
    text = "Court File No. NSD 12 of 2023\nBEFORE: the Honourable Justice M. Kovács\nDATE: 22 February 2023"
    assert _values(detector, text, "PERSON") == []


def test_a_doubled_given_name_is_still_a_name(detector):
    assert "Pierre Pierre" in _values(detector, "Tenant: Pierre Pierre\nUnit: 3", "PERSON")


def test_indian_address_with_pin_code(detector):
    text = "Licensee: Meera Pillai\nPremises: Flat No. 31, Silver Oak Residency, 8th Main, HSR Layout, Bengaluru 560102"
    assert _values(detector, text, "ADDRESS") == [text[text.index("Flat") :]]
    assert _values(detector, text, "PERSON") == ["Meera Pillai"]


def test_round8_tuning_set_rebuilds_byte_for_byte():
    import importlib.util
    from pathlib import Path

    here = Path(__file__).with_name("tuning")
    spec = importlib.util.spec_from_file_location("build_round8", here / "build_round8.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build() == (here / "round8_tune.jsonl").read_text("utf-8")
