"""Court and legal-process frames."""

from __future__ import annotations

from r17_blocks import footer, frame, start


@frame("arbitration_award_schedule", "asciidoc")
def arbitration_award_schedule(g):
    s = start(g, "SCHEDULE OF AWARD AMOUNTS", "ARB")
    griever, employer_rep, witness, payroll = g.persons(4)
    s.h("Arbitrator", g.member())
    s.note(
        "Pursuant to the award of ",
        g.member(),
        " dated ",
        g.date(),
        ", the employer shall pay the amounts below to ",
        g.first(griever),
        ". See ",
        g.case(),
        " and ",
        g.section(),
        " of the ",
        g.statute(),
        ".",
    )
    s.note(
        g.tl(griever),
        " testified; ",
        g.first(witness),
        " corroborated the overtime records kept by ",
        g.first(payroll),
        ".",
    )
    s.sec("Grievor").f("Name", g.form(griever, "sfl")).f("Date of birth", g.dob()).f("Address", g.address())
    s.f("Deposit to", g.account())
    s.sec("Employer contact").f("Name", g.first(employer_rep)).f("Phone", g.phone()).f("Firm", g.org())
    s.sec("Schedule").f("Back pay", "$14,212.40 (", g.date(), " to ", g.date(), ")").f(
        "Interest", "per ", g.section()
    )
    s.f("Payroll contact", g.later(payroll)).f("Witness", g.form(witness, "init"))
    footer(g, s)
    return s


@frame("guardianship_inventory", "form_fields", ("ca", "us"))
def guardianship_inventory(g):
    s = start(g, "INVENTORY OF GUARDIANSHIP PROPERTY", "GDN", court=True)
    ward, guardian, alt, doctor = g.persons(4)
    s.h("Filed with", g.official())
    s.sec("Person under guardianship").f("Name", g.first(ward)).f("Date of birth", g.dob()).f(
        "Residence", g.address()
    )
    if g.jur == "ca":
        s.f("Health card", g.health(ward))
    s.f("SIN / SSN", g.national_id())
    s.sec("Guardian of property").f("Name", g.first(guardian)).f("Phone", g.phone()).f(
        "Email", g.email(guardian)
    )
    s.f("Alternate", g.first(alt))
    s.sec("Assets").f("Chequing", g.account()).f("Credit card (cancelled)", g.card())
    s.f("Vehicle", "2014 Corolla, plate held by ", g.later(guardian))
    s.note(
        "The capacity assessment by Dr. ",
        g.first(doctor),
        " found ",
        g.later(ward),
        " incapable of managing property (",
        g.term(),
        "). Order of ",
        g.judge(),
        " under ",
        g.statute(),
        ", ",
        g.section(),
        ".",
    )
    s.note(g.tl(guardian), " and ", g.later(alt), " swear the inventory is complete as of ", g.date(), ".")
    footer(g, s)
    return s


@frame("estate_distribution_schedule", "box_table")
def estate_distribution_schedule(g):
    s = start(g, "ESTATE DISTRIBUTION SCHEDULE", "EST", court=True)
    dec, ex, b1, b2, b3 = g.persons(5)
    s.note(
        "Estate of ",
        g.first(dec),
        ", deceased ",
        g.date(),
        ". Executor: ",
        g.first(ex),
        ". Probate granted by ",
        g.judge(),
        ".",
    )
    s.sec("Executor").f("Name", g.full(ex)).f("Address", g.address()).f("Phone", g.phone())
    for b, share in ((b1, "40%"), (b2, "35%"), (b3, "25%")):
        s.sec(f"Beneficiary ({share})").f("Name", g.first(b)).f(
            "Payment", g.account() if b is not b3 else ["IBAN ", g.iban()]
        )
    s.note(
        "Bequest of $5,000 to the ",
        g.org(),
        " and the ",
        g.award(),
        " fund; ",
        g.later(b2),
        " disclaimed the vehicle.",
    )
    footer(g, s)
    return s


@frame("land_title_abstract", "box_table", ("ca", "us"))
def land_title_abstract(g):
    s = start(g, "ABSTRACT OF TITLE", "PIN")
    o1, o2, mort, old = g.persons(4)
    s.h("Registry", g.official())
    s.sec("Registered owners").f("Owner 1", g.form(o1, "caps")).f("Owner 2", g.form(o2, "caps")).f(
        "Mailing", g.address()
    )
    s.sec("Instruments").f("Transfer", g.date(), " from ", g.form(old, "sf"), " to ", g.form(o1, "sf"))
    s.f("Charge", g.ref_no("CH"), " in favour of ", g.org()).f("Easement", g.eplace(), " Hydro corridor")
    s.f("Discharge", g.date(), " signed by ", g.full(mort))
    s.note(
        "Abstract prepared under the ",
        g.statute(),
        ", ",
        g.section(),
        ". ",
        g.later(o1),
        " and ",
        g.later(o2),
        " hold as joint tenants; ",
        g.later(mort),
        " was the former chargee's officer.",
    )
    footer(g, s)
    return s


