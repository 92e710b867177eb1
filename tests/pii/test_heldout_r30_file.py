"""Checks on the round-30 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    CA_POSTAL,
    OLD_SHAPES,
    R14_KINDS,
    R15_KINDS,
    R16_KINDS,
    R16_SHAPES,
    R17_KINDS,
    R17_SHAPES,
    R18_KINDS,
    R18_SHAPES,
    R19_KINDS,
    R19_SHAPES,
    R20_KINDS,
    R20_SHAPES,
    R21_KINDS,
    R21_SHAPES,
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
    R22_KINDS,
    R22_SHAPES,
    R23_KINDS,
    R23_SHAPES,
    R24_KINDS,
    R24_SHAPES,
    R25_KINDS,
    R25_SHAPES,
    R26_KINDS,
    R26_SHAPES,
    R27_KINDS,
    R27_SHAPES,
    R28_KINDS,
    R28_SHAPES,
    R29_KINDS,
    R29_SHAPES,
)
from heldout_r30_checks import ABBREVIATIONS, JOINED, check_layout, date_form, relation
from heldout_round_checks import (
    assert_decoy_kinds_reused,
    assert_jurisdiction_share,
    assert_kinds_and_layouts_listed_and_new,
    assert_label_minimums,
    assert_language_kinds,
    assert_new_against_every_file,
)

HERE = Path(__file__).resolve().parent
SET = HERE / "heldout_r30"
CASES_FILE = SET / "cases.jsonl"
EARLIER_FILES = sorted(p for p in HERE.glob("heldout_r*/cases.jsonl") if p.parent.name != "heldout_r30")

R30_KINDS = frozenset(
    """on_flr_form_6b_affidavit_of_service_family_case on_ltb_n5_notice_to_end_tenancy_interference_damage
    on_moh_ohip_0265_registration_for_health_coverage on_scj_form_17a_family_case_conference_brief
    on_formule_13_etat_financier_pension_alimentaire qc_ramq_demande_inscription_regime_assurance_maladie
    qc_tal_demande_fixation_loyer_par_locateur qc_declaration_commune_dissolution_union_civile
    qc_cnesst_reclamation_suite_deces_travailleur qc_dec_demande_certificat_naissance_pour_tiers
    nb_formule_72b_requete_garde_droit_visite bc_hlth_101_msp_account_change_request
    bc_pcfr_form_3_application_about_family_law_matter bc_rtb_26_tenant_application_emergency_repairs
    ab_kb_fl_21_exclusive_possession_family_home_application mb_kb_form_70a_joint_petition_for_divorce
    sk_mss_foster_home_application_household_study ns_small_claims_court_form_2_defence
    pe_supreme_court_small_claims_form_76a_claim ca_ircc_imm5707_family_information_form
    ca_esdc_isp3000_old_age_security_application ca_cra_rc66_canada_child_benefits_application
    us_ca_fl_311_child_custody_visitation_attachment ny_otda_ldss_2921_application_for_benefits
    tx_hhsc_formulario_h1010_solicitud_beneficios fl_12_982a_petition_change_of_name_minor_child
    wa_superior_court_fl_divorce_201_petition ga_probate_temporary_letters_guardianship_minor
    az_solicitud_licencia_hogar_crianza_parientes co_solicitud_orden_proteccion_civil_jdf_402
    ma_housing_court_summary_process_answer us_uscis_i_360_special_immigrant_juvenile_worksheet
    us_ssa_8001_ssi_deferred_application_record uk_hmcts_c2_application_in_existing_proceedings
    ie_district_court_form_54_1_maintenance_summons au_nsw_local_court_advo_private_application
    nz_oranga_tamariki_caregiver_application za_dha_bi_529_late_registration_of_birth
    in_dlsa_lok_adalat_pre_litigation_application sg_hdb_resale_application_buyer_particulars
    ph_dswd_solo_parent_identification_application gh_high_court_petition_letters_of_administration
    jm_rgd_application_insert_father_particulars mx_solicitud_rectificacion_acta_nacimiento
    br_requerimento_guarda_compartilhada_vara_familia fr_cerfa_requete_juge_contentieux_protection_mineur
    de_antrag_europaeisches_nachlasszeugnis it_ricorso_nomina_amministratore_di_sostegno
    nl_verzoek_gezamenlijk_gezag_ongehuwde_ouders pl_pozew_o_alimenty_sad_rejonowy_wydzial_rodzinny""".split()
)
R30_SHAPES = frozenset(
    """wordstar_dot_command_file netnews_followup_article interrogatory_answer_pairs banded_report_writer_print
    kardex_visible_index_cards saml_attribute_assertion_xml ead_archival_finding_aid_xml tcl_dict_script_dump
    objc_nsdictionary_literal julia_repl_dict_display""".split()
)
LANG_KINDS = {
    "fr": (r"(?i)naissance|né\(e\)|courriel|domicile|N° de dossier", 88),
    "es": (r"(?i)nacimiento|nació|domicilio|correo|Expediente", 44),
    "de": (r"(?i)Geburtsdatum|geboren|Wohnanschrift|Aktenzeichen", 11),
    "it": (r"(?i)nascita|nato/a|residenza|N\. di ruolo", 11),
    "nl": (r"(?i)geboorte|geboren|woonadres|Zaaknummer", 11),
    "pt": (r"(?i)nascimento|nasceu|endereço|Processo n\.º", 11),
    "pl": (r"(?i)urodzenia|urodził|zamieszkania|Sygnatura akt", 11),
}
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
) | (R23_KINDS | R24_KINDS | R25_KINDS | R26_KINDS | R27_KINDS | R28_KINDS | R29_KINDS)
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
) | (R23_SHAPES | R24_SHAPES | R25_SHAPES | R26_SHAPES | R27_SHAPES | R28_SHAPES | R29_SHAPES)


def _builder():
    return builder(SET, "build_heldout_r30")


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
    return _module("r30_names_native").SCRIPT


def test_earlier_lists_are_complete():
    assert len(R29_KINDS) == 50 and len(R29_SHAPES) == 10
    assert len(R30_KINDS) == 50 and len(R30_SHAPES) == 10


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r30.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r30_", "build_heldout_r30")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r30")


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
    assert_kinds_and_layouts_listed_and_new(cases, R30_KINDS, R30_SHAPES, EARLIER_KINDS, EARLIER_SHAPES)


def test_kinds_and_layouts_are_new_against_every_earlier_file(cases):
    assert_new_against_every_file(cases, EARLIER_FILES, {"heldout_r27", "heldout_r28", "heldout_r29"})


def test_other_language_kinds(cases):
    langs = {cfg["kind"]: cfg["lang"] for cfg in _module("r30_docs").KINDS}
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
    public = _module("r30_public")
    titles = {t for table in (public.JUDGE_TITLES, public.MEMBER_TITLES) for ts in table.values() for t in ts}
    assert_office_decoys_titled(cases, extra_titles="|".join(re.escape(t) for t in sorted(titles)))
    offices = sorted({t for ts in public.OFFICE_TITLES.values() for t in ts}, key=len, reverse=True)
    official = re.compile("(" + "|".join(re.escape(t) for t in offices) + ") ")
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


def test_birth_dates_are_written_many_ways(cases):
    months = _module("r30_numbers").MONTHS
    forms = Counter(
        date_form(case["text"][m["start"] : m["end"]], months)
        for case in cases
        for m in case["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert forms["numeric"] >= 100 and forms["en"] >= 100 and forms["words"] >= 40, forms
    others = [k for k, n in forms.items() if k not in ("numeric", "en", "words", "other") and n >= 10]
    assert len(others) >= 12, forms
    assert not forms["other"], forms


def test_values_sit_in_many_relations_to_their_labels(cases):
    where = Counter(
        relation(c["tags"][1][6:], c["text"], m["start"], m["end"])
        for c in cases
        for m in c["spans"]
        if m["label"] == "DATE_OF_BIRTH"
    )
    assert set(where) == {"beside", "above", "after", "leader", "column", "key", "answer", "sentence"}, where
    assert min(where.values()) >= 40, where


def test_labels_in_two_languages_and_abbreviated(cases):
    assert sum(len(JOINED.findall(c["text"])) for c in cases) >= 300
    abbreviations = Counter(a for c in cases for a in ABBREVIATIONS.findall(c["text"]))
    assert sum(abbreviations.values()) >= 300 and len(abbreviations) >= 25, len(abbreviations)


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
    assert set(seen) == R30_SHAPES and min(seen.values()) == 55


def test_readme_lists_no_kind_or_layout_names():
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# Round-30 ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    assert not [n for n in R30_KINDS | R30_SHAPES if n in readme]


def test_cases_file_is_one_json_object_per_line():
    for line in CASES_FILE.read_text(encoding="utf-8").splitlines():
        assert isinstance(json.loads(line), dict)
