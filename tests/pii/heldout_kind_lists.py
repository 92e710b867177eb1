"""Document-kind and layout lists of rounds 22 to 30, for their file tests and later rounds (kept out of
heldout_file_checks.py, which must stay under 500 lines).

Only the kinds that test_heldout_r22_file.py names are here: the r22 test and README list no other r22 kinds, so
later file tests also compare against the ``kind:`` tags of the r22 file itself."""

from __future__ import annotations

import heldout_file_checks as _older

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

# Round 25's lists, moved out of test_heldout_r25_file.py (which now imports them): its fifty kinds and twelve
# layouts.
R25_KINDS = frozenset(
    """on_form_74_4_estate_trustee_application on_ltb_t2_unlawful_entry_tenant_claim
    on_form_8b_child_protection_application on_ocf_18_treatment_plan_submission on_sabs_insurer_examination_notice
    qc_demande_changement_nom_etat_civil qc_formulaire_fixation_pension_alimentaire_enfants
    qc_inventaire_biens_succession_notarie qc_rapport_evenement_service_police bc_form_f8_financial_statement
    bc_worksafebc_form_6_worker_report bc_wesa_p9_affidavit_of_applicant ab_rtdrs_application_for_hearing
    ab_epo_confirmation_hearing_record mb_mpi_personal_injury_protection_claim sk_kb_petition_for_divorce
    ns_family_statement_of_property ca_ircc_imm5669_schedule_a_background_declaration
    ca_vac_disability_benefits_application ca_fc_judicial_review_tribunal_record
    ca_provincial_court_peace_bond_information ny_surrogate_kinship_affidavit us_ca_dmv_sr1_collision_report
    tx_dfps_kinship_caregiver_assessment fl_12_902b_financial_affidavit il_medicaid_redetermination_household_form
    pa_pfa_protection_from_abuse_petition mi_pc651_minor_guardianship_petition
    us_uscis_n400_naturalization_interview_record us_bankruptcy_form_106h_codebtor_schedule
    us_irs_8857_innocent_spouse_request ediscovery_hot_document_review_export
    transnational_adoption_post_placement_report uk_iht400_inheritance_tax_account
    ie_circuit_court_affidavit_of_means au_fcfcoa_notice_of_child_abuse_family_violence_risk
    nz_protection_order_without_notice_affidavit za_saps_a1_witness_statement ke_p_and_a_80_administration_petition
    ng_originating_summons_supporting_affidavit in_crpc_125_maintenance_petition sg_fjc_maintenance_summons_statement
    ph_prosecutor_complaint_affidavit fr_proces_verbal_audition_temoin de_erbscheinsantrag_nachlassgericht
    es_denuncia_comisaria_atestado it_ricorso_separazione_consensuale nl_proces_verbaal_aangifte_politie
    br_boletim_ocorrencia_policia_civil mx_acta_comparecencia_ministerio_publico""".split()
)
R25_SHAPES = frozenset(
    """caption_below_form leader_schedule aligned_register greenbar_printout ansi_terminal_capture svg_form_overlay
    atom_feed_xml confluence_storage_xml erlang_term jsonnet_object mongo_shell_insert es_bulk_ndjson""".split()
)

