"""Administrative and public-registry frames."""

from __future__ import annotations

from r17_blocks import footer, frame, start


def gname(g, p) -> list:
    """GEDCOM ``Given /Family/``: two PERSON spans, the slashes outside."""
    return [g.given(p), " /", g.family(p), "/"] if p.family else [g.given(p), " //"]


@frame("spousal_sponsorship_questionnaire", "form_fields")
def spousal_sponsorship_questionnaire(g):
    s = start(g, "SPONSORSHIP RELATIONSHIP QUESTIONNAIRE", "IMM")
    sponsor, spouse, child, witness = g.persons(4)
    s.sec("Sponsor").f("Name", g.first(sponsor)).f("Date of birth", g.dob()).f("Address", g.address())
    s.f("Phone", g.phone()).f("Email", g.email(sponsor))
    s.sec("Sponsored spouse").f("Name", g.first(spouse)).f("Date of birth", g.dob()).f(
        "Passport", g.ref_no("P")
    )
    s.f("Email", g.email(spouse))
    s.sec("Dependent child").f("Name", g.first(child)).f("Date of birth", g.dob(lo=2009, hi=2022))
    s.note(
        "We met at the ",
        g.building(),
        " on ",
        g.date(),
        ". ",
        g.later(spouse),
        " moved after ",
        g.storm(),
        ".",
    )
    s.note("Wedding witness: ", g.first(witness), ". Officiant: ", g.official(), ".")
    s.note("Assessed under the ", g.statute(), ", ", g.section(), "; see ", g.case(), ".")
    footer(g, s)
    return s


@frame("workers_comp_claim_log", "jsonl", ("ca", "us"))
def workers_comp_claim_log(g):
    s = start(g, "CLAIM ACTIVITY LOG", "WC")
    worker, adj, sup, physio = g.persons(4)
    s.h("Claim", g.ref_no("WC"))
    s.sec("claimant").f("Name", g.first(worker)).f("Dob", g.dob()).f("Id", g.national_id()).f(
        "Phone", g.phone()
    )
    s.sec("event").f("When", g.date()).f("User", g.form(adj, "handle")).f(
        "Text", "called ", g.later(worker), ", left message"
    )
    s.sec("event").f("When", g.date()).f("User", g.form(adj, "handle")).f(
        "Text", "supervisor ", g.first(sup), " confirms lifting"
    )
    s.sec("event").f("When", g.date()).f("User", g.form(adj, "handle")).f(
        "Text", "physio report from ", g.first(physio)
    )
    s.sec("event").f("When", g.date()).f("User", "system").f("Text", "benefits deposited to ", g.account())
    s.note("Diagnosis coded as ", g.term(), "; adjudicated under ", g.statute(), ", ", g.section(), ".")
    footer(g, s)
    return s


@frame("firearms_licence_renewal", "mojibake_cp1252", ("ca",))
def firearms_licence_renewal(g):
    s = start(g, "DEMANDE DE RENOUVELLEMENT / LICENCE RENEWAL", "PAL")
    ap, ref1, ref2, spouse = g.persons(4, latin=True)
    s.sec("Applicant / Demandeur").f("Name / Nom", g.first(ap)).f("Date of birth", g.dob()).f(
        "Address", g.address()
    )
    s.f("Phone", g.phone()).f("Driver's licence", g.dl(ap))
    s.sec("References / Répondants").f("Reference 1", g.first(ref1)).f("Phone 1", g.phone()).f(
        "Reference 2", g.first(ref2)
    )
    s.f("Phone 2", g.phone())
    s.sec("Spouse notification").f("Name", g.first(spouse)).f("Phone", g.phone())
    s.note(
        "Issued under the ", g.statute(), ", ", g.section(), ". Chief Firearms Officer: ", g.official(), "."
    )
    s.note("Signature: ", g.full(ap), " — témoin ", g.later(ref1), ".")
    footer(g, s)
    return s


@frame("election_nomination_papers", "table_markdown", ("ca", "us"))
def election_nomination_papers(g):
    s = start(g, "NOMINATION PAPER - MUNICIPAL ELECTION", "NOM")
    cand, agent = g.persons(2)
    nominators = g.persons(5)
    s.sec("Candidate").f("Name", g.first(cand)).f("Address", g.address()).f("Phone", g.phone()).f(
        "Email", g.email(cand)
    )
    s.f("Website", g.url(cand))
    s.sec("Official agent").f("Name", g.first(agent)).f("Bank", g.account())
    s.sec("Nominators")
    for i, p in enumerate(nominators, 1):
        s.f(f"Elector {i}", g.form(p, "caps"), " — ", g.address()[0])
    s.note(
        "Received by ", g.official(), " at ", g.building(), " on ", g.date(), " under the ", g.statute(), "."
    )
    footer(g, s)
    return s


