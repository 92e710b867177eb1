"""Frames drawn for one of the foreign jurisdictions (research, travel, clubs, archives, contracts)."""

from __future__ import annotations

from r18_blocks import finish, frame, start

WORLD = ()  # empty: the builder draws a foreign jurisdiction


@frame("clinical_trial_consent_log", "textproto", WORLD)
def clinical_trial_consent_log(g):
    parts = g.people(3)
    pi, coord = g.people(2)
    s = start(g, "Clinical Trial e-Consent Log")
    s.meta(("Protocol", g.ref()), ("Principal investigator", [g.title(pi), " ", g.full(pi)]))
    s.table(
        "Consents",
        ["Participant", "Date of birth", "Signed", "Signed from"],
        [[g.full(p), g.dob(), g.date(), g.ip()] for p in parts],
    )
    s.prose(
        "Deviations",
        ["Re-consent of ", g.later(parts[1]), " after amendment; study drug not linked to ", g.term(), "."],
        ["Monitor visit by ", g.latin(coord), " of ", g.org(), "."],
    )
    return finish(g, s, coord)


@frame("research_ethics_participant_roster", "graphviz_dot", WORLD)
def research_ethics_participant_roster(g):
    ppl = g.people(4)
    ra = g.person()
    s = start(g, "Research Participant Roster")
    s.table(
        "Participants",
        ["Name", "Contact", "Withdrawal"],
        [[g.full(p), g.email(p), g.r.choice(("no", "yes", "partial"))] for p in ppl],
    )
    s.prose(
        "Ethics",
        [
            "Dummy row ",
            g.fictional(),
            " removed. Approval ",
            g.ref(),
            " under the ",
            g.statute(),
            "; recruitment flyer quoted ",
            g.public_figure(),
            ".",
        ],
    )
    s.fields("Research assistant", ("Name", g.latin(ra)), ("Phone", g.phone()))
    return finish(g, s)


@frame("airline_passenger_irregularity_report", "edifact", WORLD)
def airline_passenger_irregularity_report(g):
    pax, comp, agent = g.people(3)
    s = start(g, "PASSENGER IRREGULARITY REPORT")
    s.fields(
        "Passenger",
        ("Name", g.inv(pax)),
        ("Date of birth", g.dob()),
        ("Phone", g.phone()),
        ("Email", g.email(pax)),
        ("Card on file", g.card()),
    )
    s.fields("Travelling companion", ("Name", g.inv(comp)), ("Date of birth", g.dob()))
    s.prose(
        "Event",
        ["Flight diverted to ", g.eponymous_place(), " due to ", g.storm(), "; bag tag ", g.tracking(), "."],
        ["Handled by agent ", g.initials(agent), "; compensation under the ", g.statute(), "."],
    )
    return finish(g, s, agent)


@frame("ship_crew_manifest", "textile", WORLD)
def ship_crew_manifest(g):
    crew = g.people(5)
    s = start(g, "Crew Manifest")
    s.meta(("Vessel", g.ship()), ("Voyage", g.phone_ref()))
    s.table(
        "Crew",
        ["Name", "Rank", "Date of birth", "Next of kin phone"],
        [
            [g.full(p), rank, g.dob(), g.phone()]
            for p, rank in zip(crew, ("Master", "Chief Officer", "Bosun", "Cook", "AB Seaman"), strict=True)
        ],
    )
    s.prose("Remarks", ["Signed off: ", g.later(crew[3]), " (", g.term(), "). Port agent ", g.org(), "."])
    return finish(g, s)


@frame("embassy_visa_appointment_list", "gettext_po", WORLD)
def embassy_visa_appointment_list(g):
    apps = g.people(4)
    s = start(g, "Visa Appointment List")
    s.table(
        "Appointments",
        ["Applicant", "Date of birth", "Slot", "Booked from"],
        [[g.full(p), g.dob(), g.date(), g.ip()] for p in apps],
    )
    s.prose(
        "Note",
        [
            g.later(apps[0]),
            " and ",
            g.later(apps[2]),
            " are travelling together; biometrics reused from ",
            g.ref(),
            ".",
        ],
    )
    return finish(g, s)


@frame("sports_club_registration", "reg_export", WORLD)
def sports_club_registration(g):
    kid, parent, coach = g.people(3)
    s = start(g, "Club Membership Registration")
    s.fields(
        "Member",
        ("Name", g.latin(kid)),
        ("DateOfBirth", g.dob(young=True)),
        ("Guardian", g.latin(parent)),
        ("GuardianPhone", g.phone()),
        ("GuardianEmail", g.email(parent)),
        ("Address", g.address()),
        ("CardOnFile", g.card()),
    )
    s.fields("Team", ("Coach", g.latin(coach)), ("Ground", g.building()), ("Trophy", g.award()))
    return finish(g, s)


@frame("source_code_contributor_agreement", "unified_diff", WORLD)
def source_code_contributor_agreement(g):
    dev, co = g.people(2)
    s = start(g, "Contributor License Agreement")
    s.fields(
        "Contributor",
        ("Full name", g.full(dev)),
        ("Email", g.email(dev)),
        ("GitHub", g.url(dev)),
        ("Postal address", g.address()),
        ("Signed from IP", g.ip()),
    )
    s.fields("Employer consent", ("Signed by", g.latin(co)), ("Company", g.org()), ("Date", g.date()))
    s.prose(
        "History",
        ["Supersedes the agreement in commit ", g.commit(), "; patent grant covers ", g.patent(), "."],
    )
    return finish(g, s)


