"""Round-29 document kinds: ``kind|jurisdiction|language|kin|title|role;role[;role]`` (kin: index into the
language's relation words, or ``-`` for no list of further people). The layout is assigned in turn."""

from __future__ import annotations

SHAPES = (
    "braced_field_ledger",
    "stacked_caption_underline",
    "ruled_grid_register",
    "numbered_line_deposition",
    "sqlplus_spool_report",
    "rss_channel_items_xml",
    "xhtml_definition_list",
    "clojure_repl_pprint",
    "csharp_object_initializer",
    "prolog_fact_base",
)

_KINDS = """
on_scj_form_14c_confirmation_of_motion_record|ca:on|en|0|Confirmation of Motion Record|Moving party;Responding party
on_ltb_l2_persistent_late_payment_application|ca:on|en|3|Application to End a Tenancy for Persistent Late Payment|Landlord;Tenant
on_ocj_child_protection_plan_of_care_summary|ca:on|en|0|Plan of Care Summary|Society worker;Mother;Father
on_estate_trustee_without_will_renunciation|ca:on|en|1|Renunciation of Right to a Certificate of Appointment|Renouncing person;Applicant
qc_avis_expulsion_logement_insalubre_municipal|ca:qc|fr|3|Avis d'évacuation d'un logement insalubre|Occupant;Propriétaire
qc_demande_garde_en_etablissement_psychiatrique|ca:qc|fr|2|Demande d'ordonnance de garde en établissement|Personne visée;Requérant
qc_requete_partage_patrimoine_familial|ca:qc|fr|0|Requête en partage du patrimoine familial|Demanderesse;Défendeur
qc_formulaire_reclamation_ivac_proche|ca:qc|fr|2|Réclamation d'un proche d'une victime|Réclamant;Victime
qc_avis_hypotheque_legale_construction|ca:qc|fr|-|Avis d'hypothèque légale de la construction|Entrepreneur;Propriétaire
bc_supreme_form_66_notice_family_claim_response|ca:bc|en|0|Response to Notice of Family Claim|Claimant;Respondent
bc_pgt_statutory_property_guardianship_review|ca:bc|en|1|Statutory Property Guardianship Review|Adult;Nearest relative
bc_form_p10_affidavit_assets_liabilities|ca:bc|en|4|Affidavit of Assets and Liabilities for Domiciled Estate Grant|Deceased;Applicant
ab_surrogate_form_nc27_notice_to_beneficiaries|ca:ab|en|0|Notice to Beneficiaries (Residuary)|Personal representative;Beneficiary
ab_residential_tenancy_notice_of_objection_rtdrs|ca:ab|en|3|Notice of Objection to Tenancy Order|Objecting party;Other party
mb_family_conciliation_intake_referral|ca:mb|en|0|Family Conciliation Intake Referral|Parent one;Parent two
sk_provincial_court_youth_sentence_report|ca:sk|en|2|Youth Sentence Report|Young person;Youth worker
ns_supreme_family_maintenance_variation_application|ca:ns|en|0|Application to Vary Maintenance|Applicant;Respondent
nb_avis_demande_ordonnance_protection_urgence|ca:nb|fr|0|Demande d'ordonnance de protection d'urgence|Requérante;Intimé
on_avis_de_motion_tribunal_francophone_famille|ca:on|fr|0|Avis de motion en matière familiale|Auteur de la motion;Intimée
nl_provincial_court_small_claims_garnishee_summons|ca:nl|en|-|Garnishee Summons After Judgment|Judgment creditor;Judgment debtor;Garnishee contact
ca_ircc_imm5768_financial_evaluation_worksheet|ca|en|3|Financial Evaluation for Parents and Grandparents Sponsorship|Sponsor;Co-signer
ca_ei_reconsideration_request_record|ca|en|4|Request for Reconsideration of an EI Decision|Claimant;Employer contact
us_ca_fl410_order_to_show_cause_contempt|us:ca|en|0|Order to Show Cause and Affidavit for Contempt|Petitioner;Respondent
ny_civil_court_order_to_show_cause_vacate|us:ny|en|3|Order to Show Cause to Vacate Default Judgment|Movant;Landlord
tx_justice_court_small_claims_petition_citation|us:tx|en|-|Small Claims Petition and Citation|Plaintiff;Defendant
fl_12_913b_constructive_service_affidavit|us:fl|en|0|Affidavit of Diligent Search and Inquiry|Petitioner;Respondent
il_eviction_joint_action_summons_return|us:il|en|3|Eviction Summons Return of Service|Plaintiff;Defendant tenant
us_uscis_i912_fee_waiver_worksheet|us|en|4|Request for Fee Waiver Worksheet|Requestor;Household member
us_ssa_561_reconsideration_request|us|en|2|Request for Reconsideration|Claimant;Representative payee
us_eeoc_intake_questionnaire_record|us|en|-|Intake Questionnaire Record|Charging party;Witness;Supervisor named
us_solicitud_orden_alejamiento_acoso_civil|us|es|0|Solicitud de orden de alejamiento por acoso civil|Solicitante;Persona restringida
us_formulario_declaracion_ingresos_manutencion_az|us:az|es|0|Declaración de ingresos para manutención de menores|Declarante;Otra parte
us_peticion_tutela_menor_tribunal_testamentario|us|es|1|Petición de tutela de menor|Peticionario;Menor
uk_n244_application_notice_county_court|uk|en|-|Application Notice|Applicant;Respondent;Witness
ie_circuit_family_law_civil_bill_affidavit_welfare|ie|en|0|Affidavit of Welfare|Applicant;Respondent
au_qcat_minor_civil_dispute_application|au|en|-|Minor Civil Dispute Application|Applicant;Respondent
nz_tenancy_tribunal_application_urgent_hearing|nz|en|3|Application for Urgent Hearing|Tenant;Landlord
za_children_court_form_4_care_application|za|en|0|Application for Care and Contact|Applicant;Caregiver
in_hindu_marriage_act_section_13b_joint_petition|in|en|0|Joint Petition for Divorce by Mutual Consent|Petitioner one;Petitioner two
sg_family_justice_courts_personal_protection_form_119|sg|en|3|Application for Personal Protection Order|Complainant;Respondent
ke_magistrate_succession_p_and_a_5_affidavit|ke|en|1|Affidavit in Support of Petition for Letters|Petitioner;Deceased
fr_requete_tribunal_judiciaire_mesures_protection_majeur|fr|fr|1|Requête aux fins d'ouverture d'une mesure de protection|Requérant;Majeur à protéger
de_antrag_vereinfachtes_unterhaltsverfahren_amtsgericht|de|de|0|Antrag im vereinfachten Unterhaltsverfahren|Antragsteller;Antragsgegner
it_ricorso_decreto_ingiuntivo_canoni_locazione|it|it|-|Ricorso per decreto ingiuntivo per canoni non pagati|Ricorrente;Conduttore
es_demanda_juicio_verbal_desahucio_precario|es|es|3|Demanda de juicio verbal de desahucio por precario|Demandante;Demandado
nl_verzoekschrift_kantonrechter_bewind_instelling|nl|nl|1|Verzoekschrift tot instelling van bewind|Verzoeker;Rechthebbende
pt_peticao_inicial_divorcio_sem_consentimento|pt|pt|0|Petição inicial de divórcio sem consentimento|Autora;Réu
dk_ansoegning_fri_proces_familieretshuset|dk|da|0|Ansøgning om fri proces|Ansøger;Modpart
mx_escrito_inicial_juicio_oral_familiar_guarda|mx|es|0|Escrito inicial de juicio oral familiar sobre guarda y custodia|Actora;Demandado
br_peticao_inicial_alimentos_gravidicos|br|pt|2|Petição inicial de alimentos gravídicos|Requerente;Requerido
""".strip()

KINDS = []
for _i, _row in enumerate(_KINDS.splitlines()):
    _kind, _jurs, _lang, _kin, _title, _roles = _row.split("|")
    KINDS.append(
        {
            "kind": _kind,
            "jurs": _jurs,
            "lang": _lang,
            "kin": None if _kin == "-" else int(_kin),
            "title": _title,
            "roles": _roles.split(";"),
            "shape": SHAPES[_i % len(SHAPES)],
        }
    )
