"""What the report-only sets' file tests share (heldout_r11, heldout_r12, heldout_r13, heldout_r14): the
detector's labels read without importing it, a set's builder loaded from its folder, and the check digits the
gold must pass.
The detector is never run here."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import sys
import unicodedata
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"id", "tags", "text", "spans", "decoys"}
CA_POSTAL = re.compile(r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d")
UK_POSTAL = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}")


def labels() -> set[str]:
    tree = ast.parse((ROOT / "src/quilltune/prepare/pii/spans.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.target.id == "LABELS"
        ):
            return set(ast.literal_eval(node.value))
    raise AssertionError("LABELS not found")


def builder(folder: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_cases(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def marks(case: dict, key: str) -> list[tuple[str, dict]]:
    return [(case["text"][m["start"] : m["end"]], m) for m in case[key]]


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def luhn(ds: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return bool(ds) and total % 10 == 0


def iban(text: str) -> bool:
    s = text.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def bc_phn(ds: str) -> bool:
    if len(ds) != 10 or ds[0] != "9":
        return False
    rem = sum(int(c) * w for c, w in zip(ds[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
    return 11 - rem < 10 and int(ds[9]) == 11 - rem


def aba(ds: str) -> bool:
    d = [int(c) for c in ds]
    return (
        len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0
    )


def assert_nanp_phones(cases: list[dict]) -> None:
    """NANP rules for the PHONE spans of Canadian and US cases: area and exchange start 2-9, no N11, no 555."""
    for case in cases:
        if not ({"jur:ca", "jur:us"} & set(case["tags"])):
            continue
        for piece, m in marks(case, "spans"):
            if m["label"] != "PHONE" or (piece.startswith("+") and not piece.startswith("+1")):
                continue
            main = re.split(r"(?i)\s*(?:ext\.?|x|,?\s*poste)\s*\d+$", piece)[0]
            ds = digits(main)
            ds = ds[1:] if len(ds) == 11 and ds[0] == "1" else ds
            assert len(ds) == 10, piece
            area, exch = ds[:3], ds[3:6]
            assert area[0] in "23456789" and exch[0] in "23456789", piece
            assert exch != "555" and area[1:] != "11" and exch[1:] != "11", piece


def assert_stdlib_only_and_small(folder: Path, max_lines: int = 400) -> None:
    """A set's builder modules import only each other and the standard library, each under ``max_lines``."""
    local = {p.stem for p in folder.glob("*.py")}
    for path in folder.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) < max_lines, path.name
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [(node.module or "").split(".")[0]]
            else:
                continue
            for name in names:
                assert name in local or name in sys.stdlib_module_names, (path.name, name)


def assert_schema_offsets_and_overlaps(cases: list[dict], id_prefix: str) -> None:
    """Keys, ids in order, marks inside the text without edge whitespace, known labels, no overlaps."""
    known = labels()
    for n, case in enumerate(cases, 1):
        assert set(case) == KEYS
        assert case["id"] == f"{id_prefix}-{n:04d}"
        text = case["text"]
        spans = []
        for key, field in (("spans", "label"), ("decoys", "kind")):
            for m in case[key]:
                assert set(m) == {"start", "end", field}, case["id"]
                assert 0 <= m["start"] < m["end"] <= len(text), case["id"]
                piece = text[m["start"] : m["end"]]
                assert piece == piece.strip(), (case["id"], piece)
                spans.append((m["start"], m["end"]))
        assert {m["label"] for m in case["spans"]} <= known
        spans.sort()
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            assert end <= start, (case["id"], "overlap")


