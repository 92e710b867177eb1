"""Canadian frames (federal programmes, provincial registries, courts; one Québec frame in French)."""

from __future__ import annotations

from r18_blocks import finish, frame, start


@frame("ei_record_of_employment", "form_fields", ("ca",))
def ei_record_of_employment(g):
    emp, sup, payroll = g.people(3)
    s = start(g, "Record of Employment")
    s.fields(
        "Block 9-12: Employee",
        ("Name", g.full(emp)),
        ("Social Insurance Number", g.sin()),
        ("Date of birth", g.dob()),
        ("Home address", g.address()),
        ("Telephone", g.phone()),
    )
    s.fields(
        "Block 10-16: Employment",
        ("Employer", g.org()),
        ("First day worked", g.date(2012, 2020)),
        ("Last day for which paid", g.date()),
        ("Reason for issuing", "K \u2014 Other (see comments)"),
        ("ROE serial", g.phone_ref()),
        ("Contact person", [g.latin(sup), ", ", g.phone(ext=True)]),
    )
    s.table(
        "Block 15C: Insurable earnings by pay period",
        ["Pay period", "Earnings", "Hours"],
        [[str(n), g.money(), str(g.r.randrange(60, 88))] for n in range(1, 4)],
    )
    s.prose(
        "Comments",
        [
            g.later(emp),
            " was on leave for ",
            g.term(),
            " treatment; see ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
        ["Payroll file checked by ", g.initials(payroll), " against ", g.product(), " export ", g.ref(), "."],
    )
    return finish(g, s, payroll)


@frame("cpp_survivor_benefit_application", "yaml_front_matter", ("ca",))
def cpp_survivor_benefit_application(g):
    dec, app, child, wit = g.people(4)
    s = start(g, "Survivor's Pension Application")
    s.fields(
        "Deceased contributor",
        ("Name", g.full(dec)),
        ("SIN", g.sin()),
        ("Date of birth", g.dob()),
        ("Date of death", g.date(2021, 2026)),
    )
    s.fields(
        "Applicant",
        ("Name", g.full(app)),
        ("SIN", g.sin()),
        ("Date of birth", g.dob()),
        ("Address", g.address()),
        ("Telephone", g.phone()),
        ("Direct deposit", g.account()),
    )
    s.table("Dependent children", ["Name", "Date of birth"], [[g.full(child), g.dob(young=True)]])
    s.prose(
        "Declaration",
        [
            "I, ",
            g.later(app),
            ", lived in a conjugal relationship with ",
            g.later(dec),
            " until the death, as defined in ",
            g.statute(),
            ".",
        ],
        ["Witnessed by ", g.latin(wit), " on ", g.date(), " at the ", g.building(), "."],
    )
    s.sign = [[g.later(app), " (signature on file)"]]
    return finish(g, s)


@frame("rrsp_beneficiary_designation", "textproto", ("ca",))
def rrsp_beneficiary_designation(g):
    owner, b1, b2, adv = g.people(4)
    s = start(g, "RRSP Beneficiary Designation")
    s.fields(
        "Annuitant",
        ("Name", g.full(owner)),
        ("SIN", g.sin()),
        ("Date of birth", g.dob()),
        ("Address", g.address()),
        ("Email", g.email(owner)),
        ("Plan account", g.account()),
    )
    s.table(
        "Beneficiaries",
        ["Name", "Relationship", "Share", "Date of birth"],
        [[g.full(b1), "spouse", "60%", g.dob()], [g.full(b2), "niece", "40%", g.dob(young=True)]],
    )
    s.prose(
        "Notes",
        [
            "Revokes the designation of ",
            g.date(2010, 2018),
            "; revocation in a will is governed by ",
            g.statute(),
            ".",
        ],
        ["Advisor ", g.latin(adv), " (", g.org(), ") confirmed identity by video call."],
    )
    return finish(g, s, adv)


@frame("land_transfer_tax_affidavit", "troff_man", ("ca",), region="ON")
def land_transfer_tax_affidavit(g):
    t1, t2, dep = g.people(3)
    s = start(g, "Land Transfer Tax Affidavit")
    s.fields(
        "Transferees",
        ("Transferee 1", [g.full(t1), ", born ", g.dob()]),
        ("Transferee 2", [g.full(t2), ", born ", g.dob()]),
        ("Address for service", g.address()),
        ("Telephone", g.phone()),
    )
    s.fields(
        "Property",
        ("Municipality", g.eponymous_place()),
        ("PIN", g.ref()),
        ("Consideration", g.money()),
        ("Registration date", g.date()),
    )
    s.prose(
        "Deponent",
        [
            g.caps(dep),
            " makes oath that the statements are true, under ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
        [
            "First-time purchaser refund claimed by ",
            g.later(t1),
            " only; ",
            g.later(t2),
            " owned a home in ",
            g.place(),
            ".",
        ],
    )
    return finish(g, s, dep)


@frame("condo_status_certificate", "mediawiki", ("ca",))
def condo_status_certificate(g):
    owner, buyer, mgr, tenant = g.people(4)
    s = start(g, "Status Certificate")
    s.fields(
        "Unit",
        ("Corporation", g.org()),
        ("Unit owner", g.full(owner)),
        ("Purchaser", g.full(buyer)),
        ("Purchaser e-mail", g.email(buyer)),
        ("Unit address", g.address()),
        ("Common expenses", g.money()),
    )
    s.table("Leased units", ["Tenant", "Lease start", "Phone"], [[g.full(tenant), g.date(), g.phone()]])
    s.prose(
        "Disclosure",
        [
            "A special assessment follows water damage from ",
            g.storm(),
            ". The corporation is a party to ",
            g.case_cite(),
            " in a related matter.",
        ],
        [
            "Certificate prepared by property manager ",
            g.latin(mgr),
            " under ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
    )
    return finish(g, s, mgr)


@frame("peace_bond_conditions", "letter", ("ca",), lang="en")
def peace_bond_conditions(g):
    defn, comp, surety = g.people(3)
    s = start(g, "Recognizance to Keep the Peace", court=True)
    s.prose(
        "Order",
        [
            g.judge(),
            " ordered that ",
            g.full(defn),
            ", born ",
            g.dob(),
            ", enter into a recognizance under ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
        [
            "The defendant shall have no contact with ",
            g.full(comp),
            " and shall not attend within 100 metres of ",
            g.address(),
            ".",
        ],
        ["Surety ", g.full(surety), " (", g.phone(), ") pledged ", g.money(), ". See ", g.neutral(), "."],
    )
    s.fields("Identification", ("Driver's licence", g.dl(defn)), ("Next appearance", g.date()))
    s.sign = [[g.initials(g.person()), " for the Clerk of the Court"]]
    return finish(g, s)


@frame("citizenship_oath_ceremony_roster", "sexp", ("ca",))
def citizenship_oath_ceremony_roster(g):
    cands = g.people(5)
    s = start(g, "Citizenship Ceremony Roster")
    s.meta(("Presiding", g.member()))
    s.table(
        "Candidates",
        ["Name", "Client ID", "Date of birth"],
        [[g.full(p), g.ref(), g.dob()] for p in cands],
    )
    s.prose(
        "Remarks",
        ["Guest speaker recipient of the ", g.award(), " recalled the story of ", g.historical(), "."],
        ["Late arrival: ", g.later(cands[2]), "; photo consent withdrawn by ", g.later(cands[4]), "."],
    )
    return finish(g, s)


@frame("ircc_biometrics_appointment_letter", "gettext_po", ("ca",))
def ircc_biometrics_appointment_letter(g):
    app, dep = g.people(2)
    s = start(g, "Biometrics Instruction Letter")
    s.fields(
        "Applicant",
        ("Family name, given name", g.inv(app)),
        ("Date of birth", g.dob()),
        ("UCI", g.ref()),
        ("Email", g.email(app)),
        ("Phone", g.phone()),
    )
    s.fields("Accompanying family member", ("Name", g.full(dep)), ("Date of birth", g.dob(young=True)))
    s.prose(
        "Instructions",
        [
            "Bring this letter to a Service Canada office within 30 days (",
            g.section(),
            ", ",
            g.statute(),
            ").",
        ],
        [g.later(app), " may book at the ", g.building(), " or by calling ", g.inst_phone(), "."],
    )
    return finish(g, s)