@frame("marriage_licence_application", "form_fields")
def marriage_licence_application(g):
    s = start(g, "MARRIAGE LICENCE APPLICATION", "ML")
    a, b, ma, fb, off = g.persons(5)
    for p, role in ((a, "Party A"), (b, "Party B")):
        s.sec(role).f("Name", g.first(p)).f("Date of birth", g.dob()).f("Address", g.address())
        s.f("ID", g.dl(p)).f("Mother's name", g.full(ma) if p is a else "not stated")
        s.f("Father's name", g.full(fb) if p is b else "not stated")
    s.note(
        "Ceremony at ",
        g.eplace(),
        " by ",
        g.full(off),
        " (registered officiant). Issuer: ",
        g.official(),
        ".",
    )
    s.note(g.later(a), " and ", g.later(b), " declare no impediment under the ", g.statute(), ".")
    footer(g, s)
    return s


@frame("vital_statistics_order", "java_properties")
def vital_statistics_order(g):
    s = start(g, "VITAL STATISTICS CERTIFICATE ORDER", "VS")
    subj, applicant, mother = g.persons(3)
    s.sec("subject").f("Name", g.first(subj)).f("Birth date", g.dob()).f("Mother", g.full(mother))
    s.sec("applicant").f("Name", g.first(applicant)).f("Address", g.address()).f("Phone", g.phone())
    s.f("Email", g.email(applicant)).f("Card", g.card())
    s.note(
        "Certificate type long-form; relationship child of ",
        g.later(mother),
        ". Registrar ",
        g.official(),
        ".",
    )
    footer(g, s)
    return s


@frame("passport_guarantor_declaration", "letter", ("ca",))
def passport_guarantor_declaration(g):
    s = start(g, "GUARANTOR DECLARATION", "PPT")
    ap, guar, kid = g.persons(3)
    s.note(
        "I, ",
        g.first(guar),
        ", have known ",
        g.first(ap),
        " for at least two years. I confirm the photo of ",
        g.first(kid),
        " (born ",
        g.dob(lo=2012, hi=2023),
        ") is a true likeness.",
    )
    s.note(
        "Guarantor's passport: ", g.ref_no("GA"), "; my phone ", g.phone(), "; my address ", g.address(), "."
    )
    s.note(g.tl(ap), "'s contact: ", g.email(ap), ". Signed ", g.date(), ", ", g.full(guar), ".")
    s.note("False statements are offences under the ", g.statute(), ", ", g.section(), ".")
    footer(g, s)
    return s


@frame("child_care_subsidy_application", "toml", ("ca", "us"))
def child_care_subsidy_application(g):
    s = start(g, "CHILD CARE FEE SUBSIDY APPLICATION", "CCS")
    parent, other, kid1, kid2, provider = g.persons(5)
    s.sec("parent").f("Name", g.first(parent)).f("Dob", g.dob()).f("Id", g.national_id()).f(
        "Address", g.address()
    )
    s.f("Phone", g.phone()).f("Email", g.email(parent))
    s.sec("parent").f("Name", g.first(other)).f("Dob", g.dob())
    for k in (kid1, kid2):
        s.sec("child").f("Name", g.first(k)).f("Dob", g.dob(lo=2016, hi=2024))
        if g.jur == "ca":
            s.f("Health card", g.health(k))
    s.sec("provider").f("Centre", g.org()).f("Supervisor", g.first(provider))
    s.note(
        g.later(kid1), " attends full-time; ", g.later(kid2), " is on the wait list at ", g.building(), "."
    )
    footer(g, s)
    return s


@frame("student_loan_forbearance_request", "org_mode", ("ca", "us"))
def student_loan_forbearance_request(g):
    s = start(g, "STUDENT LOAN FORBEARANCE REQUEST", "SL")
    borrower, cosigner, counsellor = g.persons(3)
    s.sec("Borrower").f("Name", g.first(borrower)).f("Birth date", g.dob()).f("ID", g.national_id())
    s.f("Address", g.address()).f("Phone", g.phone()).f("Email", g.email(borrower)).f("Login IP", g.ip())
    s.sec("Co-signer").f("Name", g.first(cosigner)).f("Phone", g.phone())
    s.note("Reason: hardship after ", g.storm(), "; ", g.later(borrower), " returned to the ", g.org(), ".")
    s.note(
        "Call notes by ",
        g.form(counsellor, "init"),
        ": spoke with ",
        g.later(cosigner),
        " on ",
        g.date(),
        ".",
    )
    s.note("Scholarship history: ", g.award(), ". Rules: ", g.statute(), ", ", g.section(), ".")
    footer(g, s)
    return s