def assert_check_digits(cases: list[dict], min_routing_decoys: int = 5) -> None:
    """Identifiers pass their own checks; US routing decoys pass the ABA checksum."""
    abas = 0
    for case in cases:
        tags = case["tags"]
        text = case["text"]
        for piece, m in marks(case, "spans"):
            ds = digits(piece)
            label = m["label"]
            if label == "SIN":
                assert len(ds) == 9 and ds[0] not in "08" and luhn(ds), piece
            elif label == "SSN":
                assert len(ds) == 9 and ds[:3] not in ("000", "666") and ds[0] != "9", piece
                assert ds[3:5] != "00" and ds[5:] != "0000", piece
            elif label == "CREDIT_CARD":
                assert len(ds) in (15, 16) and luhn(ds), piece
            elif label == "IBAN":
                assert iban(piece), piece
            elif label == "HEALTH_CARD":
                if re.fullmatch(r"[A-Z]{4} \d{4} \d{4}", piece):
                    assert "hc:qc" in tags, piece
                else:
                    assert re.fullmatch(r"[\d -]+", piece), piece  # no version code inside the span
                    ok_on = len(ds) == 10 and luhn(ds) and "hc:on" in tags
                    assert ok_on or (bc_phn(ds) and "hc:bc" in tags), piece
            elif label == "BANK_ACCOUNT":
                assert "routing" not in text[max(0, m["start"] - 12) : m["start"]].lower(), piece
            elif label == "POSTAL_CODE":
                assert CA_POSTAL.fullmatch(piece) or UK_POSTAL.fullmatch(piece), piece
        for piece, m in marks(case, "decoys"):
            if m["kind"] == "bank_code" and piece.isdigit():
                assert aba(piece), piece
                abas += 1
    assert abas >= min_routing_decoys


def assert_person_spans_untitled(cases: list[dict]) -> None:
    for case in cases:
        for piece, m in marks(case, "spans"):
            if m["label"] == "PERSON":
                assert not re.match(r"(Mr|Ms|Mrs|Dr|Mx|Mme|Me|Cst|Prof)\.? ", piece), piece
                assert not piece.endswith("'s"), piece
                assert not re.search(r"\s{2,}", piece.replace("\n", " ")), piece


def assert_marks_on_word_boundaries(cases: list[dict]) -> None:
    """A mark starts and ends on a word boundary (no half-marked words)."""
    for case in cases:
        text = case["text"]
        for key in ("spans", "decoys"):
            for m in case[key]:
                before = text[m["start"] - 1] if m["start"] else " "
                after = text[m["end"]] if m["end"] < len(text) else " "
                piece = text[m["start"] : m["end"]]
                assert not (before.isalnum() and text[m["start"]].isalnum()), (case["id"], piece)
                assert not (after.isalnum() and text[m["end"] - 1].isalnum()), (case["id"], piece)


def _script_family(ch: str) -> str:
    return unicodedata.name(ch, "?").split()[0]


def assert_native_names_transliterated(
    cases: list[dict], min_spans: int = 250, min_families: int = 22
) -> None:
    """A PERSON span in a non-Latin script sits next to its Latin transliteration, `X (Y)` either way."""
    written = 0
    families = set()
    for case in cases:
        text = case["text"]
        spans = sorted((m["start"], m["end"]) for m in case["spans"] if m["label"] == "PERSON")
        for i, (start, end) in enumerate(spans):
            letters = [ch for ch in text[start:end] if ch.isalpha() and _script_family(ch) != "LATIN"]
            if not letters:
                continue
            written += 1
            families.add(_script_family(letters[0]))
            if text[end : end + 2] == " (":
                nxt = spans[i + 1]
                assert nxt[0] == end + 2 and text[nxt[1]] == ")", case["id"]
            else:
                assert text[start - 1 : start] == "(" and spans[i - 1][1] == start - 2, case["id"]
    assert written >= min_spans
    assert len(families) >= min_families, sorted(families)


_OFFICE_TITLES = (
    r"Justice|J\.|J\.A\.|Judge|Hon\.|HHJ|Magistrate|Master|Commissioner|Member|Vice-Chair|"
    r"Adjudicator|Arbitrator|juge|Juge|honorable"
)


def assert_office_decoys_titled(cases: list[dict], extra_titles: str = "") -> None:
    """Judges and tribunal members are decoys with their title inside the mark."""
    titled = re.compile(f"({_OFFICE_TITLES}{'|' + extra_titles if extra_titles else ''})")
    for case in cases:
        for piece, m in marks(case, "decoys"):
            if m["kind"] in ("judge", "tribunal_member"):
                assert titled.search(piece), piece


