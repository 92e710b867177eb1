"""Document-kind and layout lists of rounds 22 to 24, for their file tests and later rounds (kept out of
heldout_file_checks.py, which must stay under 500 lines).

Only the kinds that test_heldout_r22_file.py names are here: the r22 test and README list no other r22 kinds, so
later file tests also compare against the ``kind:`` tags of the r22 file itself."""

from __future__ import annotations

R22_KINDS = frozenset(
    """qc_ivac_demande_prestations qc_tat_decision qc_certificat_recherche_testamentaire
    fr_declaration_main_courante""".split()
)

R22_SHAPES = frozenset(
    """fountain_screenplay typst_markup tiddlywiki_tid psql_expanded mysql_vertical docbook_xml spreadsheetml_2003
    php_var_export http_json_post""".split()
)

# Round 23's lists, copied out of test_heldout_r23_file.py (which now imports them): the four French kinds it
# names and its nine new layouts. Later file tests also compare against the r23 file's own ``kind:`` tags.
R23_KINDS = frozenset(
    """qc_demande_resiliation_bail_tal qc_saaq_demande_indemnite qc_curateur_rapport_inaptitude
    fr_requete_prudhommes""".split()
)

R23_SHAPES = frozenset(
    """psformat_list groff_ms sbv_captions hocr_html kdl_document lua_table tei_xml edn_data
    fortran_namelist""".split()
)

# Round 24's lists, moved out of test_heldout_r24_file.py (which now imports them): its fifty kinds and fourteen
# layouts.
R24_KINDS = frozenset(
    """on_hcc_home_care_service_agreement on_odsp_income_support_internal_review qc_ramq_demande_remplacement_carte
    qc_avis_cession_bail_locateur qc_saaq_constat_amiable_collision qc_retraite_rente_conjoint_survivant
    bc_rtb_security_deposit_doubling_claim_sheet bc_fair_pharmacare_registration ab_aish_benefit_application_summary
    mb_public_trustee_referral_form sk_sgi_injury_claim_statement ns_small_claims_notice_of_claim
    nb_support_order_registration_request nl_residential_tenancies_application_for_order
    nu_income_assistance_intake_record ca_ei_parental_benefits_claim_summary ca_cpp_child_rearing_provision_request
    ca_passport_lost_travel_document_declaration ca_ircc_sponsor_undertaking_assessment
    bc_crt_motor_vehicle_injury_dispute tx_jp_court_eviction_petition ny_hra_snap_fair_hearing_request
    us_ca_edd_disability_claim_review fl_dcf_child_support_intake il_cook_small_claims_complaint
    wa_dshs_basic_food_application us_irs_8821_tax_information_authorization us_uscis_i864_support_affidavit_summary
    us_va_family_caregiver_application us_robocall_complaint_portal_export ca_us_cross_border_child_travel_consent
    us_ssa_representative_payee_report ca_us_joint_account_fraud_dispute_letter uk_sscs1_pip_appeal_form
    uk_cop1_deputyship_application ie_rtb_dispute_application_form fr_saisine_commission_surendettement
    de_antrag_beratungshilfe es_solicitud_asistencia_juridica_gratuita it_ricorso_giudice_pace_sanzione_stradale
    nl_verzoekschrift_huurcommissie_servicekosten pl_wniosek_zwolnienie_koszty_sadowe
    br_peticao_juizado_especial_consumidor mx_demanda_laboral_tribunal_conciliacion au_centrelink_formal_review_request
    nz_tenancy_bond_refund_form in_district_consumer_commission_complaint ph_dole_sena_wage_assistance_intake
    za_small_claims_letter_of_demand ke_rent_tribunal_complaint""".split()
)
R24_SHAPES = frozenset(
    """txt2tags_doc moinmoin_page pandoc_deflist numbered_questionnaire bilingual_columns narrative_statement
    ruby_hash perl_dumper r_dput graphql_mutation nix_attrset cypher_create odf_flat_xml opml_outline""".split()
)
