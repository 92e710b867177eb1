"""Frames tied to foreign jurisdictions (part two): protection orders, complaints, letters, affidavits, checks."""

from __future__ import annotations

from r20_blocks import Spec, frame


@frame("sg_ppo_application", "form_fields", ("sg",))
def sg_ppo(g):
    ap, rs, kid = g.person(female=True), g.person(female=False), g.child()
    s = Spec(g, "Application for Personal Protection Order")
    s.h("Family Justice Courts case", g.court_file()).h("Filed", g.date())
    s.f(
        "Applicant",
        [
            ("Name as in NRIC", g.caps(ap)),
            ("Date of birth", g.dob(ap)),
            ("Address", g.address()),
            ("Mobile", g.phone()),
            ("Email", g.email(ap)),
        ],
    )
    s.f("Respondent", [("Name", g.full(rs)), ("Relationship", "husband"), ("Date of birth", g.dob(rs))])
    s.f("Family member also to be protected", [("Name", g.full(kid)), ("Date of birth", g.dob(kid))])
    s.p(
        "Incident",
        [
            "On ",
            g.date(),
            ", ",
            g.ref(rs),
            " threw a chair at me in the flat. ",
            g.given(kid),
            " hid in the bathroom and called my sister ",
            g.full(g.person()),
            ". He later posted about me at ",
            g.url(rs),
            ".",
        ],
        ["I seek an order under the ", g.statute("sg"), ", ", g.section(), "."],
    )
    s.sign([g.sig(ap, "Applicant")], ["Helpdesk: ", g.inst_phone()])
    return s