def assert_tags_consistent(cases: list[dict], scripts: dict) -> None:
    """One kind, shape and jurisdiction tag each; label tags match the spans; locale tags are known
    (``scripts``: the set's locale -> script table) and present exactly when a PERSON is; health-card
    tags only on Canadian cases that hold one."""
    for case in cases:
        tags = case["tags"]
        assert len(tags) == len(set(tags))
        for prefix in ("kind:", "shape:", "jur:"):
            assert sum(t.startswith(prefix) for t in tags) == 1, (case["id"], prefix)
        present = {m["label"] for m in case["spans"]}
        label_tags = {t for t in tags if ":" not in t and t not in ("non_ascii", "has_decoys")}
        assert label_tags == {lab.lower() for lab in present}, case["id"]
        assert ("non_ascii" in tags) == (not case["text"].isascii())
        assert ("has_decoys" in tags) == bool(case["decoys"])
        locs = [t[4:] for t in tags if t.startswith("loc:")]
        assert bool(locs) == ("PERSON" in present), case["id"]
        assert all(loc in scripts for loc in locs), case["id"]
        hc_tags = {t[3:] for t in tags if t.startswith("hc:")}
        assert hc_tags <= {"on", "bc", "qc"}
        assert bool(hc_tags) == ("HEALTH_CARD" in present), case["id"]
        if hc_tags:
            assert "jur:ca" in tags, case["id"]


# Document kinds of earlier independent sets (from their READMEs): a later set must bring new ones.
R14_KINDS = set(
    """adoption_home_study bail_hearing_transcript bank_statement child_support_worksheet client_reply_email
    coroner_inquest_transcript deposition_index efiling_receipt email_header_dump employment_tribunal_decision
    exhibit_list family_financial_statement garnishment_notice guardianship_application hospital_discharge_summary
    human_rights_complaint insurance_claim_form insurance_examination_report interpreter_log jury_list
    land_title_search landlord_tenant_notice legal_aid_application mediation_report medical_legal_report
    meeting_transcript name_change_application ocr_intake_scan ocr_scanned_letter payroll_extract
    pdf_form_extraction pharmacy_dispensing_log police_occurrence_report power_of_attorney pre_sentence_report
    privilege_log probate_inventory qc_avis_de_reprise qc_petites_creances_jugement redline_comments
    referral_json_export school_incident_report slack_export small_claims_judgment statutory_declaration
    strata_council_minutes tax_objection_letter tenancy_ledger vehicle_bill_of_sale visitor_log
    voicemail_transcription whatsapp_export will_codicil witness_list witness_summons workplace_investigation_report
    xml_case_export yaml_matter_export""".split()
)
R15_KINDS = set(
    """access_log_excerpt affidavit_of_service ambulance_call_report billing_time_entries class_action_claim_form
    clinic_appointment_list closing_statement collection_agency_letter condo_lien_notice court_docket_report
    court_reporter_certificate credit_bureau_dispute crm_activity_export custody_evaluation_report dat_load_file
    daycare_pickup_authorization employee_onboarding_form estate_accounting funeral_arrangement_record
    handwritten_intake_ocr helpdesk_ticket html_intake_page ics_calendar_invite jury_questionnaire
    labour_arbitration_award law_society_discipline_decision lease_assignment_consent malpractice_expert_report
    mortgage_discharge_statement mx_acta_notarial notarial_certificate parish_register_extract
    parole_hearing_summary prison_visit_record probation_officer_report protection_order_application
    qc_constat_huissier qc_requete_garde redaction_log refugee_protection_decision rtf_demand_letter
    school_expulsion_hearing sms_csv_export sponsorship_undertaking subpoena_for_records teams_meeting_vtt
    tenant_reference_check trademark_opposition_filing translated_affidavit trust_reconciliation vcard_contacts
    victim_statement_letter workers_comp_review_decision""".split()
)

# Round 16's and 17's document kinds, and the layouts of rounds 14-17 (the r17 and r18 file tests import them).
OLD_SHAPES = set(
    """form_fields numbered_paragraphs letterhead header_fields prose table_markdown transcript tsv csv pipe_table
    key_value_dump chat footnotes speaker_labels index list fixed_width two_column_ocr xml yaml email_headers json
    minutes ocr quoted_thread markdown_headings all_caps_form csv_quoted letter latex docket dat_thorn
    hanging_indent ics vcard webvtt sms_csv html rtf log_lines ocr_handwritten""".split()
)

