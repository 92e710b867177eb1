"""Text threads, witness statements, clinic notes, tax letters and credit applications."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email
from r10_places import address, ca_address, dob, event_date, put_dob, put_event, uk_address


def sms_thread(rng, pool) -> Doc:
    jur = rng.choice(["ca", "us"])
    d = Doc("text_messages", "transcript", jur)
    a, b = pool.latin(), pool.any()
    d.t("Exhibit " + rng.choice(["C", "D-4", "12"]) + " — screenshots of text messages (as transcribed)\n\n")
    day = f"{rng.randint(1, 12)}/{rng.randint(1, 28)}"
    d.t(f"[{day}, 9:{rng.randint(10, 29)} PM] ").n(a, "given").t(": where r u\n")
    d.t(f"[{day}, 9:{rng.randint(30, 59)} PM] ").n(b, "given").t(": at my moms. ")
    d.t("come to ")
    address(d, rng, jur)
    d.t("\n[...] ").n(a, "given").t(": call me " + rng.choice(["asap ", "", "pls "])).p(
        ids.nanp(rng, jur), "PHONE"
    ).t("\n")
    d.t("[...] ").n(b, "given").t(": tell ").n(pool.any(), rng.choice(["given", "full"])).t(" i said no\n")
    d.t("[...] ").n(a, "given").t(
        ": " + rng.choice(["ok", "whatever", "fine. see u at court"]) + "\n\nCertified as a true copy by "
    )
    d.x(dc.law_firm(rng), "law_firm").t(". Phone extraction tool ").x(dc.version(rng), "version").t(".")
    return d


def witness_statement(rng, pool) -> Doc:
    d = Doc("witness_statement", "prose", "uk")
    w = pool.any()
    d.t("WITNESS STATEMENT\n(CJ Act 1967, s.9; MC Act 1980, s.5B)\n\nStatement of: ").n(
        w, rng.choice(["caps", "full"])
    )
    d.t(
        "\nAge if under 18: over 18\nOccupation: "
        + rng.choice(["care assistant", "bus driver", "pharmacist"])
        + "\n\n"
    )
    d.t("I live at ")
    uk_address(d, rng)
    d.t(". My date of birth is ")
    put_dob(d, dob(rng, rng.choice(["uk_long", "dots"])))
    d.t(" and my driving licence number is ").p(ids.dl(rng, "uk"), "DRIVERS_LICENSE").t(". On ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(" I saw a person I now know as ").n(pool.any(), "full").t(" shouting at ").n(pool.latin(), "given")
    d.t(rng.choice([" outside the chip shop.", " near the bus stop.", " in the car park."]))
    d.t(" I can be contacted on ").p(ids.intl_phone(rng, "uk"), "PHONE").t(".\n\nStatement taken by ").x(
        dc.official(rng, "uk"), "official"
    )
    return d


def clinic_note(rng, pool) -> Doc:
    jur = rng.choice(["us", "ca"])
    d = Doc("clinic_note", "header_fields", jur)
    p = pool.any()
    d.t("PROGRESS NOTE\nPatient: ").n(p, "sf").t("\nMRN: ").x(dc.ssn_like_ref(rng), "reference_number").t(
        "   DOB: "
    )
    put_dob(d, dob(rng, rng.choice(["us_num", "mon_abbr"])))
    if jur == "ca":
        d.t("\nOHIP: ").hcard(ids.on_health(rng), "on")
    else:
        d.t("\nSSN (billing): ").p(ids.ssn(rng), "SSN")
    d.t("\nPharmacy callback: ").p(ids.nanp(rng, jur), "PHONE").t("\n\nS: ").n(p, "given")
    d.t(
        rng.choice(
            [
                " presents with fatigue.",
                " reports poor sleep since the accident.",
                " asks about returning to work.",
            ]
        )
    )
    d.t(" Daughter ").n(pool.any(), "given").t(" present. Hx of ").x(dc.disease(rng), "eponym")
    d.t(".\nP: follow up in 2 weeks. Portal message sent to ").p(email(rng, p), "EMAIL").t(".")
    return d


def cra_letter(rng, pool) -> Doc:
    d = Doc("tax_letter", "prose", "ca")
    t = pool.any()
    d.t(
        rng.choice(["Notice of Reassessment", "Request for information", "Avis de nouvelle cotisation"])
        + "\n\n"
    )
    d.n(t, rng.choice(["caps", "full"])).t("\n")
    ca_address(d, rng, "\n")
    d.t("\n\nSocial insurance number: ").p(ids.sin(rng), "SIN").t(
        "\nTax year: " + str(rng.randint(2018, 2024))
    )
    d.t("\n\nDear ").n(t, rng.choice(["full", "family"]) if rng.random() < 0.5 else "full").t(",\n\n")
    d.t("We reviewed the Canada child benefit for ").n(pool.any(), "given").t(" and ").n(pool.any(), "given")
    d.t(". The adjustment follows ").x(
        rng.choice(["s. 122.6 of the Income Tax Act", "subsection 152(8) of the Income Tax Act"]), "statute"
    )
    d.t(". Call us at ").p(ids.nanp(rng, "ca"), "PHONE").t(" and quote ").x(
        dc.sin_like_ref(rng), "reference_number"
    ).t(".")
    return d


def credit_app(rng, pool) -> Doc:
    jur = rng.choice(["ca", "us", "ca"])
    d = Doc("credit_application", rng.choice(["header_fields", "table"]), jur)
    a = pool.any()
    d.t("Vehicle financing application — ").x(dc.product(rng), "product").t("\n\nApplicant: ").n(a, "full")
    d.t("\nCo-applicant: ").n(pool.any(), rng.choice(["full", "sf"])).t("\nDate of birth: ")
    put_dob(d, dob(rng, rng.choice(["iso", "us_num", "mon_abbr"])))
    if jur == "ca":
        prov = rng.choice(["on", "qc", "bc", "ab", "ns"])
        d.t(f"\nDriver's licence ({prov.upper()}): ").p(ids.dl(rng, prov), "DRIVERS_LICENSE").t(
            "\nSIN (optional): "
        ).p(ids.sin(rng), "SIN")
    else:
        st = rng.choice(["ny", "tx", "fl", "il", "ca-us"])
        d.t("\nDriver license: ").p(ids.dl(rng, st), "DRIVERS_LICENSE").t("\nSSN: ").p(ids.ssn(rng), "SSN")
    d.t("\nAddress: ")
    address(d, rng, jur)
    d.t("\nEmployer: ").x(dc.company(rng), "company").t("\nDeposit card: ").p(ids.card(rng), "CREDIT_CARD")
    d.t("\nDealer portal IP: ").p(ids.ipv4(rng), "IP_ADDRESS")
    return d


FRAMES = (sms_thread, witness_statement, clinic_note, cra_letter, credit_app)
