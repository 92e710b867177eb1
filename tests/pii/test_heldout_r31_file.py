"""Checks on the round-31 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    CA_POSTAL,
    UK_POSTAL,
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_native_names_transliterated,
    assert_office_decoys_titled,
    assert_person_spans_untitled,
    assert_rebuilds_under_hash_seed,
    assert_schema_offsets_and_overlaps,
    assert_size_minimums,
    assert_stdlib_only_and_small,
    assert_tags_consistent,
    builder,
    read_cases,
)
from heldout_kind_lists import (
    R30_KINDS,
    R30_SHAPES,
    listed_before,
)
from heldout_r31_checks import JOINED, abbreviations, check_layout, date_form, relation
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_kinds_and_layouts_listed_and_new,
    assert_label_minimums,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r31"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r31")

# Round 31's own lists (kept here, as round 30's were kept in its file test until a later round moved them).
R31_KINDS = frozenset(
    """on_ocj_motion_to_change_support_narrative_affidavit on_hrto_application_narrative_of_discriminatory_events
    on_cicb_victim_compensation_hearing_reasons_for_decision on_ltb_t1_rent_rebate_hearing_transcript_excerpt
    on_formule_8a_requete_en_divorce_recit_des_faits qc_tal_decision_motifs_resiliation_bail_troubles_voisinage
    qc_lettre_mise_en_demeure_vices_caches_vente_residence qc_interrogatoire_prealable_transcription_accident_routier
    qc_declaration_assermentee_vie_maritale_conjoints_de_fait qc_rapport_evaluation_psychosociale_garde_recit_entrevues
    bc_rtb_dispute_decision_reasons_return_of_security_deposit bc_pgt_referral_letter_suspected_financial_abuse_older_adult
    bc_icbc_examination_under_oath_transcript_excerpt_injury_claim ab_application_for_trusteeship_supporting_narrative_affidavit
    mb_cfs_permanent_order_case_plan_summary_letter sk_ombudsman_complaint_investigation_summary_letter
    ns_family_division_parenting_affidavit_narrative_of_events nb_rapport_enquete_plainte_foyer_de_soins_speciaux
    nl_labour_standards_unpaid_wages_claim_narrative_letter nu_court_of_justice_peace_bond_hearing_transcript_excerpt
    ca_irb_rpd_hearing_transcript_credibility_findings_excerpt ca_sst_appeal_division_leave_to_appeal_reasons_ei_misconduct
    us_ca_fl_320_responsive_declaration_narrative_attachment ny_family_court_article_10_neglect_petition_narrative_allegations
    tx_dfps_emergency_removal_affidavit_narrative_of_facts fl_circuit_final_judgment_dissolution_findings_of_fact
    il_dcfs_unfounded_report_notification_letter_to_subject us_ssa_alj_hearing_transcript_excerpt_disability_onset
    us_uscis_credible_fear_interview_worksheet_narrative_notes us_declaracion_narrativa_autopeticion_vawa_es
    us_carta_aviso_audiencia_tribunal_menores_es wa_dcyf_shelter_care_hearing_report_narrative
    ga_superior_court_deposition_transcript_wrongful_death_excerpt uk_cafcass_section_7_welfare_report_narrative
    ie_wrc_adjudication_officer_decision_narrative_unfair_dismissal au_fwc_unfair_dismissal_conciliation_transcript_excerpt
    nz_era_determination_reasons_personal_grievance za_ccma_arbitration_award_reasons_narrative
    in_family_court_mediation_centre_settlement_narrative sg_small_claims_tribunal_hearing_notes_narrative
    ke_elrc_witness_statement_narrative_unfair_termination ng_lagos_high_court_statement_on_oath_witness_narrative
    fr_lettre_recommandee_conge_bailleur_reprise_habitation es_acta_conciliacion_smac_despido_relato_hechos
    mx_escrito_queja_derechos_humanos_narracion_hechos br_termo_audiencia_conciliacao_juizado_especial_civel_relato
    de_widerspruchsschreiben_jobcenter_bescheid_sachverhalt it_verbale_udienza_tribunale_minorenni_audizione_genitori
    nl_bezwaarschrift_uwv_ww_uitkering_toelichting_feiten se_overklagande_forsakringskassan_beslut_skrivelse""".split()
)
R31_SHAPES = frozenset(
    """mailing_list_digest_issue paren_column_pleading_caption condensed_transcript_page eighty_column_card_images
    djot_markup_document postscript_show_string_program asn1_value_notation_record vbnet_anonymous_type_initializer
    haskell_ghci_record_literal oai_pmh_dublin_core_record_xml""".split()
)
LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|née? le|courriel|N° de dossier", 88),
    "es": (r"(?i)nacimiento|naci[óo]|domicilio|correo|Expediente", 44),
    "pt": (r"(?i)nascimento|nasceu|endereço|Processo", 11),
    "de": (r"(?i)Geburtsdatum|geboren|Anschrift|Aktenzeichen", 11),
    "it": (r"(?i)nascita|nat[oa]|residenza|Numero di ruolo", 11),
    "nl": (r"(?i)geboorte|geboren|woonadres|Zaaknummer", 11),
    "sv": (r"(?i)födelse|född|bostadsadress|Målnummer", 11),
}
EARLIER_KINDS, EARLIER_SHAPES = listed_before(31)


def _builder():
    return builder(SET, "build_heldout_r31")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _module(name):
    _builder()  # puts the set's folder on sys.path for the module's own imports
    spec = importlib.util.spec_from_file_location(name, SET / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _script():
    return _module("r31_names_native").SCRIPT


def test_round_lists_are_complete():
    assert len(R30_KINDS) == 50 and len(R30_SHAPES) == 10
    assert len(R31_KINDS) == 50 and len(R31_SHAPES) == 10


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "31"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r31.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r31_", "build_heldout_r31")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r31")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _script())


def test_size_minimums(cases):
    script = _script()
    assert_size_minimums(cases, script)
    assert_label_minimums(cases, ids=60)
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 100 and len({script[loc] for loc in locs}) >= 22


def test_decoy_kinds_use_the_earlier_names(cases):
    assert_decoy_kinds_reused(cases)


def test_new_document_kinds_and_layouts(cases):
    assert_kinds_and_layouts_listed_and_new(cases, R31_KINDS, R31_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r28", "heldout_r29", "heldout_r30"})


def test_other_language_kinds(cases):
    langs = {cfg["kind"]: cfg["lang"] for cfg in _module("r31_catalog").KINDS}
    assert_language_kinds(cases, langs, LANG_KINDS)


def test_jurisdictions(cases):
    assert_jurisdiction_share(cases)
    jurs = Counter(c["tags"][2] for c in cases)
    assert len(jurs) - 2 >= 12 and 0.6 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.7


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    public = _module("r31_public")
    titles = {t for table in (public.JUDGE_TITLES, public.MEMBER_TITLES) for ts in table.values() for t in ts}
    titles |= {t[:1].upper() + t[1:] for t in titles}
    assert_office_decoys_titled(cases, extra_titles="|".join(re.escape(t) for t in sorted(titles)))
    offices = {t for ts in public.OFFICE_TITLES.values() for t in ts}
    offices |= {t[:1].upper() + t[1:] for t in offices}
    official = re.compile("(" + "|".join(re.escape(t) for t in sorted(offices, key=len, reverse=True)) + ") ")
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                assert official.match(case["text"][m["start"] : m["end"]]), case["id"]


def test_marks_do_not_share_text_with_neighbours(cases):
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_postal_codes_sit_outside_addresses(cases):
    for case in cases:
        for m in case["spans"]:
            if m["label"] == "ADDRESS":
                piece = case["text"][m["start"] : m["end"]]
                assert not CA_POSTAL.search(piece) and not UK_POSTAL.search(piece), case["id"]


def test_us_zip_codes_follow_the_state_unmarked(cases):
    zips = 0
    for case in cases:
        if "jur:us" not in case["tags"]:
            continue
        starts = {m["start"] for m in case["spans"] + case["decoys"]}
        for m in case["spans"]:
            tail = re.match(r" (\d{5}(?:-\d{4})?)\b", case["text"][m["end"] : m["end"] + 12])
            if m["label"] == "ADDRESS" and tail:
                zips += 1
                assert m["end"] + 1 not in starts, case["id"]
    assert zips >= 100, zips


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r31_ids").MONTHS
    forms = Counter(
        date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 25, forms
    others = [k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 10]
    assert len(others) >= 8, forms
    assert not forms["other"], forms


def test_values_sit_in_many_relations_to_their_labels(cases):
    where = Counter(
        relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
        for c in cases
        for m in c["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert set(where) == {"beside", "above", "after", "leader", "column", "key", "answer", "sentence"}, where
    assert min(where.values()) >= 20 and sorted(where.values())[1] >= 40, where


def test_people_are_mostly_named_in_running_text(cases):
    where, fewest = Counter(), []
    for c in cases:
        found = [
            relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
            for m in c["spans"]
            if m["label"] == "PERSON"
        ]
        where.update(found)
        fewest.append(found.count("sentence"))
    assert where["sentence"] / sum(where.values()) >= 0.5, where
    assert min(fewest) >= 3  # every case names people in running text, not only in labelled fields


def test_labels_in_two_languages_and_abbreviated(cases):
    assert sum(len(JOINED.findall(c["text"])) for c in cases) >= 300
    pattern = abbreviations(_module("r31_words").ABBREVIATIONS)
    found = Counter(a for c in cases for a in pattern.findall(c["text"]))
    assert sum(found.values()) >= 300 and len(found) >= 30, len(found)


def test_people_lists_carry_their_own_birth_dates(cases):
    crowded = 0
    for case in cases:
        starts = sorted(m["start"] for m in case["spans"] if m["label"] == "DATE_OF_BIRTH")
        crowded += any(b - a < 400 for a, b in zip(starts, starts[1:], strict=False))
    assert crowded >= 150, crowded


def test_every_layout_keeps_its_syntax(cases):
    seen = Counter()
    for case in cases:
        shape = case["tags"][1][6:]
        check_layout(shape, case["text"])
        seen[shape] += 1
    assert set(seen) == R31_SHAPES and min(seen.values()) == 55


def test_readme_lists_no_kind_or_layout_names():
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# Round-31 held-out PII set (report-only)")
    assert "**Report-only." in banner or "**Now a TUNING set" in banner
    assert not [n for n in R31_KINDS | R31_SHAPES if n in readme]


def test_cases_file_is_one_json_object_per_line():
    for line in CASES_FILE.read_text(encoding="utf-8").splitlines():
        assert isinstance(json.loads(line), dict)