# Round 26's lists, moved out of test_heldout_r26_file.py (which now imports them): its fifty kinds and twelve
# layouts.
R26_KINDS = frozenset(
    """on_flr_form_13_1_property_financial_statement on_rule_31_examination_for_discovery_rough
    on_cyfsa_temporary_care_agreement on_opgt_property_guardian_application on_small_claims_form_7a_plaintiffs_claim
    qc_declaration_sous_serment_garde_partagee qc_formulaire_admissibilite_aide_juridique
    qc_rapport_expertise_psychosociale_garde qc_tal_demande_recouvrement_loyer qc_notes_enqueteur_disparition_personne
    bc_form_f30_consent_order_parenting bc_icbc_dependants_death_benefit_claim bc_mcfd_family_care_home_agreement
    ab_kb_affidavit_of_records_schedule ab_mep_support_payor_registration mb_cfs_apprehension_report
    sk_kb_family_property_statement ns_residential_tenancy_director_application
    nu_community_justice_diversion_referral ca_ircc_imm0008_dependants_schedule
    ca_service_canada_cpp_death_benefit_application ca_cra_rc4288_taxpayer_relief_request
    us_ca_fl105_uccjea_custody_declaration ny_family_court_form_4_5_support_petition
    tx_probate_inventory_appraisement_list fl_dcf_verified_shelter_placement_petition il_cook_civil_no_contact_order_petition
    us_uscis_i751_interview_worksheet us_deposition_rough_draft_transcript us_osha_301_injury_incident_record
    us_hipaa_records_subpoena_return us_ssa_formulario_redeterminacion_ssi_hogar us_police_use_of_force_supplement
    uk_c1a_domestic_abuse_allegations_form ie_garda_vetting_nvb1_application au_qld_coroner_form_1_death_report
    nz_ird_child_support_formula_assessment fr_acte_de_notoriete_heritiers be_requete_juge_de_paix_administration_biens
    de_betreuungsverfahren_anhoerungsvermerk at_verlassenschaft_todfallsaufnahme
    es_acta_declaracion_herederos_abintestato it_verbale_sommarie_informazioni_testimoniali
    nl_beschikking_ondertoezichtstelling_kinderrechter pt_auto_denuncia_violencia_domestica
    br_escritura_inventario_extrajudicial mx_solicitud_divorcio_incausado
    in_succession_certificate_petition_hearing_record za_master_estate_inventory_j243
    ph_ra9048_clerical_error_correction_petition""".split()
)
R26_SHAPES = frozenset(
    """boxed_cell_form police_notebook_scan wide_column_register stenograph_rough_draft numbered_leader_form
    ooxml_document_part html_microdata_card xfdf_field_dump dita_topic_xml powershell_pscustomobject
    kotlin_data_class_literal redis_cli_session""".split()
)

# Round 27's lists, moved out of test_heldout_r27_file.py (which now imports them): its fifty kinds and ten
# layouts.
R27_KINDS = frozenset(
    """on_ocl_request_form_children_lawyer_involvement on_form_23c_affidavit_uncontested_trial
    on_ltb_l1_arrears_eviction_application on_vqrp_victim_quick_response_application on_small_claims_form_9a_defence
    qc_demande_introductive_instance_divorce qc_formulaire_signalement_dpj_citoyen
    qc_requete_ouverture_regime_protection_majeur qc_bail_formulaire_obligatoire_tal qc_procuration_bancaire_notariee
    bc_form_f3_notice_of_family_claim bc_rtb_12l_landlord_dispute_application bc_probate_p2_submission_estate_grant
    ab_kb_family_form_fl10_claim ab_provincial_court_epo_variation_application
    sk_residential_tenancies_tenant_application mb_maintenance_enforcement_registration_form
    ns_family_division_parenting_application nb_kings_bench_divorce_petition ca_ircc_imm5476_use_of_representative
    ca_cra_t1158_support_payments_registration ca_cfo_rcmp5592_firearms_licence_application
    us_ca_fl300_rfo_parenting_time_modification ny_family_court_form_8_2_family_offense_petition tx_oag_child_support_review_form
    fl_12_928_family_court_cover_sheet il_probate_petition_letters_of_administration
    us_uscis_i130a_spouse_supplemental_information us_ssa_795_claimant_statement
    us_bankruptcy_form_107_statement_of_financial_affairs us_va_21_0781_ptsd_stressor_statement
    us_formulario_solicitud_vivienda_seccion8 us_declaracion_jurada_ingresos_pension_alimenticia
    uk_form_a_financial_remedy_application ie_district_court_safety_order_application au_nsw_ncat_tenancy_application
    nz_care_of_children_application_form_g5 za_dv_act_form_2_protection_order_application
    in_guardian_and_wards_act_petition sg_lpa_form_1_lasting_power_registration
    ke_childrens_court_custody_originating_summons fr_requete_conjointe_divorce_consentement
    be_declaration_cohabitation_legale ch_kesb_gefaehrdungsmeldung de_antrag_gewaltschutz_einstweilige_anordnung
    es_solicitud_orden_proteccion_victima it_istanza_ammissione_patrocinio_stato
    nl_verzoek_omgangsregeling_ouderschapsplan pt_requerimento_regulacao_responsabilidades_parentais
    br_pedido_medida_protetiva_urgencia""".split()
)
R27_SHAPES = frozenset(
    """carbon_copy_leader_form index_card_caption_stack diarized_audio_transcript pdftotext_layout_page
    sqlite_shell_session xsl_fo_document xaml_flow_document rust_dbg_pretty_print dynamodb_get_item_reply
    swift_dictionary_fixture""".split()
)

