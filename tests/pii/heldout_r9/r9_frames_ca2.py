"""Canadian frames, part 2: Québec, exports, e-mail, benefits, payments and online evidence."""

from __future__ import annotations

import random

import r9_decoys as dc
import r9_ids as ids
from r9_frames_ca import email, judge_ca, url
from r9_kit import Ctx, Doc


def affidavit_fr(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("affidavit", "ca", "affidavit_open")
    d.t("No : ").d(dc.court_file_ca(r), "court_file").t(
        "\n\nDÉCLARATION SOUS SERMENT\n\nJe, soussigné(e), "
    ).p(p)
    d.t(", domicilié(e) au ").ca_addr(r, "QC").t(
        ", affirme solennellement ce qui suit :\n\n1. Je suis née le "
    )
    d.s(ids.date_fmt(r, ids.rand_dob(r), "fr"), "DATE_OF_BIRTH").t(
        " ; mon numéro d'assurance sociale est le "
    )
    d.s(ids.sin_fmt(r), "SIN").t(".\n2. Le ").d(dc.other_date(r, "fr"), "date").t(
        ", j'ai croisé mon voisin, "
    )
    q = c.person()
    return d.p(q).t(", au ").d("Palais de justice de Montréal", "building").t(".")


def judgment_qc(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("judgment", "ca", "judgment_para")
    d.t("COUR SUPÉRIEURE\nNo : ").d(dc.court_file_ca(r), "court_file").t(
        "\nSOUS LA PRÉSIDENCE DE L'HONORABLE "
    )
    d.d(c.latin_person().caps() + ", J.C.S.", "judge").t("\n\n[").t(str(r.randint(3, 60))).t(
        "] La demanderesse, "
    ).p(p)
    d.t(", née le ").s(ids.date_fmt(r, ids.rand_dob(r), "fr"), "DATE_OF_BIRTH").t(", réside au ").ca_addr(
        r, "QC"
    )
    d.t(". Elle reproche à ").p(q).t(" d'avoir manqué à ses obligations au sens de l'").d(
        "art. 1457 C.c.Q.", "statute"
    )
    return (
        d.t(" (voir ")
        .d(r.choice(dc.CASE_NAMES), "case_name")
        .t(", ")
        .d(dc.citation_ca(r), "citation")
        .t(").")
    )


def csv_export(r: random.Random, c: Ctx) -> Doc:
    d = Doc("csv", "ca", "csv")
    d.t("client_id,last_name,first_name,date_of_birth,phone,email,postal_code\n")
    for p in c.people(r.randint(2, 4)):
        d.d(f"C{ids.digits(r, 6)}", "reference").t(",").p(p, "surname").t(",").p(p, "given_only")
        d.t(",").s(ids.date_fmt(r, ids.rand_dob(r), "na").replace(",", ""), "DATE_OF_BIRTH").t(",").s(
            ids.phone_fmt(r).replace(",", ""), "PHONE"
        )
        d.t(",")
        email(d, r, p).t(",").s(ids.ca_postal(r, r.choice(["ON", "QC", "BC", "AB"])), "POSTAL_CODE").t("\n")
    return d


def email_thread(r: random.Random, c: Ctx) -> Doc:
    a, b, x = c.people(3)
    d = Doc("email", "ca", "header_fields", "cc_line")
    d.t("From: ").p(a).t(" <")
    email(d, r, a).t(">\nTo: ").p(b).t(" <")
    email(d, r, b).t(">\nCc: ").p(x, r.choice(["full", "surname_comma"])).t("\nDate: ").d(
        dc.other_date(r), "date"
    )
    d.t("\nSubject: RE: ").d(r.choice(dc.CASE_NAMES), "case_name").t(" — invoice ").d(
        dc.phone_shaped(r), "invoice"
    )
    d.t("\n\nHi ").p(b, "given_only").t(",")
    d.t("\n\nMy new cell is ").s(ids.phone_fmt(r), "PHONE").t(" and I logged in to the portal from ").s(
        ids.ipv4(r), "IP_ADDRESS"
    )
    return d.t(" (app ").d(dc.version(r), "version").t("). Thanks,\n").p(a, r.choice(["given_only", "full"]))


def benefits_claim(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    prov = r.choice(["on", "on", "bc", "qc", "mb", "ns"])
    dob = ids.rand_dob(r)
    d = Doc("insurance", "ca", "form_fields", "surname_first")
    d.tags.append(f"hc:{prov}")
    d.t("APPLICATION FOR ACCIDENT BENEFITS (OCF-1)\nInsurer claim no.: ").d(dc.sin_shaped(r), "claim_number")
    d.t("\nLast name, first name: ").p(p, r.choice(["surname_comma", "surname_first"])).t(
        "\nBirth date (yyyy/mm/dd): "
    )
    d.s(f"{dob[0]}/{dob[1]:02d}/{dob[2]:02d}", "DATE_OF_BIRTH").t("\nProvincial health card: ").s(
        ids.health_card(r, prov, p, dob), "HEALTH_CARD"
    )
    d.t("\nSocial insurance no.: ").s(ids.sin_fmt(r), "SIN").t("\nDate of accident: ").d(
        dc.other_date(r), "date"
    )
    d.t("\nTreating clinic: ").d(r.choice(dc.COMPANIES), "company").t(" (tel. ").d(
        dc.phone_shaped(r), "reference"
    )
    return d.t(" is the clinic's fax, not the applicant's)")


def online_profile(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("judgment", "ca", "judgment_para", "after_verb")
    d.t("[").t(str(r.randint(5, 70))).t("] The plaintiff says that the defendant ").p(p).t(
        " defamed her on a blog at "
    )
    url(d, r, p).t(" and in posts that tagged ").p(q, r.choice(["full", "given_only"])).t(
        ". The posts were made from "
    )
    d.s(ids.ipv4(r), "IP_ADDRESS").t(
        ", an address the defendant's Internet provider linked to his account on "
    )
    d.d(dc.other_date(r), "date").t(". Small claims jurisdiction under ").d(
        "Courts of Justice Act, s. 23", "statute"
    )
    return d.t(" is not disputed; see ").d(dc.citation_ca(r), "citation").t(".")


def payment_ca(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    kind, num = ids.card_fmt(r)
    d = Doc("intake", "ca", "form_fields")
    fr = r.random() < 0.5
    d.t(
        "AUTORISATION DE PAIEMENT\nTitulaire de la carte : "
        if fr
        else "PAYMENT AUTHORIZATION\nName on card: "
    ).p(p)
    d.t(f"\n{kind} : " if fr else f"\n{kind}: ").s(num, "CREDIT_CARD").t(
        "\nCourriel : " if fr else "\nEmail: "
    )
    email(d, r, p).t("\nAdresse : " if fr else "\nBilling address: ").ca_addr(r, "QC" if fr else None)
    return (
        d.t("\nMandat : " if fr else "\nRetainer: ")
        .d(f"{r.choice(dc.LAW_FIRMS)}", "law_firm")
        .t(" / ")
        .d(dc.ssn_shaped(r), "invoice")
    )


def endorsement(r: random.Random, c: Ctx) -> Doc:
    a, b, w = c.people(3)
    d = Doc("order", "ca", "titled", "possessive")
    d.t("ENDORSEMENT\n").d(dc.court_file_ca(r), "court_file").t(" — ").d(r.choice(dc.CASE_NAMES), "case_name")
    d.t("\n\n[1] The applicant, " + r.choice(["Mr ", "Mr. ", "Ms ", "Ms. ", "Mx. "])).p(a, "init_surname")
    d.t(", and the respondent, " + r.choice(["Mrs ", "Ms. ", "Mr. "])).p(
        b, r.choice(["surname", "init_surname", "full"])
    )
    d.t(", attended by videoconference. ").p(b, "surname").t("'s sister, ").p(w).t(r.choice([", ", " "]))
    d.t("filed a letter from ").d(r.choice(dc.COMPANIES), "company").t(". The motion under ").d(
        r.choice(dc.STATUTES_CA), "statute"
    )
    d.t(" is adjourned to ").d(dc.other_date(r), "date").t(", before ").d(judge_ca(r, c), "judge").t(".")
    return d


FRAMES = [
    affidavit_fr,
    judgment_qc,
    csv_export,
    email_thread,
    benefits_claim,
    online_profile,
    payment_ca,
    endorsement,
]