R16_KINDS = set(
    """aml_suspicious_transaction_report appeal_factum background_check_report beneficial_ownership_register
    car_rental_agreement cheque_image_ocr child_protection_plan coroner_jury_recommendations
    corporate_minute_book corporate_name_search courier_waybill credit_application de_kuendigung_mietvertrag
    deposition_errata_sheet disability_claim_form employment_reference engineer_discipline_hearing
    eviction_hearing_transcript expropriation_notice extradition_hearing_record fax_cover_sheet
    foster_placement_log git_commit_log gym_membership_record hotel_folio human_rights_mediation_summary
    interpreter_invoice jail_booking_sheet jira_ticket_export kyc_file legal_aid_billing litigation_hold_notice
    mediation_brief mortgage_broker_file mx_convenio_pension_alimenticia nursing_discipline_decision
    occupational_health_note pension_division_application postal_tracking_history probation_checkin_log
    qc_avis_renouvellement_bail qc_plan_intervention_dpj real_estate_trade_record record_suspension_application
    school_report_card sentencing_submissions shareholder_register spousal_support_calculation
    subrogation_letter teams_chat_export tenancy_application university_transcript voicemail_to_email
    wire_transfer_advice witness_prep_notes zoning_appeal_decision zoom_chat_log""".split()
)

R16_SHAPES = set(
    """form_fields letter numbered_paragraphs markdown_nested pdf_wrapped fixed_width soft_hyphen
    single_space_columns key_value sql_insert table_markdown ocr_ligature restructuredtext qa_transcript
    numbered_list mime_quoted_printable ini_file swift_mt103 all_caps_key_value log4j soap_note tsv transcript prose
    csv pipe_rows minutes rtl_mixed chat jira_wiki git_log zoom_chat email_headers log_lines""".split()
)

R17_KINDS = set(
    """animal_bite_incident_report arbitration_award_schedule bankruptcy_proof_of_claim
    board_resolution_signing_page cemetery_plot_deed charity_donation_receipt_batch child_care_subsidy_application
    consumer_proposal_creditor_list court_fee_waiver_order crm_duplicate_merge_report dental_claim_edi837
    deposition_video_captions ediscovery_custodian_list election_nomination_papers escrow_disbursement_ledger
    estate_distribution_schedule firearms_licence_renewal franchise_disclosure_receipt guardianship_inventory
    hearing_audio_captions heir_search_report jury_summons_deferral_request lab_result_hl7_feed
    land_title_abstract lottery_prize_claim_form marriage_licence_application mx_contrato_arrendamiento
    nda_signature_log notary_journal_entries parking_ticket_dispute passport_guarantor_declaration
    patent_assignment_record prescription_transfer_request probate_kinship_chart process_server_route_sheet
    qc_inventaire_tutelle rental_deposit_dispute residential_care_incident_log securities_transfer_form
    security_clearance_questionnaire spousal_sponsorship_questionnaire staff_directory_ldif
    student_loan_forbearance_request telecom_port_out_request tenant_portal_ldap_export title_insurance_commitment
    towing_impound_record utility_enrollment_edi814 vehicle_accident_exchange_form vital_statistics_order
    workers_comp_claim_log""".split()
)

R17_SHAPES = set(
    """form_fields letter box_table mojibake_cp1252 table_markdown toml org_mode asciidoc csv jsonl
    java_properties gedcom edi_x12 hl7_v2 ldif srt_subtitles""".split()
)

