"""Round-30 document kinds, one line each: ``kind|jurisdiction|language|kin|title|role;role[;role]`` (kin: index
into the language's list headings, ``-`` for no list of further people). Layouts are dealt out in turn."""

from __future__ import annotations

SHAPES = (
    "wordstar_dot_command_file",
    "netnews_followup_article",
    "interrogatory_answer_pairs",
    "banded_report_writer_print",
    "kardex_visible_index_cards",
    "saml_attribute_assertion_xml",
    "ead_archival_finding_aid_xml",
    "tcl_dict_script_dump",
    "objc_nsdictionary_literal",
    "julia_repl_dict_display",
)

_KINDS = """
on_flr_form_6b_affidavit_of_service_family_case|ca:on|en|0|Affidavit of Service (Form 6B)|Deponent;Person served
on_ltb_n5_notice_to_end_tenancy_interference_damage|ca:on|en|1|Notice to End your Tenancy for Interfering with Others, Damage or Overcrowding|Landlord;Tenant
on_moh_ohip_0265_registration_for_health_coverage|ca:on|en|0|Registration for Ontario Health Insurance Coverage|Applicant;Spouse
on_scj_form_17a_family_case_conference_brief|ca:on|en|0|Case Conference Brief (Form 17A)|Applicant;Respondent
on_formule_13_etat_financier_pension_alimentaire|ca:on|fr|0|État financier (demandes d'aliments)|Requérant;Intimée
qc_ramq_demande_inscription_regime_assurance_maladie|ca:qc|fr|0|Demande d'inscription au régime d'assurance maladie|Demandeur;Conjoint
qc_tal_demande_fixation_loyer_par_locateur|ca:qc|fr|1|Demande de fixation de loyer|Locateur;Locataire
qc_declaration_commune_dissolution_union_civile|ca:qc|fr|0|Déclaration commune de dissolution d'une union civile|Conjointe;Conjoint
qc_cnesst_reclamation_suite_deces_travailleur|ca:qc|fr|5|Réclamation à la suite du décès d'un travailleur|Réclamante;Travailleur décédé
qc_dec_demande_certificat_naissance_pour_tiers|ca:qc|fr|3|Demande de certificat de naissance pour une autre personne|Requérant;Personne visée
nb_formule_72b_requete_garde_droit_visite|ca:nb|fr|0|Requête en garde et en droit de visite|Requérante;Intimé
bc_hlth_101_msp_account_change_request|ca:bc|en|5|MSP Account Change Request|Account holder;Spouse
bc_pcfr_form_3_application_about_family_law_matter|ca:bc|en|0|Application About a Family Law Matter|Applicant;Other party
bc_rtb_26_tenant_application_emergency_repairs|ca:bc|en|1|Tenant's Application for Emergency Repairs|Tenant;Landlord
ab_kb_fl_21_exclusive_possession_family_home_application|ca:ab|en|0|Application for Exclusive Possession of the Family Home|Applicant;Respondent
mb_kb_form_70a_joint_petition_for_divorce|ca:mb|en|0|Joint Petition for Divorce|Petitioner one;Petitioner two
sk_mss_foster_home_application_household_study|ca:sk|en|1|Foster Home Application and Household Study|Applicant;Co-applicant
ns_small_claims_court_form_2_defence|ca:ns|en|-|Defence (Small Claims Court)|Defendant;Claimant
pe_supreme_court_small_claims_form_76a_claim|ca:pe|en|-|Claim (Small Claims Section)|Plaintiff;Defendant
ca_ircc_imm5707_family_information_form|ca|en|0|Family Information (IMM 5707)|Applicant;Spouse or common-law partner
ca_esdc_isp3000_old_age_security_application|ca|en|-|Application for the Old Age Security Pension|Applicant;Spouse or common-law partner
ca_cra_rc66_canada_child_benefits_application|ca|en|0|Canada Child Benefits Application|Applicant;Spouse or common-law partner
us_ca_fl_311_child_custody_visitation_attachment|us:ca|en|0|Child Custody and Visitation (Parenting Time) Application Attachment|Petitioner;Respondent
ny_otda_ldss_2921_application_for_benefits|us:ny|en|1|Application for Certain Benefits and Services|Applicant;Household member
tx_hhsc_formulario_h1010_solicitud_beneficios|us:tx|es|1|Solicitud de beneficios de alimentos, efectivo y atención médica|Solicitante;Cónyuge
fl_12_982a_petition_change_of_name_minor_child|us:fl|en|2|Petition for Change of Name (Minor Child)|Petitioner;Other parent
wa_superior_court_fl_divorce_201_petition|us:wa|en|0|Petition for Divorce (FL Divorce 201)|Petitioner;Respondent
ga_probate_temporary_letters_guardianship_minor|us:ga|en|2|Petition for Temporary Letters of Guardianship of Minor|Petitioner;Parent
az_solicitud_licencia_hogar_crianza_parientes|us:az|es|0|Solicitud de licencia de hogar de crianza para parientes|Solicitante;Cosolicitante
co_solicitud_orden_proteccion_civil_jdf_402|us:co|es|0|Solicitud de orden de protección civil|Peticionario;Demandado
ma_housing_court_summary_process_answer|us:ma|en|1|Summary Process (Eviction) Answer|Tenant;Landlord
us_uscis_i_360_special_immigrant_juvenile_worksheet|us|en|2|Special Immigrant Juvenile Petition Worksheet|Petitioner;Guardian
us_ssa_8001_ssi_deferred_application_record|us|en|1|Application for Supplemental Security Income (Deferred)|Claimant;Spouse
uk_hmcts_c2_application_in_existing_proceedings|uk|en|0|Form C2: Application in existing proceedings|Applicant;Respondent
ie_district_court_form_54_1_maintenance_summons|ie|en|0|Maintenance Summons|Applicant;Respondent
au_nsw_local_court_advo_private_application|au|en|0|Application for an Apprehended Domestic Violence Order|Person in need of protection;Defendant
nz_oranga_tamariki_caregiver_application|nz|en|1|Caregiver Application|Applicant;Partner
za_dha_bi_529_late_registration_of_birth|za|en|3|Application for Late Registration of Birth|Applicant;Mother
in_dlsa_lok_adalat_pre_litigation_application|in|en|1|Pre-litigation Application to the Lok Adalat|Applicant;Opposite party
sg_hdb_resale_application_buyer_particulars|sg|en|1|Resale Application: Particulars of Buyers|Buyer;Co-buyer
ph_dswd_solo_parent_identification_application|ph|en|0|Application for Solo Parent Identification Card|Applicant;Other parent
gh_high_court_petition_letters_of_administration|gh|en|4|Petition for Letters of Administration|Petitioner;Deceased
jm_rgd_application_insert_father_particulars|jm|en|2|Application to Insert Father's Particulars|Applicant;Father
mx_solicitud_rectificacion_acta_nacimiento|mx|es|3|Solicitud de rectificación de acta de nacimiento|Solicitante;Persona registrada
br_requerimento_guarda_compartilhada_vara_familia|br|pt|0|Requerimento de guarda compartilhada|Requerente;Requerido
fr_cerfa_requete_juge_contentieux_protection_mineur|fr|fr|2|Requête au juge des contentieux de la protection (mineur)|Requérant;Mineur
de_antrag_europaeisches_nachlasszeugnis|de|de|4|Antrag auf Ausstellung eines Europäischen Nachlasszeugnisses|Antragsteller;Erblasser
it_ricorso_nomina_amministratore_di_sostegno|it|it|2|Ricorso per la nomina di amministratore di sostegno|Ricorrente;Beneficiario
nl_verzoek_gezamenlijk_gezag_ongehuwde_ouders|nl|nl|0|Verzoek gezamenlijk gezag|Verzoeker;Andere ouder
pl_pozew_o_alimenty_sad_rejonowy_wydzial_rodzinny|pl|pl|0|Pozew o alimenty|Powód;Pozwany
"""

KINDS = []
for _n, _line in enumerate(_KINDS.strip().splitlines()):
    _kind, _jurs, _lang, _kin, _title, _roles = _line.split("|")
    KINDS.append(
        {
            "kind": _kind,
            "jurs": _jurs,
            "lang": _lang,
            "kin": None if _kin == "-" else int(_kin),
            "title": _title,
            "roles": _roles.split(";"),
            "shape": SHAPES[_n % len(SHAPES)],
        }
    )
