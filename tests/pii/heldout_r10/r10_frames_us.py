"""United States documents: complaints, intake, HR, police, depositions, claims, logs."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email, plain_url, sign, url_with_name
from r10_places import dob, event_date, put_dob, put_event, us_address

STATES = ("ny", "ca-us", "tx", "fl", "il")
STATE_NAME = {"ny": "New York", "ca-us": "California", "tx": "Texas", "fl": "Florida", "il": "Illinois"}


def complaint(rng, pool) -> Doc:
    d = Doc("complaint", "prose", "us")
    pl = pool.any()
    d.t(
        "UNITED STATES DISTRICT COURT\n"
        + rng.choice(
            [
                "SOUTHERN DISTRICT OF NEW YORK",
                "NORTHERN DISTRICT OF ILLINOIS",
                "WESTERN DISTRICT OF WASHINGTON",
                "DISTRICT OF MINNESOTA",
            ]
        )
    )
    d.t("\n\n").n(pl, "caps").t(",\n\tPlaintiff,\nv.\t\t\t\tCase No. ").x(
        dc.court_file(rng, "us"), "court_file"
    )
    d.t("\n").x(dc.company(rng), "company").t(",\n\tDefendant.\n\nCOMPLAINT AND JURY DEMAND\n\n")
    d.t("1. Plaintiff ").n(pl, "full").t(" is an individual residing at ")
    us_address(d, rng)
    d.t(".\n\n2. This Court has jurisdiction under ").x(dc.statute(rng, "us"), "statute").t(".\n\n3. On ")
    put_event(d, event_date(rng, "us_long"))
    d.t(", Defendant's supervisor told ").n(pl, rng.choice(["given", "family"])).t(
        ' that she would be "replaced." '
    )
    d.t("A co-worker, ").n(pool.any(), rng.choice(["full", "init"])).t(", witnessed the remark.\n\n4. See ")
    d.x(dc.case_name(rng, "us"), "case_name").t(", ").x(dc.citation(rng, "us"), "citation").t(".\n\n")
    d.t("Dated: ")
    put_event(d, event_date(rng, "us_long"))
    d.t("\n\n").x(dc.law_firm(rng), "law_firm").t("\nAttorneys for Plaintiff")
    return d


def intake_us(rng, pool) -> Doc:
    d = Doc("intake_form", "header_fields", "us")
    c = pool.any()
    st = rng.choice(STATES)
    d.t(
        rng.choice(["NEW CLIENT QUESTIONNAIRE", "Patient Registration", "Immigration Clinic — Intake"]) + "\n"
    )
    d.t("Last name: ").n(c, "family").t("   First: ").n(c, "given").t("\nDOB: ")
    put_dob(d, dob(rng, rng.choice(["us_num", "us_num", "iso"])))
    d.t("\nSSN: ").p(ids.ssn(rng), "SSN")
    d.t(f"\n{STATE_NAME[st]} driver license: ").p(ids.dl(rng, st), "DRIVERS_LICENSE")
    d.t("\nHome: ")
    us_address(d, rng)
    d.t("\nCell: ").p(ids.nanp(rng, "us"), "PHONE").t("\nE-mail: ").p(email(rng, c), "EMAIL")
    d.t("\nSpouse/partner: ").n(pool.any(), "full").t("\nHow did you hear about us? ")
    if rng.random() < 0.5:
        d.t(rng.choice(["Referral from ", "Friend at "])).x(dc.company(rng), "company")
    else:
        d.t("Ad on a bus shelter on ").x(dc.street(rng), "street_named_after_person")
    return d


def hr_us(rng, pool) -> Doc:
    d = Doc("employment_record", "header_fields", "us")
    e = pool.any()
    d.t("Form W-4 / Direct Deposit Authorization\n\nEmployee name: ").n(e, rng.choice(["full", "sf"])).t(
        "\nSocial Security number: "
    )
    d.p(ids.ssn(rng), "SSN").t("\nDate of birth: ")
    put_dob(d, dob(rng, rng.choice(["us_num", "us_long"])))
    d.t("\nAddress: ")
    us_address(d, rng)
    d.t("\nBank name: " + rng.choice(["Chase", "Wells Fargo", "a credit union"]) + "\nRouting #: ").p(
        ids.aba(rng), "BANK_ACCOUNT"
    ).t("\nAccount number: ").p(ids.us_account(rng), "BANK_ACCOUNT")
    d.t("\nAccount type: " + rng.choice(["Checking", "Savings"]))
    d.t("\nEmployer: ").x(dc.company(rng), "company").t("\nEmployee ID: ").x(
        dc.ssn_like_ref(rng), "reference_number"
    )
    sign(d, rng, e, "Employee")
    return d


def police_us(rng, pool) -> Doc:
    d = Doc("police_report", "prose", "us")
    s, v = pool.any(), pool.any()
    st = rng.choice(STATES)
    d.t("INCIDENT REPORT  Case # ").x(dc.ssn_like_ref(rng), "reference_number").t("\nReporting: ").x(
        dc.official(rng, "us"), "official"
    )
    d.t("\n\nOn ")
    put_event(d, event_date(rng, "us_num"))
    d.t(" at approximately 2140 hrs I responded to ")
    us_address(d, rng)
    d.t(". I made contact with ").n(v, "full").t(rng.choice([" (DOB ", ", date of birth "]))
    put_dob(d, dob(rng, "us_num"))
    d.t(rng.choice([")", ","])).t(" who stated that ").n(s, "full").t(" had taken her keys. ")
    d.n(s, "family").t(f" was identified by {STATE_NAME[st]} DL ").p(ids.dl(rng, st), "DRIVERS_LICENSE").t(
        ". "
    )
    d.n(v, "given").t(" can be reached at ").p(ids.nanp(rng, "us"), "PHONE").t(". Vehicle: ").x(
        dc.product(rng), "product"
    ).t(".")
    return d


def deposition(rng, pool) -> Doc:
    d = Doc("deposition_transcript", "transcript", "us")
    w = pool.any()
    d.t("DEPOSITION OF ").n(w, "caps").t("\n").x(dc.case_name(rng, "us"), "case_name").t(", Case No. ")
    d.x(dc.court_file(rng, "us"), "court_file").t("\n\n")
    d.t("Q. Would you state your name, please.\nA. ").n(w, "full").t(
        ".\nQ. Have you ever gone by any other name?\nA. "
    )
    d.t(rng.choice(["My maiden name was ", "Growing up everyone called me ", "On my green card it's "])).n(
        pool.latin(), "family"
    ).t(".\n")
    d.t("Q. What is your Social Security number?\nA. ").p(ids.ssn(rng), "SSN").t(".\n")
    d.t("Q. Who was with you that night?\nA. ").n(pool.any(), "given").t(" and her husband ").n(
        pool.any(), "full"
    ).t(".\n")
    d.t("Q. Had you been drinking?\nA. No.\n\nTHE WITNESS: Can I get some water?\n\n")
    d.x(dc.judge(rng, "us"), "judge").t(" (by phone): Five minutes.")
    return d


def claim_us(rng, pool) -> Doc:
    d = Doc("insurance_claim", "header_fields", "us")
    c = pool.any()
    st = rng.choice(STATES)
    d.t("FIRST NOTICE OF LOSS\nPolicy: ").x(dc.sin_like_ref(rng), "reference_number").t("\nInsured: ").n(
        c, rng.choice(["full", "caps"])
    )
    d.t("\nDOB: ")
    put_dob(d, dob(rng, "us_num"))
    d.t("\nDriver license: ").p(ids.dl(rng, st), "DRIVERS_LICENSE").t(f" ({st.upper()[:2]})\nPhone: ").p(
        ids.nanp(rng, "us"), "PHONE"
    )
    d.t("\nPremium card on file: ").p(ids.card(rng), "CREDIT_CARD").t("\nLoss date: ")
    put_event(d, event_date(rng, "us_num"))
    d.t("\nDescription: Insured's ").x(dc.product(rng), "product").t(" was struck while parked on ")
    d.x(dc.street(rng), "street_named_after_person").t(". Other driver: ").n(pool.any(), "sf").t(", DL ")
    d.p(ids.dl(rng, rng.choice(STATES)), "DRIVERS_LICENSE").t(".\nAdjuster note: called ").n(c, "given").t(
        " back, left voicemail."
    )
    return d


def security_log(rng, pool) -> Doc:
    d = Doc("incident_log", "list", "us")
    u = pool.latin()
    d.t("Security incident summary — account takeover\n\n")
    d.t("- Account holder: ").n(u, "full").t(" (").p(email(rng, u), "EMAIL").t(")\n")
    d.t("- Successful logins from ").p(ids.ipv4(rng), "IP_ADDRESS").t(" and ").p(
        ids.ipv6(rng), "IP_ADDRESS"
    ).t("\n")
    d.t("- Client build ").x(dc.version(rng), "version").t("; server ").x(dc.version(rng), "version").t("\n")
    d.t("- Recovery phone changed to ").p(ids.nanp(rng, "us"), "PHONE").t("\n")
    d.t("- Profile link: ").p(url_with_name(rng, u), "URL").t("\n- Ticket ").x(
        dc.phone_like_ref(rng), "reference_number"
    ).t("\n")
    d.t("- Card charged: ").p(ids.card(rng), "CREDIT_CARD").t("\n")
    return d


def csv_us(rng, pool) -> Doc:
    d = Doc("csv_export", "csv", "us")
    d.t(rng.choice(["name,ssn,date_of_birth,card_number\n", '"Full Name","SSN","DOB","Card"\n']))
    q = '"' if rng.random() < 0.5 else ""
    for _ in range(rng.randint(2, 4)):
        p = pool.any()
        d.t(q).n(p, rng.choice(["full", "sf_plain"]) if not q else "sf_plain").t(q + "," + q).p(
            ids.ssn(rng), "SSN"
        ).t(q + "," + q)
        put_dob(d, dob(rng, rng.choice(["us_num", "iso"])))
        d.t(q + "," + q).p(ids.card(rng).replace(" ", ""), "CREDIT_CARD").t(q + "\n")
    return d


def demand_letter(rng, pool) -> Doc:
    d = Doc("letter", "prose", "us")
    r = pool.any()
    d.x(dc.law_firm(rng), "law_firm").t("\n\n")
    put_event(d, event_date(rng, "us_long"))
    d.t("\n\nVIA EMAIL (").p(email(rng, r), "EMAIL").t(")\n\n").n(r, rng.choice(["full", "caps"])).t("\n")
    us_address(d, rng)
    d.t("\n\nRe: Unpaid invoices — our client ").x(dc.company(rng), "company").t("\n\n")
    d.t(rng.choice(["Dear Mr. ", "Dear Ms. ", "Dear "])).n(r, rng.choice(["family", "full"])).t(":\n\n")
    d.t("Payment should be remitted to routing no. ").p(ids.aba(rng), "BANK_ACCOUNT").t(", account ").p(
        ids.us_account(rng), "BANK_ACCOUNT"
    )
    d.t(". If you have questions, call our paralegal line at ").p(ids.nanp(rng, "us"), "PHONE")
    d.t(".\n\nWe reserve all rights under ").x(dc.statute(rng, "us"), "statute").t(".")
    return d


def probate(rng, pool) -> Doc:
    d = Doc("court_order", "list", "us")
    dec = pool.any()
    d.t("IN THE PROBATE COURT OF " + rng.choice(["COOK COUNTY", "HARRIS COUNTY", "KING COUNTY"]) + "\n")
    d.x(dc.case_name(rng, "us"), "case_name").t(" (estate file ").x(dc.court_file(rng, "us"), "court_file").t(
        ")\n\n"
    )
    d.t("ORDER DETERMINING HEIRSHIP\n\nThe decedent, ").n(dec, "full").t(", last resided at ")
    us_address(d, rng)
    d.t(". The Court finds the heirs at law to be:\n")
    for i in range(rng.randint(2, 4)):
        d.t(f"  {i + 1}. ").n(pool.any(), rng.choice(["full", "caps", "sf"])).t(
            ", " + rng.choice(["son", "daughter", "grandchild"])
        )
        d.t(", born ")
        put_dob(d, dob(rng, "us_long"))
        d.t(";\n")
    d.t("\nSO ORDERED.\n").x(dc.judge(rng, "us"), "judge")
    return d


def immigration_us(rng, pool) -> Doc:
    d = Doc("immigration_file", "header_fields", "us")
    b = pool.any()
    d.t("I-130 worksheet — beneficiary\nFamily name: ").n(b, "caps_family").t("\nGiven name: ").n(b, "given")
    d.t("\nDate of birth: ")
    put_dob(d, dob(rng, rng.choice(["iso", "uk_long"])))
    d.t("\nSSN (if any): ").p(ids.ssn(rng), "SSN").t("\nU.S. mailing address: ")
    us_address(d, rng)
    d.t("\nPetitioner: ").n(pool.any(), "full").t(", phone ").p(ids.nanp(rng, "us"), "PHONE")
    d.t("\nReceipt notice: ").x(f"IOE{rng.randint(1000000000, 9999999999)}", "reference_number")
    d.t("\nEvidence link: ").p(plain_url(rng), "URL")
    return d


FRAMES = (
    complaint,
    intake_us,
    hr_us,
    police_us,
    deposition,
    claim_us,
    security_log,
    csv_us,
    demand_letter,
    probate,
    immigration_us,
)