# Round 18's document kinds and layouts (from its README), for the r19 file test and later rounds.
R18_KINDS = set(
    """airline_passenger_irregularity_report archive_accession_register atip_request_log au_ndis_plan_review
    bc_notice_of_civil_claim citizenship_oath_ceremony_roster clinical_trial_consent_log
    collaborative_divorce_participation_agreement condo_status_certificate conference_speaker_contract
    conservatorship_annual_accounting court_transcript_order_form cpp_survivor_benefit_application
    de_grundbuchauszug dmv_medical_review_report ei_record_of_employment embassy_visa_appointment_list
    expert_witness_publication_list expungement_petition genealogy_pedigree_chart guardian_ad_litem_report
    hoa_violation_notice home_inspection_report in_rti_application ircc_biometrics_appointment_letter
    ke_succession_cause_gazette land_transfer_tax_affidavit ltc_bed_waitlist_application mechanics_lien_claim
    medicaid_estate_recovery_notice mx_carta_poder nz_tenancy_tribunal_order ontario_works_eligibility_review
    organ_donor_registration parenting_time_exchange_log paternity_test_chain_of_custody peace_bond_conditions
    pro_bono_intake_screening property_tax_appeal_form qc_demande_homologation_mandat quitclaim_deed
    research_ethics_participant_roster rrsp_beneficiary_designation scholarship_award_ledger ship_crew_manifest
    small_estate_affidavit snap_benefits_recertification source_code_contributor_agreement
    sports_club_registration tax_court_notice_of_appeal traffic_court_plea_form tribal_enrollment_application
    uk_lpa_registration_notice unemployment_insurance_appeal wage_earner_protection_claim""".split()
)

R18_SHAPES = set(
    """form_fields letter yaml_front_matter mediawiki textile troff_man unified_diff textproto sexp graphviz_dot
    gettext_po bibtex edifact reg_export""".split()
)

# Round 19's document kinds and layouts (from its README), for the r20 file test and later rounds.
R19_KINDS = set(
    """apostille_request_log au_fwc_unfair_dismissal_application bail_bond_indemnity_agreement
    bankruptcy_341_meeting_minutes bc_rtb_dispute_decision br_procuracao_ad_judicia cbsa_seizure_receipt
    ccb_capacity_review_application discovery_undertakings_chart eoir_notice_to_appear fmla_certification_form
    fro_support_deduction_notice froi_first_report_of_injury hague_abduction_return_application
    hague_service_request hipaa_release_authorization i130_petition_worksheet ie_family_law_civil_bill
    in_consumer_commission_complaint income_withholding_order insurance_adjuster_field_notes
    irb_detention_review_decision ircc_procedural_fairness_letter irs_4506c_transcript_request ke_elc_plaint
    lis_pendens_notice mass_tort_claimant_intake municipal_notice_of_claim ng_change_of_name_publication
    nursing_home_admission_agreement nz_acc_claim_lodgement oas_gis_renewal_statement
    ocf1_accident_benefits_application online_harassment_evidence_thread ph_barangay_amicable_settlement
    police_information_check_consent ppsa_financing_statement qc_declaration_heredite qc_tal_decision
    qdro_pension_order records_destruction_certificate settlement_disbursement_authorization
    sg_small_claims_tribunal_claim ssa_alj_hearing_notice tenant_estoppel_certificate trial_war_room_chat
    trillium_drug_program_application ucc1_financing_statement uk_et1_claim_form uk_n5_possession_claim
    wsib_functional_abilities_form za_ccma_referral""".split()
)

R19_SHAPES = set(
    """fill_in_blanks multipart_form form_fields letter dokuwiki recfile pg_copy tn3270_screen hcl logfmt irc_log
    bbcode plist_xml telex""".split()
)

# Round 20's document kinds and layouts (from its README), for the r21 file test and later rounds.
R20_KINDS = set(
    """au_avo_hearing_transcript bc_family_law_affidavit ca_dv100_restraining_order_request cas_kinship_assessment
    chapter13_plan_redline cpp_disability_medical_report cra_t1013_representative_authorization
    crypto_exchange_freeze_request deposition_transcript_excerpt dsar_access_request_response
    eeoc_charge_of_discrimination ei_sickness_medical_certificate gdpr_subject_access_response
    hague_evidence_letter_of_request icbc_recorded_statement ie_piab_application imm5409_common_law_declaration
    in_fir_first_information_report involuntary_commitment_petition ircc_imm5406_family_information
    juvenile_delinquency_petition ke_chiefs_introduction_letter ng_affidavit_of_age_declaration
    ng_whistleblower_disclosure ns_probate_petition ny_housing_court_stipulation nz_family_court_parenting_decision
    on_divorce_application_8a pgt_capacity_assessment_report ph_affidavit_of_loss privacy_breach_notification
    privileged_email_thread_production qc_mise_en_demeure settlement_agreement_redline sg_ppo_application
    ssdi_function_report_adult sst_general_division_decision tx_affidavit_of_heirship uk_dbs_check_application
    uk_employment_tribunal_judgment uk_form_e_financial_statement unlawful_detainer_answer
    uscis_i485_interview_transcript va_board_appeals_decision whistleblower_tip_submission
    workplace_harassment_email_thread za_maintenance_complaint""".split()
)

