"""Checks on the round-14 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_native_names_transliterated,
    assert_office_decoys_titled,
    assert_person_spans_untitled,
    assert_schema_offsets_and_overlaps,
    assert_stdlib_only_and_small,
    assert_tags_consistent,
    builder,
    read_cases,
)

SET = Path(__file__).resolve().parent / "heldout_r14"
CASES_FILE = SET / "cases.jsonl"
# Round 13's 60 document kinds (from its README); at least 30 of round 14's kinds must be new.
R13_KINDS = set(
    """appeal_endorsement arbitration_award bankruptcy_trustee_report beneficiary_designation benefit_enrolment_export
    calendar_export capacity_assessment_report card_authorization_form client_email_chain collections_letter
    collision_report condo_tribunal_decision condominium_board_letter conflict_check_report corporate_annual_return
    costs_assessment creditors_meeting_minutes crm_contact_export cross_examination_transcript daily_court_list
    disability_denial_letter docket_sheet ediscovery_load_file employment_verification_letter engagement_letter
    estate_trustee_accounts examination_under_oath expert_cv fax_cover_sheet heirship_affidavit hr_file_note
    immigration_appeal_decision login_audit_log mise_en_demeure notice_of_motion obituary_clipping ocr_medical_chart
    parole_board_decision phone_message_slips police_records_check process_server_log protective_order_petition
    records_release_authorization rent_roll sentencing_transcript separation_agreement
    settlement_disbursement_statement spousal_sponsorship_questionnaire subpoena_duces_tecum tal_decision
    teams_chat_export tenant_application termination_letter text_message_screenshot trust_deed undertakings_chart
    victim_impact_statement wage_claim wire_transfer_instructions workers_comp_appeal""".split()
)
R13_SHAPES = set(
    """form_fields numbered_paragraphs letterhead table_markdown header_fields prose transcript list csv tsv ocr
    fixed_width docket minutes quoted_thread sms_ocr chat calendar_ics json""".split()
)


def _builder():
    return builder(SET, "build_heldout_r14")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    spec = importlib.util.spec_from_file_location("r14_names", SET / "r14_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r14")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)


def test_size_minimums(cases):
    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert 500 <= len(cases) <= 600
    assert by_label["PERSON"] >= 4000
    assert sum(kinds.values()) >= 4000 and len(kinds) >= 25
    assert 0.65 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.70
    assert len(jurs) - 2 >= 15
    for label in (
        "SIN",
        "SSN",
        "PHONE",
        "EMAIL",
        "ADDRESS",
        "DATE_OF_BIRTH",
        "HEALTH_CARD",
        "DRIVERS_LICENSE",
    ):
        assert by_label[label] >= 25, label
    for label in ("CREDIT_CARD", "IBAN", "BANK_ACCOUNT", "URL", "IP_ADDRESS", "POSTAL_CODE"):
        assert by_label[label] >= 20, label
    doc_kinds = {t[5:] for c in cases for t in c["tags"] if t.startswith("kind:")}
    assert len(doc_kinds) >= 55
    assert len(doc_kinds - R13_KINDS) >= 30
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 18
    assert len(shapes - R13_SHAPES) >= 4
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 90
    names = _names()
    assert len({names.SCRIPT[loc] for loc in locs}) >= 22


def test_quebec_frames_are_in_french(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    assert len(qc) >= 10
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(le|la|des|du|à|Téléphone|partie)\b", case["text"]), case["id"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, "Greffière")


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)
