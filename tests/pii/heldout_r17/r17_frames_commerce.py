"""Commercial, health-data and machine-export frames."""

from __future__ import annotations

from r17_blocks import footer, frame, start


@frame("crm_duplicate_merge_report", "csv")
def crm_duplicate_merge_report(g):
    s = start(g, "DUPLICATE CONTACT MERGE REPORT", "CRM")
    people = g.persons(4, latin=True)
    for p in people:
        s.sec("survivor").f("Contact", g.full(p)).f("Email", g.email(p)).f("Phone", g.phone()).f(
            "Owner", g.ref_no("USR")
        )
        s.sec("merged").f("Contact", g.form(p, "sfl")).f("Email", "").f("Phone", g.phone()).f(
            "Owner", g.version()
        )
    s.note("Rule matched on surname and phone; ", g.org(), " records excluded; run ", g.commit())
    footer(g, s)
    return s


@frame("telecom_port_out_request", "java_properties", ("ca", "us"))
def telecom_port_out_request(g):
    s = start(g, "NUMBER PORT-OUT REQUEST", "LNP")
    holder, auth = g.persons(2)
    s.sec("account").f("Holder", g.first(holder)).f("Service address", g.address()).f(
        "Ported number", g.phone()
    )
    s.f("Billing card", g.card()).f("Pin hint", g.phone_ref())
    s.sec("authorized user").f("Name", g.first(auth)).f("Email", g.email(auth)).f("Ip", g.ip())
    s.note("Losing carrier order ", g.ref_no("PON"), "; authorised by ", g.later(holder), " on ", g.date())
    footer(g, s)
    return s


@frame("utility_enrollment_edi814", "edi_x12", ("us",))
def utility_enrollment_edi814(g):
    s = start(g, "ENROLLMENT REQUEST", "ESI")
    cust, alt = g.persons(2, latin=True)
    s.sec("Customer").f("Name", g.form(cust, "sf")).f("Service address", g.address()).f("Phone", g.phone())
    s.f("Email", g.email(cust)).f("Tax ID", g.national_id())
    s.sec("Alternate contact").f("Name", g.form(alt, "sf")).f("Phone", g.phone())
    s.note("MEDICAL CERTIFICATE ON FILE FOR ", g.form(alt, "caps"))
    footer(g, s)
    return s


@frame("dental_claim_edi837", "edi_x12", ("us",))
def dental_claim_edi837(g):
    s = start(g, "DENTAL CLAIM", "CLM")
    sub, pat, dentist = g.persons(3, latin=True)
    s.sec("Subscriber").f("Name", g.form(sub, "sf")).f("Birth date", g.dob()).f("Member ID", g.ssn_ref())
    s.f("Address", g.address())
    s.sec("Patient").f("Name", g.form(pat, "sf")).f("Birth date", g.dob(lo=2005, hi=2020))
    s.sec("Rendering provider").f("Name", g.form(dentist, "sf")).f("Practice", g.org()).f("Routing", g.aba())
    s.note("PRIOR AUTH ", g.ref_no("PA"), " APPROVED ", g.date())
    footer(g, s)
    return s


@frame("lab_result_hl7_feed", "hl7_v2")
def lab_result_hl7_feed(g):
    s = start(g, "LAB RESULT FEED", "LAB")
    pat, doc, tech = g.persons(3, latin=True)
    s.sec("Patient").f("Name", g.form(pat, "sf")).f("Birth date", g.dob()).f("Address", g.address()).f(
        "Phone", g.phone()
    )
    if g.jur == "ca":
        s.f("Health card", g.health(pat))
    s.sec("Ordering").f("Physician", g.form(doc, "sf")).f("Clinic", g.org())
    s.sec("Result").f("Test", g.term()).f("Value", "12.4 g/dL").f("Verified by", g.form(tech, "initials"))
    s.note("Critical value phoned to Dr. ", g.later(doc), " by ", g.full(tech), " at ", g.date())
    footer(g, s)
    return s


@frame("prescription_transfer_request", "hl7_v2", ("ca",))
def prescription_transfer_request(g):
    s = start(g, "PRESCRIPTION TRANSFER", "RX")
    pat, pharm1, pharm2, pres = g.persons(4, latin=True)
    s.sec("Patient").f("Name", g.form(pat, "sf")).f("Birth date", g.dob()).f("Health card", g.health(pat))
    s.f("Phone", g.phone())
    s.sec("Transfer").f("From pharmacist", g.full(pharm1)).f("To pharmacist", g.full(pharm2)).f(
        "Prescriber", g.full(pres)
    )
    s.note("Transferred ", g.date(), "; ", g.later(pharm2), " verified identity with ", g.later(pat))
    footer(g, s)
    return s


@frame("staff_directory_ldif", "ldif")
def staff_directory_ldif(g):
    s = start(g, "STAFF DIRECTORY EXPORT", "LDAP")
    staff = g.persons(5, latin=True)
    for p in staff:
        s.sec("people").f("Name", g.full(p)).f("Given name", g.given(p)).f("Mail", g.email(p))
        s.f("Telephone number", g.phone()).f("Uid", g.form(p, "handle"))
    s.note("export by ", g.version(), " from ", g.org())
    footer(g, s)
    return s