@frame("security_clearance_questionnaire", "asciidoc")
def security_clearance_questionnaire(g):
    s = start(g, "PERSONNEL SECURITY QUESTIONNAIRE", "SEC")
    subj, ref1, ref2, ex = g.persons(4)
    s.sec("Subject").f("Name", g.first(subj)).f("Date of birth", g.dob()).f("Address", g.address())
    s.f("Phone", g.phone()).f("Email", g.email(subj)).f("Profile", g.url(subj))
    s.sec("References").f("Reference", g.first(ref1)).f("Phone", g.phone()).f("Reference", g.first(ref2))
    s.sec("Former spouse").f("Name", g.first(ex)).f("Last known", g.address())
    s.note("Foreign travel: ", g.eplace(), " (", g.date(), "). Interviewer: ", g.official(), ".")
    s.note(
        g.later(ref1),
        " has known ",
        g.later(subj),
        " since school; ",
        g.later(ref2),
        " is a co-worker at ",
        g.org(),
        ".",
    )
    footer(g, s)
    return s


@frame("parking_ticket_dispute", "mojibake_cp1252")
def parking_ticket_dispute(g):
    s = start(g, "PARKING PENALTY DISPUTE", "PKG")
    owner, driver = g.persons(2, latin=True)
    s.h("Ticket", g.ref_no("PT"))
    s.sec("Registered owner").f("Name", g.first(owner)).f("Address", g.address()).f("Email", g.email(owner))
    s.sec("Driver").f("Name", g.first(driver)).f("Licence", g.dl(driver)).f("Phone", g.phone())
    s.note(
        g.later(driver),
        " parked near ",
        g.building(),
        " on ",
        g.date(),
        "; the sign on ",
        g.eplace(),
        " was covered.",
    )
    s.note("Screening officer: ", g.member(), ". Bylaw ", g.section(), ".")
    footer(g, s)
    return s


@frame("animal_bite_incident_report", "form_fields")
def animal_bite_incident_report(g):
    s = start(g, "ANIMAL BITE INCIDENT REPORT", "ABR")
    victim, owner, nurse, parent = g.persons(4)
    s.sec("Person bitten").f("Name", g.first(victim)).f("Date of birth", g.dob(lo=2005, hi=2020)).f(
        "Parent", g.first(parent)
    )
    s.f("Phone", g.phone())
    s.sec("Animal owner").f("Name", g.first(owner)).f("Address", g.address()).f("Phone", g.phone())
    s.note(
        'Dog "',
        g.fictional(),
        '" (named after the character) bit ',
        g.later(victim),
        " near ",
        g.eplace(),
        ".",
    )
    s.note(
        "Rabies follow-up by ",
        g.first(nurse),
        ", public health nurse; tested with ",
        g.term(),
        ". ",
        g.later(owner),
        " to quarantine the dog for 10 days.",
    )
    footer(g, s)
    return s


@frame("heir_search_report", "gedcom")
def heir_search_report(g):
    s = start(g, "HEIR SEARCH REPORT", "HSR")
    dec, sib, niece, cousin = g.persons(4, latin=True)
    for p, rel in ((dec, "Decedent"), (sib, "Sibling"), (niece, "Niece"), (cousin, "First cousin")):
        s.sec(rel).f("NAME", gname(g, p)).f("SEX", "F" if p.gender == "f" else "M")
        s.f("BIRT DATE", g.dob()).f("BIRT PLAC", g.place())
        if p is dec:
            s.f("DEAT DATE", g.date()).f("RESI ADDR", g.address())
        else:
            s.f("RESI ADDR", g.address()).f("RESI PHON", g.phone())
    s.note(
        "Search for the estate of ",
        g.full(dec),
        " ordered by ",
        g.judge(),
        "; ",
        g.later(sib),
        " is the closest heir.",
    )
    footer(g, s)
    return s


@frame("probate_kinship_chart", "gedcom", ("ca", "us"))
def probate_kinship_chart(g):
    s = start(g, "KINSHIP CHART FOR PROBATE", "KIN", court=True)
    dec, spouse, c1, c2 = g.persons(4, latin=True)
    for p, rel in ((dec, "Deceased"), (spouse, "Spouse"), (c1, "Child"), (c2, "Child")):
        s.sec(rel).f("NAME", gname(g, p)).f("BIRT DATE", g.dob())
        if p is dec:
            s.f("DEAT DATE", g.date()).f("DEAT PLAC", g.eplace())
        else:
            s.f("EMAIL", g.email(p))
    s.note("Chart filed with ", g.official(), "; ", g.later(c1), " renounced. See ", g.case(), ".")
    footer(g, s)
    return s