@frame("patent_assignment_record", "jsonl")
def patent_assignment_record(g):
    s = start(g, "PATENT ASSIGNMENT COVER SHEET", "PAT")
    inv1, inv2, agent, signer = g.persons(4)
    s.h("Patent", g.patent())
    s.h("Recorded by", g.official())
    s.sec("inventor").f("Name", g.first(inv1)).f("Residence", g.address()).f("Email", g.email(inv1))
    s.sec("inventor").f("Name", g.first(inv2)).f("Residence", g.address())
    s.sec("assignee").f("Name", g.org()).f("Signed by", g.full(signer)).f("Date", g.date())
    s.sec("correspondent").f("Name", g.full(agent)).f("Phone", g.phone()).f("Email", g.email(agent))
    s.note(
        g.later(inv1),
        " and ",
        g.later(inv2),
        " assign all rights in ",
        g.patent(),
        " (",
        g.version(),
        " firmware).",
    )
    footer(g, s)
    return s


@frame("court_fee_waiver_order", "letter", ("ca", "us"))
def court_fee_waiver_order(g):
    s = start(g, "ORDER ON REQUEST TO WAIVE COURT FEES", "FW", court=True)
    ap, child, emp = g.persons(3)
    s.note(g.judge(), " considered the request of ", g.first(ap), " (born ", g.dob(), "), ", g.address(), ".")
    s.note(
        "Household: ",
        g.tl(ap),
        " and ",
        g.first(child),
        ". Employer contact ",
        g.first(emp),
        " confirmed hours.",
    )
    s.note(
        "Fees are waived under ",
        g.section(),
        " of the ",
        g.statute(),
        ". See ",
        g.case(),
        "; ",
        g.neutral(),
        ".",
    )
    s.sec("Applicant").f("Name", g.form(ap, "sfl")).f("Phone", g.phone()).f("Email", g.email(ap)).f(
        "ID", g.national_id()
    )
    s.sec("Child").f("Name", g.later(child)).f("Date of birth", g.dob(lo=2010, hi=2023))
    footer(g, s)
    return s


@frame("bankruptcy_proof_of_claim", "form_fields", ("ca", "us"))
def bankruptcy_proof_of_claim(g):
    s = start(g, "PROOF OF CLAIM", "POC", court=True)
    debtor, creditor_rep, trustee_staff = g.persons(3)
    s.h("Trustee", g.org())
    s.sec("Debtor").f("Name", g.form(debtor, "caps")).f("Date of birth", g.dob()).f("Address", g.address())
    s.f("SIN / SSN", g.national_id())
    s.sec("Creditor").f("Name", g.org()).f("Contact", g.first(creditor_rep)).f("Phone", g.phone())
    s.f("Card account", g.card()).f("Routing/SWIFT", g.bank_code())
    s.sec("Claim").f("Amount", "$8,431.17").f("Basis", "revolving credit, last payment ", g.date())
    s.note(
        "I, ",
        g.full(creditor_rep),
        ", of the city of ",
        g.place(),
        ", certify the claim against ",
        g.later(debtor),
        ". Filed with ",
        g.official(),
        "; received by ",
        g.form(trustee_staff, "initials"),
        ".",
    )
    s.note("Under ", g.section(), " of the ", g.statute(), "; compare ", g.case(), ".")
    footer(g, s)
    return s


@frame("consumer_proposal_creditor_list", "csv", ("ca",))
def consumer_proposal_creditor_list(g):
    s = start(g, "CONSUMER PROPOSAL - LIST OF CREDITORS", "CP", court=True)
    debtor, co = g.persons(2, latin=True)
    others = g.persons(4, latin=True)
    s.sec("debtor").f("Name", g.form(debtor, "sf")).f("Contact", g.phone()).f("Address", g.address()).f(
        "Claim", ""
    )
    s.sec("co-signer").f("Name", g.form(co, "sf")).f("Contact", g.email(co)).f("Account", g.account()).f(
        "Claim", "$2,100"
    )
    for p in others:
        s.sec("creditor").f("Name", g.form(p, "sf")).f("Contact", g.phone()).f(
            "Claim", f"${g.r.randint(300, 9000)}.00"
        )
    s.sec("creditor").f("Name", g.org()).f("Contact", g.inst_phone()).f("Claim", "$11,904.55")
    s.note(
        "Administrator: ", g.org(), "; filed with ", g.official(), " on ", g.date(), " under ", g.statute()
    )
    footer(g, s)
    return s


