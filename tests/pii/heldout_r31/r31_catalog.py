"""Round-31 document kinds, one line each: ``kind|jurisdiction|language|kin|genre|title|role;role`` (kin: index
into the language's list headings, ``-`` for none; a role ending ``/f`` or ``/m`` fixes the party's sex where the
language marks it in the role). Layouts are dealt out in turn, five kinds each."""

from __future__ import annotations

SHAPES = (
    "mailing_list_digest_issue",
    "paren_column_pleading_caption",
    "condensed_transcript_page",
    "eighty_column_card_images",
    "djot_markup_document",
    "postscript_show_string_program",
    "asn1_value_notation_record",
    "vbnet_anonymous_type_initializer",
    "haskell_ghci_record_literal",
    "oai_pmh_dublin_core_record_xml",
)

_KINDS = """
on_ocj_motion_to_change_support_narrative_affidavit|ca:on|en|0|affidavit|Affidavit in Support of a Motion to Change (Form 15A)|Moving party;Responding party
on_hrto_application_narrative_of_discriminatory_events|ca:on|en|-|statement|Application under Part IV of the Human Rights Code|Applicant;Personal respondent
on_cicb_victim_compensation_hearing_reasons_for_decision|ca:on|en|5|reasons|Application for Compensation: Reasons for Decision|Applicant;Offender
on_ltb_t1_rent_rebate_hearing_transcript_excerpt|ca:on|en|1|transcript|Tenant Application for a Rebate of Money: Hearing Excerpt|Tenant;Landlord
on_formule_8a_requete_en_divorce_recit_des_faits|ca:on|fr|0|affidavit|Requête en divorce (formule 8A) : exposé des faits|Requérante/f;Intimé/m
qc_tal_decision_motifs_resiliation_bail_troubles_voisinage|ca:qc|fr|1|reasons|Décision : résiliation du bail pour troubles de jouissance|Locateur/m;Locataire
qc_lettre_mise_en_demeure_vices_caches_vente_residence|ca:qc|fr|-|letter|Mise en demeure : vices cachés|Acheteuse/f;Vendeur/m
qc_interrogatoire_prealable_transcription_accident_routier|ca:qc|fr|-|transcript|Interrogatoire préalable à l'instruction|Demanderesse/f;Défendeur/m
qc_declaration_assermentee_vie_maritale_conjoints_de_fait|ca:qc|fr|0|affidavit|Déclaration sous serment de vie maritale|Déclarante/f;Conjoint de fait/m
qc_rapport_evaluation_psychosociale_garde_recit_entrevues|ca:qc|fr|0|report|Rapport d'évaluation psychosociale|Mère/f;Père/m
bc_rtb_dispute_decision_reasons_return_of_security_deposit|ca:bc|en|-|reasons|Dispute Resolution Decision: Return of Security Deposit|Tenant;Landlord
bc_pgt_referral_letter_suspected_financial_abuse_older_adult|ca:bc|en|3|letter|Referral: Suspected Financial Abuse of an Adult|Adult;Alleged abuser
bc_icbc_examination_under_oath_transcript_excerpt_injury_claim|ca:bc|en|-|transcript|Examination Under Oath: Injury Claim|Claimant;Other driver
ab_application_for_trusteeship_supporting_narrative_affidavit|ca:ab|en|2|affidavit|Affidavit in Support of an Application for Trusteeship|Proposed trustee;Represented adult
mb_cfs_permanent_order_case_plan_summary_letter|ca:mb|en|0|letter|Case Plan Summary: Permanent Order Application|Parent;Other parent
sk_ombudsman_complaint_investigation_summary_letter|ca:sk|en|1|letter|Summary of Complaint Investigation|Complainant;Family member
ns_family_division_parenting_affidavit_narrative_of_events|ca:ns|en|0|affidavit|Affidavit: Parenting Arrangements|Applicant;Respondent
nb_rapport_enquete_plainte_foyer_de_soins_speciaux|ca:nb|fr|6|report|Rapport d'enquête : plainte visant un foyer de soins|Plaignante/f;Résident/m
nl_labour_standards_unpaid_wages_claim_narrative_letter|ca:nl|en|6|letter|Claim for Unpaid Wages: Statement of Facts|Employee;Employer
nu_court_of_justice_peace_bond_hearing_transcript_excerpt|ca:nu|en|1|transcript|Peace Bond Hearing: Excerpt|Informant;Defendant
ca_irb_rpd_hearing_transcript_credibility_findings_excerpt|ca|en|2|transcript|Refugee Protection Hearing: Transcript Excerpt|Claimant;Associate claimant
ca_sst_appeal_division_leave_to_appeal_reasons_ei_misconduct|ca|en|-|reasons|Decision on Leave to Appeal: Employment Insurance|Claimant;Added party
us_ca_fl_320_responsive_declaration_narrative_attachment|us:ca|en|0|statement|Responsive Declaration to Request for Order: Attachment|Respondent;Petitioner
ny_family_court_article_10_neglect_petition_narrative_allegations|us:ny|en|0|statement|Petition (Child Neglect): Allegations|Respondent parent;Person legally responsible
tx_dfps_emergency_removal_affidavit_narrative_of_facts|us:tx|en|5|affidavit|Affidavit in Support of Emergency Removal|Mother/f;Father/m
fl_circuit_final_judgment_dissolution_findings_of_fact|us:fl|en|0|reasons|Final Judgment of Dissolution of Marriage: Findings|Petitioner;Respondent
il_dcfs_unfounded_report_notification_letter_to_subject|us:il|en|0|letter|Notice of Unfounded Report|Subject of report;Relative who reported
us_ssa_alj_hearing_transcript_excerpt_disability_onset|us|en|1|transcript|Hearing Transcript: Disability Claim|Claimant;Witness
us_uscis_credible_fear_interview_worksheet_narrative_notes|us|en|2|notes|Credible Fear Interview: Narrative Notes|Applicant;Dependent spouse
us_declaracion_narrativa_autopeticion_vawa_es|us|es|0|statement|Declaración personal: autopetición VAWA|Declarante;Cónyuge
us_carta_aviso_audiencia_tribunal_menores_es|us:nm|es|0|letter|Aviso de audiencia: Tribunal de Menores|Madre/f;Padre/m
wa_dcyf_shelter_care_hearing_report_narrative|us:wa|en|0|report|Shelter Care Hearing Report|Mother/f;Father/m
ga_superior_court_deposition_transcript_wrongful_death_excerpt|us:ga|en|4|transcript|Deposition in a Wrongful Death Action (Excerpt)|Deponent/m;Surviving spouse/f
uk_cafcass_section_7_welfare_report_narrative|uk|en|0|report|Section 7 Report|Mother/f;Father/m
ie_wrc_adjudication_officer_decision_narrative_unfair_dismissal|ie|en|-|reasons|Adjudication Officer Decision: Unfair Dismissal|Complainant;Supervisor
au_fwc_unfair_dismissal_conciliation_transcript_excerpt|au|en|6|transcript|Unfair Dismissal Conciliation: Transcript Excerpt|Applicant;Manager
nz_era_determination_reasons_personal_grievance|nz|en|6|reasons|Determination of the Employment Relations Authority|Applicant;Former manager
za_ccma_arbitration_award_reasons_narrative|za|en|6|reasons|Arbitration Award|Applicant;Chairperson of the disciplinary hearing
in_family_court_mediation_centre_settlement_narrative|in|en|0|report|Mediation Report and Settlement Terms|Wife/f;Husband/m
sg_small_claims_tribunal_hearing_notes_narrative|sg|en|-|notes|Small Claims Tribunal: Hearing Notes|Claimant;Respondent
ke_elrc_witness_statement_narrative_unfair_termination|ke|en|6|statement|Claimant's Witness Statement|Claimant;Supervisor
ng_lagos_high_court_statement_on_oath_witness_narrative|ng|en|2|statement|Witness Statement on Oath|Claimant;Defendant
fr_lettre_recommandee_conge_bailleur_reprise_habitation|fr|fr|1|letter|Congé pour reprise : lettre recommandée avec avis de réception|Bailleresse/f;Locataire
es_acta_conciliacion_smac_despido_relato_hechos|es|es|-|transcript|Acta de conciliación: despido|Trabajadora/f;Encargado/m
mx_escrito_queja_derechos_humanos_narracion_hechos|mx|es|2|statement|Escrito de queja: narración de hechos|Quejosa/f;Agraviado/m
br_termo_audiencia_conciliacao_juizado_especial_civel_relato|br|pt|-|transcript|Termo de audiência de conciliação|Reclamante;Reclamado
de_widerspruchsschreiben_jobcenter_bescheid_sachverhalt|de|de|5|letter|Widerspruch gegen den Bewilligungsbescheid|Widerspruchsführerin/f;Partner der Bedarfsgemeinschaft
it_verbale_udienza_tribunale_minorenni_audizione_genitori|it|it|0|transcript|Verbale di udienza: audizione dei genitori|Madre/f;Padre/m
nl_bezwaarschrift_uwv_ww_uitkering_toelichting_feiten|nl|nl|-|letter|Bezwaarschrift tegen het besluit over de WW-uitkering|Bezwaarmaker;Werkgever
se_overklagande_forsakringskassan_beslut_skrivelse|se|sv|5|letter|Överklagande av beslut om bostadsbidrag|Klagande;Make
"""


def _parse():
    out = []
    for i, row in enumerate(_KINDS.strip().splitlines()):
        kind, jurs, lang, kin, genre, title, roles = row.split("|")
        roles = [r.partition("/") for r in roles.split(";")]
        out.append(
            {
                "kind": kind,
                "jurs": jurs,
                "lang": lang,
                "kin": None if kin == "-" else int(kin),
                "genre": genre,
                "title": title,
                "roles": [r[0] for r in roles],
                "sexes": [{"f": True, "m": False}.get(r[2]) for r in roles],
                "shape": SHAPES[i % len(SHAPES)],
            }
        )
    return out


KINDS = _parse()