R20_SHAPES = set(
    """fdf_form wp_reveal_codes xliff form_fields letter pgp_clearsigned page_line_transcript akoma_ntoso mbox_thread
    pleading_paper wdiff_redline niem_ecf_xml""".split()
)


# The decoy kinds rounds 18-21 score: a new set uses these names, no others.
DECOY_KINDS = frozenset(
    """non_birth_date institutional_phone caps_heading institutional_url institutional_email reference_number
    statute product_version eponymous_org section_ref court_file_number judge building_name eponymous_term
    bates_number case_name case_citation tribunal_member neutral_citation phone_shaped_reference bank_code
    fictional_character eponymous_place public_figure tracking_number ssn_shaped_reference storm_name
    historical_person official place_name ship_name patent_number commit_hash award_name""".split()
)


def assert_size_minimums(cases: list[dict], script_of: dict[str, str]) -> None:
    """The sizes a round-20-or-later set is asked for: cases, people, decoys, the Canadian and US share,
    identifiers per label, locales and scripts."""
    from collections import Counter

    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert 500 <= len(cases) <= 600
    assert by_label["PERSON"] >= 4000
    assert sum(kinds.values()) >= 4000 and len(kinds) >= 25
    assert 0.60 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.70
    assert len(jurs) - 2 >= 12
    for label in ("DRIVERS_LICENSE", "HEALTH_CARD", "BANK_ACCOUNT"):
        assert by_label[label] >= 50, label
    assert by_label["DATE_OF_BIRTH"] >= 300
    for label in ("SIN", "SSN", "PHONE", "EMAIL", "ADDRESS"):
        assert by_label[label] >= 50, label
    for label in ("CREDIT_CARD", "IBAN", "URL", "IP_ADDRESS", "POSTAL_CODE"):
        assert by_label[label] >= 20, label
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 100
    assert len({script_of[loc] for loc in locs}) >= 22


def assert_rebuilds_under_hash_seed(script: Path, seed: str) -> None:
    import os
    import subprocess

    env = dict(os.environ, PYTHONHASHSEED=seed)
    res = subprocess.run([sys.executable, str(script), "--check"], env=env, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


R21_KINDS = set(  # round 21's kinds and layouts, from its README (for the r22 file test and later rounds)
    """ab_mep_registration_form au_aat_review_application bar_fee_arbitration_petition bc_crt_strata_decision
    bc_msp_enrolment_application cms20027_medicare_redetermination
    consular_emergency_travel_document_application cra_t2201_dtc_certificate cra_t400a_notice_of_objection
    criminal_restitution_order custodial_interview_transcript de_meldebescheinigung_translation
    estate_executor_correspondence fl150_income_expense_declaration fr_requete_juge_affaires_familiales
    ftc_identity_theft_report gh_customary_marriage_registration hud_903_housing_discrimination_complaint
    i589_asylum_declaration ie_wrc_complaint_form iep_meeting_notes in_pwdva_domestic_incident_report
    irb_boc_narrative ircc_imm5257_trv_application irs_2848_power_of_attorney jm_parish_court_plaint
    ke_small_claims_statement_of_claim law_firm_conflict_check_memo litigation_chronology lso_complaint_form
    mx_denuncia_translation ng_lagos_quit_notice nz_disputes_tribunal_claim on_form_35_1_parenting_affidavit
    on_lat_case_conference_summary on_ltb_n12_notice ph_psa_late_registration_affidavit
    police_witness_statement qc_cnesst_reclamation_travailleur sc100_small_claims_claim sg_tadm_salary_claim
    ss5_ssn_card_application uk_c100_child_arrangements_application va_21_526ez_disability_claim
    za_harassment_protection_application""".split()
)
R21_SHAPES = set("checkbox_form gemtext wiki_creole perl_pod texinfo diff3_conflict ris_tagged".split())
R21_SHAPES |= set("turtle_rdf marc_display ttml_captions wordml_xml form_fields letter".split())
