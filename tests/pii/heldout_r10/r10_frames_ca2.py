"""More Canadian documents: leases, e-mails, transcripts, estates, exports, intake forms."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email, plain_url, sign, url_with_name
from r10_places import ca_address, dob, event_date, put_dob, put_event


def lease(rng, pool) -> Doc:
    d = Doc("lease", "header_fields", "ca")
    t1, t2 = pool.any(), pool.any()
    d.t(
        rng.choice(
            [
                "Residential Tenancy Agreement (Standard Form of Lease)",
                "BAIL DE LOGEMENT",
                "Lease — Schedule A",
            ]
        )
        + "\n\n"
    )
    d.t("Landlord: ").x(dc.company(rng), "company").t("\nTenant(s): ").n(t1, "full").t(
        rng.choice([" and ", " & ", "; "])
    ).n(t2, "full")
    d.t("\nRental unit: ")
    ca_address(d, rng)
    d.t("\nTenant contact: ").p(ids.nanp(rng, "ca"), "PHONE").t(" / ").p(email(rng, t1), "EMAIL")
    d.t("\nTerm begins: ")
    put_event(d, event_date(rng, rng.choice(["iso", "us_long"])))
    d.t("\nRent: $" + f"{rng.randint(9, 32) * 100:,}" + " per month, pre-authorized debit from ").p(
        ids.ca_bank(rng), "BANK_ACCOUNT"
    )
    d.t("\n\nThe Tenant, ").n(t1, "given").t(", agrees that no smoking is permitted. Guarantor: ").n(
        pool.any(), "sf_plain"
    ).t(".")
    d.t("\nThis lease follows the form prescribed under ").x(dc.statute(rng, "ca"), "statute").t(".")
    return d


def email_msg(rng, pool) -> Doc:
    d = Doc("email", "email", "ca")
    snd, rcp = pool.latin(), pool.any()
    d.t("From: ").n(snd, "full").t(" <").p(email(rng, snd), "EMAIL").t(">\nTo: ")
    if rng.random() < 0.5:
        d.n(rcp, "full").t(" <").p(email(rng, rcp), "EMAIL").t(">")
    else:
        d.p(email(rng, rcp), "EMAIL")
    d.t("\nDate: ")
    put_event(d, event_date(rng, "short"))
    d.t(
        "\nSubject: "
        + rng.choice(
            [
                "RE: documents for the hearing",
                "Fwd: insurance claim",
                "question about the will",
                "Objet : dossier",
            ]
        )
    )
    d.t("\n\n" + rng.choice(["Dear ", "Hi ", "Bonjour ", "Hello "])).n(rcp, rng.choice(["given", "full"])).t(
        ",\n\n"
    )
    d.t(rng.choice(["Please find attached the signed copy. ", "Thanks for calling back. ", "As discussed, "]))
    d.t(rng.choice(["My cousin ", "Our neighbour ", "A friend, "])).n(pool.latin(), "given").t(
        " can bring the originals on Friday. "
    )
    if rng.random() < 0.5:
        d.t("The photos are here: ").p(plain_url(rng), "URL").t(" ")
    else:
        d.t("The fundraiser page is ").p(url_with_name(rng, snd), "URL").t(" ")
    d.t("Our reference is PO ").x(dc.phone_like_ref(rng), "reference_number").t(".")
    sign(d, rng, snd, rng.choice([None, "Office Manager", "Parent"]), ids.nanp(rng, "ca"))
    d.t("\n").x(dc.company(rng), "company")
    return d


def transcript(rng, pool) -> Doc:
    d = Doc("discovery_transcript", "transcript", "ca")
    w = pool.any()
    d.t("EXAMINATION FOR DISCOVERY of ").n(w, "caps").t(", the " + rng.choice(["plaintiff", "defendant"]))
    d.t(", held at the offices of ").x(dc.law_firm(rng), "law_firm").t(", on ")
    put_event(d, event_date(rng, "us_long"))
    d.t(".\n\n").n(w, "caps").t(": AFFIRMED.\n\nEXAMINATION BY COUNSEL FOR THE DEFENDANT:\n\n")
    d.t("1. Q. Please state your full name for the record.\n   A. ").n(w, "full").t(".\n")
    d.t("2. Q. And your date of birth?\n   A. ")
    put_dob(d, dob(rng, rng.choice(["us_long", "uk_long"])))
    d.t(".\n3. Q. Where do you live?\n   A. ")
    ca_address(d, rng)
    d.t(".\n4. Q. Who else lives there?\n   A. My partner, ").n(pool.any(), "given").t(", and our kid ").n(
        pool.latin(), "given"
    ).t(".\n")
    d.t("5. Q. Have you ever been diagnosed with ").x(dc.disease(rng), "eponym").t("?\n   A. No.\n")
    d.t("6. Q. Your cell number is still ").p(ids.nanp(rng, "ca"), "PHONE").t("?\n   A. Yes.\n\n")
    d.n(w, "caps_family").t(rng.choice([": I want to add something.", ": Can we take a break?"]))
    d.t("\n\nCOUNSEL: Undertaking noted.")
    return d


def will(rng, pool) -> Doc:
    d = Doc("will", "prose", "ca")
    t = pool.any()
    kids = [pool.any() for _ in range(rng.randint(2, 4))]
    d.t("LAST WILL AND TESTAMENT\n\nThis is the last will of me, ").n(t, "full").t(", of ")
    ca_address(d, rng)
    d.t(
        ".\n\n1. I revoke all former wills.\n\n2. I appoint my "
        + rng.choice(["daughter", "son", "friend", "niece"])
        + " "
    )
    ex = pool.any()
    d.n(ex, "full").t(" as Estate Trustee. If ").n(ex, "given").t(" is unable to act, I appoint ").x(
        dc.company(rng), "company"
    )
    d.t(
        ".\n\n3. I give the residue of my estate in equal shares to those of my children who survive me, namely:\n"
    )
    for i, k in enumerate(kids):
        d.t(f"   ({chr(97 + i)}) ").n(k, rng.choice(["full", "caps"])).t(";\n")
    d.t("\n4. I give my " + rng.choice(["piano", "truck", "coin collection"]) + " to my grandson ").n(
        pool.latin(), "given"
    ).t(".\n\n")
    d.t("SIGNED by the testator in our presence on ")
    put_event(d, event_date(rng, "words"))
    d.t(".\n\nWitness 1: ").n(pool.any(), rng.choice(["full", "caps"])).t("\nWitness 2: ").n(
        pool.any(), "full"
    )
    return d


def csv_export(rng, pool) -> Doc:
    d = Doc("csv_export", "csv", "ca")
    with_hc = rng.random() < 0.5
    d.t("employee_id,last_name,first_name,dob,sin," + ("ohip," if with_hc else "") + "postal_code,phone\n")
    for _ in range(rng.randint(3, 5)):
        p = pool.any()
        d.t(f"E{rng.randint(10000, 99999)},").n(p, "family").t(",").n(p, "given").t(",")
        put_dob(d, dob(rng, rng.choice(["iso", "slash_ymd"])))
        d.t(",").p(ids.sin(rng).replace(" ", "-"), "SIN").t(",")
        if with_hc:
            d.hcard(ids.on_health(rng).replace(" ", ""), "on").t(",")
        d.p(ids.ca_postal(rng), "POSTAL_CODE").t(",").p(ids.nanp(rng, "ca").split(",")[0], "PHONE").t("\n")
    d.t(f"# exported by HRIS {rng.choice(['v', 'build '])}").x(dc.version(rng), "version").t("\n")
    return d


def intake(rng, pool) -> Doc:
    d = Doc("intake_form", "header_fields", "ca")
    c = pool.any()
    prov = rng.choice(["on", "bc", "bc"])
    d.t(
        rng.choice(
            ["Legal Clinic — Client Intake", "Refugee Law Office — Intake Sheet", "Duty Counsel Intake"]
        )
        + "\n"
    )
    d.t("Name of client: ").n(c, rng.choice(["full", "caps", "sf"])).t("\nPreferred name: ").n(c, "given")
    d.t("\nDate of birth (YYYY/MM/DD): ")
    put_dob(d, dob(rng, "slash_ymd"))
    d.t("\nHealth card #: ")
    if prov == "on":
        d.hcard(ids.on_health(rng), "on")
    else:
        d.hcard(ids.bc_phn(rng), "bc")
    d.t("\nPhone: ").p(ids.nanp(rng, "ca"), "PHONE").t(
        rng.choice(["  (ok to leave message)", "", " — text only"])
    )
    d.t("\nEmail: ").p(email(rng, c), "EMAIL").t("\nAddress: ")
    ca_address(d, rng)
    d.t("\nOpposing party: ").n(pool.any(), "full").t("\nConflict check: cleared against ").x(
        dc.company(rng), "company"
    )
    d.t("\nNotes: client referred by ").x(dc.official(rng, "ca"), "official").t(".")
    return d


def poa(rng, pool) -> Doc:
    d = Doc("power_of_attorney", "prose", "ca")
    g, a = pool.any(), pool.any()
    d.t("CONTINUING POWER OF ATTORNEY FOR PROPERTY\n\nI, ").n(g, "full").t(", born ")
    put_dob(d, dob(rng, rng.choice(["uk_long", "iso"])))
    d.t(", of ")
    ca_address(d, rng)
    d.t(", appoint ").n(a, "full").t(rng.choice([", my daughter,", ", my spouse,", ", a friend,"]))
    d.t(" to be my attorney for property. My attorney may deal with account ").p(
        ids.ca_bank(rng), "BANK_ACCOUNT"
    ).t(".\n\n")
    d.t("Attorney's telephone: ").p(ids.nanp(rng, "ca"), "PHONE").t("\nAttorney's SIN (for tax slips): ").p(
        ids.sin(rng), "SIN"
    )
    d.t("\n\nThis power of attorney is made under ").x(dc.statute(rng, "ca"), "statute").t(".")
    sign(d, rng, g, "Grantor")
    d.t("\n\nWitness: ").n(pool.any(), "full").t("\nWitness: ").n(pool.any(), rng.choice(["full", "init"]))
    return d


def share_register(rng, pool) -> Doc:
    d = Doc("share_register", "table", "ca")
    d.t("REGISTER OF SHAREHOLDERS — ").x(dc.company(rng), "company").t("\n\n")
    d.t("| Holder | Address | Class | Shares |\n|---|---|---|---|\n")
    for _ in range(rng.randint(2, 4)):
        d.t("| ").n(pool.any(), rng.choice(["full", "sf_plain", "caps"])).t(" | ")
        ca_address(d, rng, rng.choice([" ", "  ", ", "]))
        d.t(f" | {rng.choice(['A', 'B', 'Common'])} | {rng.randint(1, 500) * 10} |\n")
    d.t("\nCertified by the Secretary, ").n(pool.any(), "full").t(", on ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(".")
    return d


def settlement(rng, pool) -> Doc:
    d = Doc("settlement_agreement", "prose", "ca")
    r = pool.any()
    d.t("FULL AND FINAL RELEASE\n\nIN CONSIDERATION of the payment of $" + f"{rng.randint(2, 90) * 1000:,}")
    d.t(", the Releasor, ").n(r, "full").t(", releases ").x(dc.company(rng), "company")
    d.t(" from all claims arising from the incident of ")
    put_event(d, event_date(rng, "us_long"))
    d.t(". Payment will be made by wire to ").p(ids.ca_bank(rng), "BANK_ACCOUNT").t(
        " or by credit to card ending "
    )
    d.p(ids.card(rng), "CREDIT_CARD").t(
        ".\n\nThe Releasor confirms receipt of independent legal advice from "
    )
    d.x(dc.law_firm(rng), "law_firm").t(".")
    sign(d, rng, r, "Releasor", mail=email(rng, r))
    d.t("\n\nWitness: ").n(pool.any(), "full")
    return d


FRAMES = (lease, email_msg, transcript, will, csv_export, intake, poa, share_register, settlement)