@frame("za_maintenance_complaint", "letter", ("za",))
def za_maint(g):
    c, r_, kid, emp = g.person(female=True), g.person(female=False), g.child(), g.person()
    s = Spec(g, "Complaint in terms of Section 6 of the Maintenance Act")
    s.court = f"The Maintenance Officer, Magistrate's Court {g.r.choice(['Soweto', 'Mthatha', 'Polokwane', 'Mahikeng'])}"
    s.h("Maintenance case", g.court_file())
    s.p(None, ["Dear Maintenance Officer,"])
    s.p(
        None,
        [
            "I, ",
            g.full(c),
            ", born ",
            g.dob(c),
            ", residing at ",
            g.address(),
            ", lay a complaint against ",
            g.full(r_),
            ", the father of my child ",
            g.full(kid),
            " (born ",
            g.dob(kid),
            ").",
        ],
    )
    s.p(
        None,
        [
            g.ref(r_),
            " works for ",
            g.org(),
            " and his supervisor is ",
            g.full(emp),
            ". He has paid nothing since ",
            g.date(),
            ". My bank details for payment: ",
            g.account(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "I ask for an order under the ",
            g.law("Maintenance Act 99 of 1998"),
            ", ",
            g.sect("section 6"),
            ". I can be reached on ",
            g.phone(),
            ".",
        ],
    )
    s.sign(["Yours faithfully,"], [g.nm(c)])
    return s


@frame("ke_chiefs_introduction_letter", "letter", ("ke",))
def ke_chief(g):
    res, chief_sub, kin = g.person(), g.person(), g.person()
    s = Spec(g, "Letter of Introduction")
    s.court = f"Office of the Chief, {g.r.choice(['Kondele', 'Kibera', 'Githurai', 'Nyalenda'])} Location"
    s.h("Ref", g.refno("CH")).h("To", "Whom it may concern")
    s.p(
        None,
        [
            "This is to introduce ",
            g.full(res),
            ", born ",
            g.dob(res),
            ", a resident of ",
            g.address(),
            ", who is known to this office.",
        ],
    )
    s.p(
        None,
        [
            g.ref(res),
            " is the next of kin of the late ",
            g.full(kin),
            ", who died on ",
            g.date(),
            ". The family has asked that ",
            g.given(res),
            " be assisted to obtain the burial permit.",
        ],
    )
    s.p(
        None,
        [
            "Assistant chief ",
            g.full(chief_sub),
            " has confirmed these facts with the village elders. Phone: ",
            g.phone(),
            ".",
        ],
    )
    s.sign(["Chief (official stamp)"], ["cc: Deputy County Commissioner — ", g.inst_email()])
    return s


@frame("ie_piab_application", "letter", ("ie",))
def piab(g):
    cl, gp, emp = g.person(), g.person(), g.person()
    s = Spec(g, "Application for Assessment of Personal Injury Claim")
    s.court = "Injuries Resolution Board"
    s.h("Claim reference", g.refno("PIAB")).h("Accident date", g.date())
    s.p(
        None,
        [
            "Claimant: ",
            g.full(cl),
            ", date of birth ",
            g.dob(cl),
            ", of ",
            g.address(),
            ", PPS number on file.",
        ],
    )
    s.p(
        None,
        [
            "The claimant slipped in the car park of ",
            g.org(),
            " on a wet evening during ",
            g.storm(),
            ". The respondent's manager, ",
            g.full(emp),
            ", completed an incident report.",
        ],
    )
    s.p(
        None,
        [
            "Treating GP: ",
            g.titled(gp),
            ". ",
            g.ref(gp),
            " certified ",
            g.sur(cl),
            " unfit for work for six weeks. ",
            "Medical report fee of €50 enclosed.",
        ],
    )
    s.f("Contact", [("Claimant phone", g.phone()), ("Claimant email", g.email(cl))])
    s.sign(["Solicitor on record: ", g.firm()])
    return s


@frame("ph_affidavit_of_loss", "wp_reveal_codes", ("ph",))
def ph_loss(g):
    aff, own, notary_clerk = g.person(), g.person(), g.person()
    s = Spec(g, "Affidavit of Loss")
    s.h("Republic of the Philippines", g.place()).h("Doc. No.", g.refno("DOC"))
    s.p(
        None,
        [
            "I, ",
            g.full(aff),
            ", of legal age, Filipino, born ",
            g.dob(aff),
            ", residing at ",
            g.address(),
            ", after being sworn in accordance with law, depose and say:",
        ],
    )
    s.p(
        None,
        [
            "1. That I am the registered owner of a motorcycle, certificate of registration ",
            g.refno("CR"),
            ", which I bought from ",
            g.full(own),
            ".",
        ],
    )
    s.p(
        None,
        [
            "2. That on ",
            g.date(),
            " the certificate was lost when my bag was taken at the terminal near ",
            g.building(),
            ". My driver's license (",
            g.dl(aff),
            ") was also in the bag.",
        ],
    )
    s.p(
        None,
        [
            "3. That I execute this affidavit to attest to the truth of the foregoing; see ",
            g.statute("ph"),
            ".",
        ],
    )
    s.sign(
        [g.caps(aff), " — Affiant"],
        ["SUBSCRIBED AND SWORN to before me this ", g.date(), "; entered by ", g.ini(notary_clerk)],
    )
    return s


@frame("ng_affidavit_of_age_declaration", "form_fields", ("ng",))
def ng_age(g):
    dep, subj, mom = g.person(female=False), g.child(), g.person(female=True)
    s = Spec(g, "Affidavit of Declaration of Age")
    s.h("High Court of Justice", g.r.choice(["Oyo State", "Enugu State", "Kano State", "Lagos State"])).h(
        "Filed", g.date()
    )
    s.p(
        None,
        ["I, ", g.full(dep), ", Nigerian citizen, of ", g.address(), ", make oath and state as follows:"],
    )
    s.f(
        "Particulars",
        [
            ("Name of person", g.full(subj)),
            ("Date of birth", g.dob(subj)),
            ("Place of birth", g.eplace()),
            ("Mother", g.full(mom)),
            ("Mother's phone", g.phone()),
        ],
    )
    s.p(
        None,
        [
            "That I am the uncle of ",
            g.given(subj),
            " and was present at the naming ceremony. That the birth was not registered ",
            "with the National Population Commission. That ",
            g.later(mom),
            " has consented; see the ",
            g.statute("ng"),
            ".",
        ],
    )
    s.sign(["DEPONENT: ", g.caps(dep)], ["Commissioner for Oaths, ", g.date()])
    return s


@frame("uk_dbs_check_application", "form_fields", ("uk",))
def dbs(g):
    ap, prev, rb = g.person(), g.person(), g.person()
    s = Spec(g, "Disclosure and Barring Service Enhanced Check Application")
    s.h("Application reference", g.refno("E")).h("Registered body", g.org())
    s.f(
        "Section A",
        [
            ("Title", g.title(ap)),
            ("Forename", g.given(ap)),
            ("Surname", g.sur(ap)),
            ("Other names used", g.full(prev)),
            ("Date of birth", g.dob(ap)),
            ("Gender", "F" if ap.female else "M"),
        ],
    )
    s.f(
        "Section B Address history",
        [
            ("Current address", g.address()),
            ("Resident since", g.date(2010, 2020)),
            ("Previous address", g.address()),
        ],
    )
    s.f(
        "Section C",
        [
            ("Driving licence number", g.dl(ap)),
            ("Passport", "seen"),
            ("Mobile", g.phone()),
            ("Email", g.email(ap)),
        ],
    )
    s.p(
        "Declaration",
        [
            "ID verified by ",
            g.full(rb),
            " (lead counter-signatory) on ",
            g.date(),
            " under the ",
            g.law("Police Act 1997"),
            ", ",
            g.sect("Part V"),
            ".",
        ],
    )
    s.sign([g.sig(ap, "Applicant")])
    return s