@frame("notary_journal_entries", "table_markdown", ("us",))
def notary_journal_entries(g):
    s = start(g, "NOTARY PUBLIC JOURNAL", "NJ")
    signers = g.persons(5)
    for i, p in enumerate(signers):
        s.sec(f"Entry {i + 1}").f("Signer", g.first(p)).f("Document", g.ref_no("DOC")).f("Date", g.date())
        s.f("ID presented", "driver's licence ", g.dl(p) if i % 2 == 0 else g.national_id())
        if i % 2:
            s.f("Address", g.address())
    s.note(
        "Commission expires ",
        g.date(),
        "; bond with ",
        g.org(),
        ". ",
        g.later(signers[0]),
        " signed by mark.",
    )
    footer(g, s)
    return s


@frame("process_server_route_sheet", "org_mode")
def process_server_route_sheet(g):
    s = start(g, "PROCESS SERVER ROUTE SHEET", "SRV", court=True)
    server = g.person()
    targets = g.persons(4)
    s.h("Server", g.full(server))
    for p in targets:
        s.sec(f"TODO Serve {g.r.choice(('claim', 'summons', 'subpoena'))}").f("Party", g.first(p)).f(
            "Address", g.address()
        )
        s.f("Phone", g.phone()).f("Attempt", g.date())
    s.note(
        "Attempt 1 at ",
        g.later(targets[0]),
        "'s door: no answer, car present; spoke to neighbour ",
        g.fictional(),
        " (refused name).",
    )
    s.note(g.later(targets[1]), " accepted service; ", g.later(server), " served near ", g.building(), ".")
    footer(g, s)
    return s


@frame("jury_summons_deferral_request", "letter", ("ca", "us"))
def jury_summons_deferral_request(g):
    s = start(g, "REQUEST TO DEFER JURY SERVICE", "JUR")
    juror, dep, doc = g.persons(3)
    s.note("Dear ", g.official(), ",")
    s.note(
        "I, ",
        g.first(juror),
        ", juror number ",
        g.ref_no("J"),
        ", ask to defer my service because I care for ",
        g.first(dep),
        ", who has ",
        g.term(),
        ". A note from Dr. ",
        g.first(doc),
        " is attached.",
    )
    s.note("Sincerely, ", g.full(juror))
    s.sec("Juror").f("Date of birth", g.dob()).f("Address", g.address()).f("Phone", g.phone()).f(
        "Email", g.email(juror)
    )
    s.sec("Dependant").f("Name", g.form(dep, "sfl")).f("Date of birth", g.dob())
    s.note(
        "Summons issued under the ", g.statute(), ", ", g.section(), ". Court location: ", g.building(), "."
    )
    footer(g, s)
    return s


@frame("hearing_audio_captions", "srt_subtitles")
def hearing_audio_captions(g):
    s = start(g, "HEARING AUDIO CAPTIONS", "AUD", court=True)
    app, resp, wit = g.persons(3)
    j = g.member()
    s.note(j, ": We are on the record. The applicant is ", g.first(app), ".")
    s.note(g.form(app, "caps"), ": Yes. I live at ", g.address(), ".")
    s.note(j, ": And the respondent, ", g.first(resp), "?")
    s.note(g.form(resp, "caps"), ": Present. My number is ", g.phone(), ".")
    s.note(j, ": Call ", g.first(wit), ".")
    s.note(g.form(wit, "caps"), ": I saw ", g.later(resp), " at the ", g.building(), " on ", g.date(), ".")
    s.note(j, ": The tribunal relies on ", g.case(), ".")
    footer(g, s)
    return s


@frame("ediscovery_custodian_list", "toml")
def ediscovery_custodian_list(g):
    s = start(g, "E-DISCOVERY CUSTODIAN LIST", "ESI", court=True)
    custodians = g.persons(5)
    s.h("Platform", g.version())
    for p in custodians:
        s.sec("custodian").f("Name", g.first(p)).f("Mailbox", g.email(p)).f("Handle", g.form(p, "handle"))
        s.f("First Bates", g.bates()).f("Last login IP", g.ip())
    s.note("Hold notice sent ", g.date(), "; ", g.later(custodians[2]), " left the company.")
    s.note("Search terms exclude ", g.term(), " and ", g.org(), ".")
    footer(g, s)
    return s