@frame("expert_witness_publication_list", "bibtex", WORLD)
def expert_witness_publication_list(g):
    ex, co1, co2 = g.people(3)
    s = start(g, "Expert Witness Publication List")
    s.fields(
        "Expert", ("Name", g.full(ex)), ("Profile", g.url(ex)), ("Email", g.email(ex)), ("Phone", g.phone())
    )
    s.table(
        "Publications",
        ["Authors", "Title", "Year"],
        [
            [[g.inv(ex), " and ", g.inv(co1)], ["Outcomes of ", g.term()], "2019"],
            [[g.inv(co2), " and ", g.inv(ex)], "Forensic review of dashcam evidence", "2022"],
        ],
    )
    s.prose("Prior testimony", ["Qualified in ", g.case_cite(), " and ", g.neutral(), "."])
    return finish(g, s)


@frame("archive_accession_register", "bibtex", WORLD)
def archive_accession_register(g):
    donor, subj, arch = g.people(3)
    s = start(g, "Archive Accession Register")
    s.fields(
        "Donor",
        ("Name", g.full(donor)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(donor)),
    )
    s.table(
        "Items",
        ["Item", "Subject", "Date"],
        [
            ["letters, 42 leaves", g.full(subj), g.date(1950, 1990)],
            ["photographs of the launch", g.ship(), g.date(1960, 1980)],
        ],
    )
    s.prose("Provenance", ["Family papers of ", g.later(subj), ", with clippings on ", g.historical(), "."])
    return finish(g, s, arch)


@frame("scholarship_award_ledger", "bibtex", WORLD)
def scholarship_award_ledger(g):
    ss = g.people(3)
    s = start(g, "Scholarship Disbursement Ledger")
    s.meta(("Award", g.award()))
    s.table(
        "Recipients",
        ["Student", "Date of birth", "Amount", "Paid to"],
        [[g.full(p), g.dob(), g.money(), g.account()] for p in ss],
    )
    s.prose("Bank", ["Transfers via ", g.bank_code(), "; IBAN for international payee ", g.iban(), "."])
    return finish(g, s)


@frame("genealogy_pedigree_chart", "graphviz_dot", WORLD)
def genealogy_pedigree_chart(g):
    me, fa, mo, gfa, gmo = g.people(5)
    s = start(g, "Pedigree Chart")
    s.fields("Proband", ("Name", g.full(me)), ("Born", g.dob()), ("Email", g.email(me)))
    s.fields("Parents", ("Father", g.full(fa)), ("Mother", g.full(mo)))
    s.fields("Grandparents", ("Paternal grandfather", g.full(gfa)), ("Paternal grandmother", g.full(gmo)))
    s.prose("Sources", ["Parish records; family legend links ", g.later(gfa), " to ", g.historical(), "."])
    return finish(g, s)


@frame("conference_speaker_contract", "yaml_front_matter", WORLD)
def conference_speaker_contract(g):
    sp, org_c = g.people(2)
    s = start(g, "Speaker Agreement")
    s.fields(
        "Speaker",
        ("Name", g.full(sp)),
        ("Profile", g.url(sp)),
        ("Email", g.email(sp)),
        ("Mobile", g.phone()),
        ("Honorarium to", g.iban()),
    )
    s.prose(
        "Terms",
        ["The speaker will present a keynote on the ", g.award(), " programme at the ", g.building(), "."],
        ["Travel booked by ", g.latin(org_c), "; recordings licensed to ", g.org(), "."],
    )
    return finish(g, s, org_c)


@frame("collaborative_divorce_participation_agreement", "letter", WORLD)
def collaborative_divorce_participation_agreement(g):
    a, b, coach, kid = g.people(4)
    s = start(g, "Collaborative Practice Participation Agreement")
    s.prose(
        "Agreement",
        [
            "This agreement is made between ",
            g.full(a),
            " and ",
            g.full(b),
            ", who separated on ",
            g.date(),
            ".",
        ],
        [
            "The parties retain ",
            g.org(),
            " and divorce coach ",
            g.full(coach),
            ". The interests of ",
            g.full(kid),
            ", born ",
            g.dob(young=True),
            ", come first.",
        ],
        ["Disclosure follows ", g.statute(), " and ", g.case_cite(), "."],
    )
    s.fields("Contact", ("Party A phone", g.phone()), ("Party B e-mail", g.email(b)))
    s.sign = [[g.latin(a)], [g.latin(b)]]
    return finish(g, s)


@frame("home_inspection_report", "textproto", WORLD)
def home_inspection_report(g):
    buyer, seller, insp = g.people(3)
    s = start(g, "Home Inspection Report")
    s.fields(
        "Client",
        ("Buyer", g.full(buyer)),
        ("Buyer phone", g.phone()),
        ("Buyer email", g.email(buyer)),
        ("Property", g.address()),
        ("Seller", g.full(seller)),
    )
    s.table(
        "Findings",
        ["Area", "Finding"],
        [["Roof", ["damage consistent with ", g.storm()]], ["Panel", g.product()]],
    )
    s.prose("Inspector", ["Inspected by ", g.latin(insp), " on ", g.date(), "; licence ", g.ref(), "."])
    return finish(g, s, insp)