# Round 28's lists, moved out of test_heldout_r28_file.py (which now imports them).
R28_KINDS = frozenset(
    """on_form_14b_adjournment_motion_form on_ltb_t6_tenant_maintenance_application
    on_formule_36_affidavit_divorce_francais qc_requete_adoption_consentement_special
    qc_demande_rectification_acte_etat_civil_dec qc_saaq_demande_revision_suspension_permis
    qc_revenu_quebec_avis_perception_pension_alimentaire qc_convocation_assemblee_parents_conseil_tutelle
    qc_plainte_cdpdj_discrimination_logement nb_avis_requete_garde_banc_du_roi
    bc_family_form_f15_affidavit_personal_service bc_cvap_crime_victim_assistance_application
    ab_child_support_recalculation_program_application ab_provincial_court_civil_dispute_note
    mb_rtb_claim_for_compensation_damages sk_auto_injury_appeal_commission_notice_of_appeal
    ns_adult_capacity_representative_application ca_nl_family_violence_protection_order_affidavit
    yt_kinship_care_agreement_cfsa ca_ircc_imm5532_relationship_information_sponsorship
    ca_irb_rad_notice_of_appeal_record us_ca_dv109_notice_of_court_hearing ny_supreme_court_statement_of_net_worth
    tx_protective_order_application_affidavit fl_12_980a_injunction_petition_domestic_violence
    wa_final_parenting_plan_fl_all_family_140 ga_magistrate_dispossessory_affidavit
    az_order_of_protection_plaintiff_sheet us_uscis_i765_work_authorization_worksheet
    us_ssa_3368_disability_report_adult us_peticion_custodia_tribunal_familia_nm
    us_declaracion_testigo_accidente_laboral_compensacion us_solicitud_exencion_cuotas_fw001_espanol
    sco_simple_procedure_claim_form_3a ie_district_court_guardianship_section_11_application
    au_vic_family_violence_intervention_order_application nz_family_court_relationship_property_affidavit
    za_magistrates_section_65a_debtor_summons_record in_mact_compensation_claim_petition
    sg_cdrt_neighbour_dispute_claim ph_sss_death_claim_beneficiary_application mx_demanda_alimentos_juzgado_familiar
    ar_denuncia_oficina_violencia_domestica fr_convention_pacs_declaration_conjointe
    lu_requete_jaf_residence_habituelle_enfant at_antrag_unterhaltsvorschuss_bezirksgericht
    it_ricorso_ordine_protezione_abusi_familiari nl_verzoekschrift_vervangende_toestemming_reisdocument_kind
    pt_requerimento_protecao_juridica_seguranca_social se_ansokan_aktenskapsskillnad_tingsratt""".split()
)
R28_SHAPES = frozenset(
    """thermal_receipt_tape lettered_outline_brief caption_after_value_typescript interlinear_certified_translation
    ssml_reading_script kml_extended_data_export pandas_repl_series_print kubectl_describe_resource
    go_struct_fixture iex_struct_inspect""".split()
)

