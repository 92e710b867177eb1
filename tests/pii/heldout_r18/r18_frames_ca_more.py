"""Canadian frames, continued (health, registries, courts; the Québec frame in French)."""

from __future__ import annotations

from r18_blocks import finish, frame, start


@frame("tax_court_notice_of_appeal", "unified_diff", ("ca",))
def tax_court_notice_of_appeal(g):
    app, spouse, rep = g.people(3)
    s = start(g, "Notice of Appeal (Informal Procedure)", court=True)
    s.fields(
        "Appellant",
        ("Name", g.full(app)),
        ("SIN", g.sin()),
        ("Address", g.address()),
        ("Telephone", g.phone()),
        ("Email", g.email(app)),
        ("Agent (not a lawyer)", g.latin(rep)),
    )
    s.prose(
        "Grounds",
        [
            "The Minister disallowed the Canada caregiver credit claimed for ",
            g.full(spouse),
            " (",
            g.term(),
            ").",
        ],
        [
            "The appellant relies on ",
            g.case_cite(),
            " and ",
            g.neutral(),
            "; see ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
    )
    s.sign = [[g.latin(app), ", ", g.date()]]
    return finish(g, s)


@frame("ltc_bed_waitlist_application", "form_fields", ("ca",))
def ltc_bed_waitlist_application(g):
    res, sdm, md = g.people(3)
    s = start(g, "Long-Term Care Waitlist Application")
    s.fields(
        "Applicant",
        ("Name", g.full(res)),
        ("Date of birth", g.dob()),
        ("Health card", g.health(res)),
        ("Current address", g.address()),
        ("Primary diagnosis", g.term()),
    )
    s.fields(
        "Substitute decision-maker",
        ("Name", g.full(sdm)),
        ("Relationship", "son-in-law"),
        ("Telephone", g.phone()),
        ("E-mail", g.email(sdm)),
    )
    s.table(
        "Home choices", ["Rank", "Home"], [["1", g.building()], ["2", g.org()], ["3", g.eponymous_place()]]
    )
    s.prose(
        "Assessment",
        [
            "Assessed by ",
            g.title(md),
            " ",
            g.latin(md),
            " on ",
            g.date(),
            "; MMSE and ",
            g.term(),
            " reviewed.",
        ],
        [g.later(sdm), " holds a power of attorney for personal care under the ", g.statute(), "."],
    )
    return finish(g, s)


@frame("wage_earner_protection_claim", "edifact", ("ca",))
def wage_earner_protection_claim(g):
    claimants = g.people(3)
    trustee = g.person()
    s = start(g, "WEPP CLAIM BATCH")
    s.meta(("Trustee", g.org()), ("Bankruptcy estate", g.court_file()))
    s.table(
        "Claimants",
        ["Name", "SIN", "Wages owing", "Deposit"],
        [[g.inv(p), g.sin(), g.money(), g.account()] for p in claimants],
    )
    s.prose(
        "Remarks",
        ["Eligibility under the ", g.statute(), "; prepared by ", g.latin(trustee), "."],
        ["Address on file for ", g.later(claimants[0]), ": ", g.address()],
    )
    return finish(g, s, trustee)


@frame("organ_donor_registration", "reg_export", ("ca",))
def organ_donor_registration(g):
    donor, wit = g.people(2)
    s = start(g, "Organ Donor Registration")
    s.fields(
        "Registrant",
        ("Name", g.latin(donor)),
        ("DateOfBirth", g.dob()),
        ("HealthCard", g.health(donor)),
        ("Email", g.email(donor)),
        ("KioskClientIP", g.ip()),
    )
    s.fields(
        "Consent", ("Scope", "all organs and tissue"), ("Witness", g.latin(wit)), ("Statute", g.statute())
    )
    s.prose(
        "Note",
        [
            "Registered during the ",
            g.award(),
            " gala at the ",
            g.building(),
            "; ",
            g.later(donor),
            " asked for a wallet card.",
        ],
    )
    return finish(g, s)


@frame("atip_request_log", "textile", ("ca",))
def atip_request_log(g):
    reqs = g.people(4)
    analyst = g.person()
    s = start(g, "ATIP Request Log")
    s.table(
        "Requests",
        ["Requester", "Received", "Subject", "Submitted from"],
        [
            [
                g.full(p),
                g.date(),
                g.r.choice(("own immigration file", "CBSA lookout", "EI claim notes", "passport file")),
                g.ip(),
            ]
            for p in reqs
        ],
    )
    s.prose(
        "Analyst notes",
        ["Extension taken for ", g.later(reqs[1]), " under ", g.section(), " of the ", g.statute(), "."],
        ["Complaint by ", g.later(reqs[3]), " to ", g.official(), "; citing ", g.case_cite(), "."],
    )
    return finish(g, s, analyst)


@frame("bc_notice_of_civil_claim", "troff_man", ("ca",), region="BC")
def bc_notice_of_civil_claim(g):
    pl, df, wit = g.people(3)
    s = start(g, "Notice of Civil Claim", court=True)
    s.fields(
        "Parties",
        ("Plaintiff", [g.caps(pl)]),
        ("Defendant", [g.caps(df)]),
        ("Plaintiff's address for service", g.address()),
        ("Fax or e-mail for service", g.email(pl)),
    )
    s.prose(
        "Part 1: Statement of facts",
        [
            "On ",
            g.date(),
            ", the defendant ",
            g.later(df),
            " struck the plaintiff's cyclist ",
            g.later(pl),
            " near ",
            g.eponymous_place(),
            ".",
        ],
        [
            "A witness, ",
            g.full(wit),
            " (",
            g.phone(),
            "), saw the collision. The plaintiff relies on ",
            g.case_cite(),
            ".",
        ],
    )
    s.fields("Plaintiff details", ("Date of birth", g.dob()), ("Medical Services Plan number", g.health(pl)))
    return finish(g, s)


@frame("qc_demande_homologation_mandat", "letter", ("ca",), lang="fr", region="QC")
def qc_demande_homologation_mandat(g):
    mand, mandt, md, soc = g.people(4)
    s = start(g, "Demande d'homologation d'un mandat de protection", court=True)
    s.prose(
        "Exposé",
        [
            "La requérante, ",
            g.full(mandt),
            ", demande l'homologation du mandat signé par ",
            g.full(mand),
            ", née le ",
            g.dob(),
            ".",
        ],
        [
            "Le mandant réside au ",
            g.address(),
            " et son numéro d'assurance maladie est ",
            g.health(mand),
            ".",
        ],
        [
            "L'évaluation médicale du ",
            g.title(md),
            " ",
            g.latin(md),
            " et l'évaluation psychosociale de ",
            g.latin(soc),
            " concluent à l'inaptitude (",
            g.term(),
            ").",
        ],
        ["Le tout conformément aux ", g.section(), " et au ", g.statute(), ", devant ", g.judge(), "."],
    )
    s.fields("Coordonnées de la mandataire", ("Téléphone", g.phone()), ("Courriel", g.email(mandt)))
    s.sign = [[g.latin(mandt)]]
    return finish(g, s)


@frame("ontario_works_eligibility_review", "yaml_front_matter", ("ca",), region="ON")
def ontario_works_eligibility_review(g):
    head, partner, kid, worker = g.people(4)
    s = start(g, "Ontario Works Eligibility Review")
    s.fields(
        "Benefit unit",
        ("Applicant", g.full(head)),
        ("SIN", g.sin()),
        ("Health number", g.health(head)),
        ("Spouse", g.full(partner)),
        ("Dependent", [g.full(kid), ", born ", g.dob(young=True)]),
        ("Address", g.address()),
        ("Deposit account", g.account()),
    )
    s.prose(
        "Caseworker summary",
        [
            g.later(head),
            " reported casual income from ",
            g.org(),
            "; shelter costs confirmed against the lease.",
        ],
        ["Next review ", g.date(), ". Worker: ", g.initials(worker), "."],
    )
    return finish(g, s, worker)
