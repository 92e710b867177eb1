"""Documents from the UK, Ireland, Australia, New Zealand, India, South Africa, Singapore and elsewhere."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email, sign, url_with_name
from r10_places import address, dob, event_date, put_dob, put_event

JURS = ("uk", "ie", "au", "nz", "in", "za", "sg", "ke", "my")


def et_judgment(rng, pool) -> Doc:
    jur = rng.choice(["uk", "uk", "ie", "au", "nz", "za", "sg"])
    d = Doc("judgment", "prose", jur)
    c = pool.any()
    d.t("Neutral Citation Number: ").x(dc.citation(rng, jur), "citation").t("\nCase No: ").x(
        dc.court_file(rng, jur), "court_file"
    )
    d.t("\n\nBefore: ").x(dc.judge(rng, jur), "judge").t("\n\nBetween:\n").n(c, "caps").t(
        "\tClaimant\n- and -\n"
    )
    d.x(dc.company(rng), "company").t("\tRespondent\n\nJUDGMENT\n\n1. The claimant, ")
    d.t(rng.choice(["Mrs ", "Mr ", "Ms ", ""])).n(c, rng.choice(["init", "full"])).t(", was employed from ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(". She lives at ")
    address(d, rng, jur)
    d.t(".\n\n2. I heard from ").n(c, rng.choice(["family", "given"])).t(
        " and from her former line manager, "
    )
    d.n(pool.any(), "full").t(". ").n(c, "family").t(
        "'s account was the more reliable.\n\n3. The claim under "
    )
    d.x(dc.statute(rng, "uk"), "statute").t(" succeeds. ").x(dc.case_name(rng, jur), "case_name").t(
        " is distinguishable."
    )
    return d


def ie_letter(rng, pool) -> Doc:
    jur = rng.choice(["ie", "uk", "ie"])
    d = Doc("letter", "prose", jur)
    r = pool.of("ga-IE", "en-IE", "pl-PL", "pt-BR", "en-GB", "ro-RO")
    d.x(dc.law_firm(rng), "law_firm").t("\nSolicitors\n\nOur ref: ").x(
        dc.ssn_like_ref(rng), "reference_number"
    ).t("\n\n")
    d.n(r, "full").t("\n")
    address(d, rng, jur)
    d.t("\n\n" + rng.choice(["A chara,", "Dear ", "Dear Ms "]))
    if not d.text.endswith(","):
        d.n(r, rng.choice(["given", "family"])).t(",")
    d.t(
        "\n\nWe confirm receipt of the settlement monies. The balance will be transferred to your account IBAN "
    )
    d.p(ids.iban(rng, "IE" if jur == "ie" else "GB"), "IBAN").t(" within five working days.")
    d.t(" Please ring ").p(ids.intl_phone(rng, jur), "PHONE").t(
        " if anything is unclear.\n\nYours sincerely,\n\n"
    )
    d.x(dc.law_firm(rng), "law_firm")
    return d


def au_declaration(rng, pool) -> Doc:
    jur = rng.choice(["au", "nz"])
    d = Doc("statutory_declaration", "prose", jur)
    p = (
        pool.of("en-AU", "mi-NZ", "el-GR", "vi-VN", "zh-CN", "it-IT", "so-SO")
        if jur == "au"
        else pool.of("mi-NZ", "en-GB", "fil-PH", "ko-KR")
    )
    d.t("STATUTORY DECLARATION\n\nI, ").n(p, "full").t(", of ")
    address(d, rng, jur)
    d.t(
        ", "
        + rng.choice(["retail assistant", "farmer", "nurse", "student"])
        + ", make the following declaration:\n\n"
    )
    d.t("1. I was born on ")
    put_dob(d, dob(rng, rng.choice(["uk_long", "dots", "words"])))
    d.t(".\n2. My former partner, ").n(pool.any(), "full").t(", left the property in ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(".\n3. I can be contacted on ").p(ids.intl_phone(rng, jur), "PHONE").t(" or ").p(
        email(rng, p), "EMAIL"
    ).t(".\n\n")
    d.t("Declared at ").x(dc.place(rng), "place").t(" before me, ").x(dc.official(rng, jur), "official").t(
        "."
    )
    return d


def in_agreement(rng, pool) -> Doc:
    d = Doc("rental_agreement", "prose", "in")
    o, t = (
        pool.of("en-IN", "hi-IN", "ta-IN", "pa-Latn", "bn-BD"),
        pool.of("en-IN", "hi-IN", "ta-IN", "pa-IN", "en-IN"),
    )
    d.t("RENT AGREEMENT\n\nThis agreement is made at ").x(
        rng.choice(["Bengaluru", "Hyderabad", "Noida"]), "place"
    ).t(" on ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(" between ").n(o, "full").t(" (hereinafter the LESSOR) and ").n(t, "full").t(", aged ")
    d.t(f"{rng.randint(22, 60)} years, residing at ")
    address(d, rng, "in")
    d.t(" (hereinafter the LESSEE).\n\nLessee mobile: ").p(ids.intl_phone(rng, "in"), "PHONE")
    d.t("\nLessee e-mail: ").p(email(rng, t), "EMAIL").t("\n\nThe matter is governed by ").x(
        dc.statute(rng, "in"), "statute"
    )
    d.t(". Compare ").x(dc.citation(rng, "in"), "citation").t(".")
    sign(d, rng, o, "LESSOR")
    sign(d, rng, t, "LESSEE")
    return d


def za_contract(rng, pool) -> Doc:
    d = Doc("contract", rng.choice(["header_fields", "prose"]), "za")
    c = pool.of("zu-ZA", "af-ZA", "en-GB", "pt-BR", "so-SO")
    d.t("SALE AGREEMENT\n\nSeller(s): ").n(c, "full").t("\nPurchaser: ").x(dc.company(rng), "company")
    d.t("\nSeller's address: ")
    address(d, rng, "za")
    d.t("\nSeller's date of birth: ")
    put_dob(d, dob(rng, rng.choice(["iso", "uk_long"])))
    d.t("\nSeller's telephone: ").p(ids.intl_phone(rng, "za"), "PHONE").t("\nBank account for transfer: ")
    d.p(f"{rng.randint(10, 99)}{rng.randint(10000000, 99999999)}", "BANK_ACCOUNT").t(" (branch 250655)")
    d.t("\nMatter reference: ").x(dc.court_file(rng, "za"), "court_file")
    sign(d, rng, c, "Seller")
    return d


def sg_email(rng, pool) -> Doc:
    jur = rng.choice(["sg", "my", "ke", "sg"])
    d = Doc("email", "email", jur)
    s, r = pool.of("zh-Latn", "ms-MY", "en-IN", "ta-IN", "zh-CN", "sw-KE"), pool.latin()
    d.t("From: ").p(email(rng, s), "EMAIL").t("\nTo: ").n(r, "full").t(" <").p(email(rng, r), "EMAIL").t(
        ">\nSubject: tenancy\n\n"
    )
    d.t("Hi ").n(r, "given").t(",\n\nThe unit at ")
    address(d, rng, jur)
    d.t(" is available from ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(". My wife ").n(pool.any(), "given").t(" will pass the keys. WhatsApp me at ").p(
        ids.intl_phone(rng, jur), "PHONE"
    ).t(".\n\nRegards,\n")
    d.n(s, "full")
    return d


def iban_transfer(rng, pool) -> Doc:
    jur = rng.choice(["uk", "ie", "ie", "uk"])
    d = Doc("payment_instruction", rng.choice(["table", "header_fields"]), jur)
    p = pool.any()
    d.t("Payment instruction\n\nBeneficiary: ").n(p, rng.choice(["caps", "full", "sf"])).t("\nIBAN: ").p(
        ids.iban(rng), "IBAN"
    )
    d.t("\nBeneficiary address: ")
    address(d, rng, jur)
    d.t("\nReference: ").x(dc.phone_like_ref(rng), "reference_number").t("\nInstructing party: ").x(
        dc.law_firm(rng), "law_firm"
    )
    d.t("\nContact: ").p(email(rng, p), "EMAIL").t("\n")
    dc.ref(d, rng, jur)
    return d


def tribunal_intl(rng, pool) -> Doc:
    jur = rng.choice(["nz", "au", "uk", "ie", "sg", "in"])
    d = Doc("tribunal_decision", "prose", jur)
    a, b = pool.any(), pool.any()
    d.t(
        rng.choice(
            [
                "Tenancy Tribunal",
                "Fair Work Commission",
                "First-tier Tribunal (Immigration and Asylum Chamber)",
                "Workplace Relations Commission",
                "Small Claims Tribunals",
            ]
        )
        + "\n"
    )
    d.x(dc.citation(rng, jur), "citation").t("\n\nApplicant: ").n(a, rng.choice(["full", "sf"])).t(
        "\nRespondent: "
    ).n(b, "full")
    d.t("\nAdjudicator: ").x(dc.member(rng), "official").t("\n\n1. ").n(a, "given").t(" says that ").n(
        b, "given"
    )
    d.t(rng.choice([" kept the bond.", " withheld wages.", " never returned the deposit."]))
    d.t(" The applicant was born on ")
    put_dob(d, dob(rng, "uk_long"))
    d.t(" and is therefore within the age band. Notices were sent to ")
    address(d, rng, jur)
    d.t(".\n\n2. ").x(dc.public_figure(rng), "public_figure").t(
        " is quoted on the respondent's website; that is irrelevant."
    )
    return d


def blog_url(rng, pool) -> Doc:
    jur = rng.choice(JURS)
    d = Doc("social_media_evidence", "list", jur)
    p = pool.latin()
    d.t("Exhibit list — online posts\n\n1. Post by ").n(p, "full").t(": ").p(url_with_name(rng, p), "URL").t(
        "\n"
    )
    d.t("2. Uploader IP (per disclosure order): ").p(ids.ipv4(rng), "IP_ADDRESS").t("\n3. App version ").x(
        dc.version(rng), "version"
    )
    d.t("\n4. Comment by ").n(pool.any(), "full").t(" mentioning ").x(
        dc.public_figure(rng), "public_figure"
    ).t("\n")
    return d


FRAMES = (
    et_judgment,
    ie_letter,
    au_declaration,
    in_agreement,
    za_contract,
    sg_email,
    iban_transfer,
    tribunal_intl,
    blog_url,
)