# Round 29's lists, moved out of test_heldout_r29_file.py (which now imports them): its fifty kinds and ten
# layouts.
R29_KINDS = frozenset(
    """on_scj_form_14c_confirmation_of_motion_record on_ltb_l2_persistent_late_payment_application
    on_ocj_child_protection_plan_of_care_summary on_estate_trustee_without_will_renunciation
    qc_avis_expulsion_logement_insalubre_municipal qc_demande_garde_en_etablissement_psychiatrique
    qc_requete_partage_patrimoine_familial qc_formulaire_reclamation_ivac_proche qc_avis_hypotheque_legale_construction
    bc_supreme_form_66_notice_family_claim_response bc_pgt_statutory_property_guardianship_review
    bc_form_p10_affidavit_assets_liabilities ab_surrogate_form_nc27_notice_to_beneficiaries
    ab_residential_tenancy_notice_of_objection_rtdrs mb_family_conciliation_intake_referral
    sk_provincial_court_youth_sentence_report ns_supreme_family_maintenance_variation_application
    nb_avis_demande_ordonnance_protection_urgence on_avis_de_motion_tribunal_francophone_famille
    nl_provincial_court_small_claims_garnishee_summons ca_ircc_imm5768_financial_evaluation_worksheet
    ca_ei_reconsideration_request_record us_ca_fl410_order_to_show_cause_contempt
    ny_civil_court_order_to_show_cause_vacate tx_justice_court_small_claims_petition_citation
    fl_12_913b_constructive_service_affidavit il_eviction_joint_action_summons_return us_uscis_i912_fee_waiver_worksheet
    us_ssa_561_reconsideration_request us_eeoc_intake_questionnaire_record us_solicitud_orden_alejamiento_acoso_civil
    us_formulario_declaracion_ingresos_manutencion_az us_peticion_tutela_menor_tribunal_testamentario
    uk_n244_application_notice_county_court ie_circuit_family_law_civil_bill_affidavit_welfare
    au_qcat_minor_civil_dispute_application nz_tenancy_tribunal_application_urgent_hearing
    za_children_court_form_4_care_application in_hindu_marriage_act_section_13b_joint_petition
    sg_family_justice_courts_personal_protection_form_119 ke_magistrate_succession_p_and_a_5_affidavit
    fr_requete_tribunal_judiciaire_mesures_protection_majeur de_antrag_vereinfachtes_unterhaltsverfahren_amtsgericht
    it_ricorso_decreto_ingiuntivo_canoni_locazione es_demanda_juicio_verbal_desahucio_precario
    nl_verzoekschrift_kantonrechter_bewind_instelling pt_peticao_inicial_divorcio_sem_consentimento
    dk_ansoegning_fri_proces_familieretshuset mx_escrito_inicial_juicio_oral_familiar_guarda
    br_peticao_inicial_alimentos_gravidicos""".split()
)
R29_SHAPES = frozenset(
    """braced_field_ledger stacked_caption_underline ruled_grid_register numbered_line_deposition
    sqlplus_spool_report rss_channel_items_xml xhtml_definition_list clojure_repl_pprint csharp_object_initializer
    prolog_fact_base""".split()
)

# Round 30's lists, moved out of test_heldout_r30_file.py (which now imports them): its fifty kinds and ten
# layouts.
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


def listed_before(round_number: int) -> tuple[frozenset[str], frozenset[str]]:
    """Every kind and layout the lists name for rounds 14 up to ``round_number`` (excluded): what a new
    round's kinds and layouts must be new against. Rounds 14–21 are in ``heldout_file_checks`` (their
    first layouts in ``OLD_SHAPES``), later rounds here."""
    kinds, shapes = set(), set(_older.OLD_SHAPES)
    for n in range(14, round_number):
        where = vars(_older) if n <= 21 else globals()
        kinds |= where[f"R{n}_KINDS"]
        shapes |= where.get(f"R{n}_SHAPES", frozenset())
    return frozenset(kinds), frozenset(shapes)
