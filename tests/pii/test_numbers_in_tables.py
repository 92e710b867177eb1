"""Number-shaped look-alikes: statute tables are not credit cards; glued values are stable under redaction."""

from __future__ import annotations

import pytest

STRICT = {"EMAIL", "SIN", "SSN", "CREDIT_CARD", "IBAN", "IP_ADDRESS"}


def test_rows_of_table_numbers_are_not_credit_cards(rules_detector):
    # Rows of Justice Canada schedules (E-5.6, R-7.4, SOR-97-175): Luhn-valid by chance, 466 false
    # hits on the consolidated XML corpus before cards had to be printed in issuer groups.
    rows = (
        "41 25 27 29 31 33 35 37 39 41 43 45 45\n\n42 26 28 30 32 34 36 38 40 42 44 45 45\n\n"
        "25 1 24 2 86 2 10 1 76 1 30 273 12\n\n46000 46999 408 1.24 46000 96000 96999 895 0.94 96000"
    )
    assert [s for s in rules_detector.detect(rows) if s.label == "CREDIT_CARD"] == []


@pytest.mark.parametrize(
    "card", ["4520 7777 7777 7778", "5425-7777-7777-7771", "3714 777777 77773", "4520777777777778"]
)
def test_cards_in_issuer_groups_are_found(rules_detector, card):
    text = f"Charge the card {card} for the deposit."
    assert [text[s.start : s.end] for s in rules_detector.detect(text) if s.label == "CREDIT_CARD"] == [card]


@pytest.mark.parametrize(
    "text", ["123-45-6789John Smith ", "GB82 WEST 1234 5698 7654 32192.168.10.4 ", "192.168.10.4John Smith "]
)
def test_redacting_a_glued_neighbour_exposes_nothing_new(rules_detector, text):
    once = rules_detector.redact(text, mode="mask").text
    assert [once[s.start : s.end] for s in rules_detector.detect(once) if s.label in STRICT] == []


def test_table_rows_and_regulation_numbers_are_not_phones_or_ips(rules_detector):
    text = (
        "plus de 6 % mais au plus 7 %\n\n831 998 1164 1330\n\nmore than 7%\n\n"
        "the requirements set out in regulation 4.5.5.3 of Chapter II-2 of SOLAS."
    )
    assert [s.label for s in rules_detector.detect(text) if s.label in {"PHONE", "IP_ADDRESS"}] == []
    assert [s.label for s in rules_detector.detect("Call 613-992-4238 or 831 998 1164 today.")] == [
        "PHONE",
        "PHONE",
    ]