@frame("escrow_disbursement_ledger", "box_table")
def escrow_disbursement_ledger(g):
    s = start(g, "ESCROW DISBURSEMENT LEDGER", "ESC")
    buyer, seller, agent = g.persons(3)
    s.sec("Parties").f("Buyer", g.first(buyer)).f("Seller", g.first(seller)).f("Agent", g.first(agent))
    s.sec("Disbursements").f("To seller", g.account()).f("To seller (foreign)", g.iban())
    s.f("Commission", g.org()).f("Wire ref", g.ref_no("WIRE"))
    s.note(
        "Funds released ",
        g.date(),
        " on instructions of ",
        g.later(seller),
        "; ",
        g.later(buyer),
        " initialled ",
        g.form(buyer, "initials"),
        ".",
    )
    footer(g, s)
    return s


@frame("franchise_disclosure_receipt", "letter")
def franchise_disclosure_receipt(g):
    s = start(g, "FRANCHISE DISCLOSURE DOCUMENT RECEIPT", "FDD")
    fr1, fr2, seller = g.persons(3)
    s.note(
        "This receipt confirms that ",
        g.first(fr1),
        " and ",
        g.first(fr2),
        " received the disclosure document of ",
        g.org(),
        " on ",
        g.date(),
        " from ",
        g.first(seller),
        ".",
    )
    s.note(
        "Prospective franchisee address: ", g.address(), "; phone ", g.phone(), "; e-mail ", g.email(fr1), "."
    )
    s.note(
        "Statutory period under the ",
        g.statute(),
        ", ",
        g.section(),
        ". Signed: ",
        g.full(fr1),
        ", ",
        g.full(fr2),
        ".",
    )
    footer(g, s)
    return s


@frame("securities_transfer_form", "form_fields")
def securities_transfer_form(g):
    s = start(g, "SECURITIES TRANSFER FORM", "STF")
    tr, te, guar = g.persons(3)
    s.sec("Transferor").f("Name", g.first(tr)).f("Address", g.address()).f(
        "Tax ID", g.national_id() if g.jur in ("ca", "us") else g.ref_no("TIN")
    )
    s.sec("Transferee").f("Name", g.first(te)).f("Address", g.address()).f("Account", g.account())
    s.sec("Securities").f("Issuer", g.org()).f("Shares", "1,250 common").f("Certificate", g.ref_no("CERT"))
    s.note(
        "Medallion guarantee by ",
        g.full(guar),
        ", ",
        g.org(),
        ". ",
        g.later(tr),
        " signs as registered holder.",
    )
    footer(g, s)
    return s


@frame("charity_donation_receipt_batch", "csv", ("ca",))
def charity_donation_receipt_batch(g):
    s = start(g, "OFFICIAL DONATION RECEIPTS - BATCH", "DON")
    donors = g.persons(5, latin=True)
    for p in donors:
        s.sec("receipt").f("Donor", g.form(p, "sfl")).f("Address", g.address()).f(
            "Amount", f"{g.r.randint(20, 900)}.00"
        )
        s.f("Email", g.email(p))
    s.note("Charity ", g.org(), " BN ", g.ref_no("RR"), "; signed by ", g.official())
    footer(g, s)
    return s


@frame("lottery_prize_claim_form", "mojibake_cp1252")
def lottery_prize_claim_form(g):
    s = start(g, "PRIZE CLAIM FORM", "LOT")
    winner, co = g.persons(2, latin=True)
    s.sec("Winner").f("Name", g.first(winner)).f("Date of birth", g.dob()).f("Address", g.address())
    s.f("Phone", g.phone()).f("ID", g.national_id() if g.jur in ("ca", "us") else g.ref_no("ID"))
    s.sec("Group member").f("Name", g.first(co)).f("Share", "50%").f("Deposit", g.account())
    s.note(
        "Ticket ", g.ref_no("TKT"), " drawn ", g.date(), ". Photo release waived by ", g.later(winner), "."
    )
    footer(g, s)
    return s


@frame("cemetery_plot_deed", "letter")
def cemetery_plot_deed(g):
    s = start(g, "DEED OF INTERMENT RIGHTS", "PLOT")
    owner, heir, interred = g.persons(3)
    s.note(
        "The ",
        g.org(),
        " grants to ",
        g.first(owner),
        " of ",
        g.address(),
        " the interment rights in Section 14, ",
        g.eplace(),
        " Garden.",
    )
    s.note(
        "Designated successor: ",
        g.first(heir),
        " (",
        g.phone(),
        "). Interred: ",
        g.first(interred),
        ", died ",
        g.date(),
        ".",
    )
    s.note("Near the ", g.historical(), " memorial. Registered under the ", g.statute(), ".")
    footer(g, s)
    return s


@frame("towing_impound_record", "box_table")
def towing_impound_record(g):
    s = start(g, "VEHICLE IMPOUND RECORD", "TOW")
    owner, driver, clerk = g.persons(3)
    s.sec("Owner").f("Name", g.first(owner)).f("Address", g.address()).f("Phone", g.phone())
    s.sec("Driver").f("Name", g.first(driver)).f("Licence", g.dl(driver))
    s.sec("Release").f("Paid by", g.card()).f("Clerk", g.form(clerk, "init")).f("Date", g.date())
    s.note("Towed from ", g.building(), " lot by ", g.org(), "; officer ", g.official(), ".")
    footer(g, s)
    return s
