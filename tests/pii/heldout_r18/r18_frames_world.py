"""Frames tied to one foreign jurisdiction (UK, Australia, New Zealand, Germany in German, India, Kenya,
Mexico in Spanish) and three frames drawn for Canada or the US."""

from __future__ import annotations

from r18_blocks import finish, frame, start


@frame("uk_lpa_registration_notice", "letter", ("uk",))
def uk_lpa_registration_notice(g):
    donor, att1, att2, cert = g.people(4)
    s = start(g, "Notice of Intention to Register a Lasting Power of Attorney")
    s.prose(
        "Notice",
        ["Dear ", g.titled(donor, later=False), ","],
        [
            "Your attorneys ",
            g.full(att1),
            " and ",
            g.full(att2),
            " have applied to register your property and financial affairs LPA under the ",
            g.statute(),
            ".",
        ],
        [
            "The certificate provider, ",
            g.full(cert),
            ", confirmed on ",
            g.date(),
            " that you understood the document.",
        ],
        [
            "If you object, write within four weeks quoting ",
            g.ref(),
            ". A similar objection failed in ",
            g.neutral(),
            ".",
        ],
    )
    s.fields("Donor details", ("Date of birth", g.dob()), ("Address", g.address()), ("Telephone", g.phone()))
    return finish(g, s)


@frame("au_ndis_plan_review", "yaml_front_matter", ("au",))
def au_ndis_plan_review(g):
    part, nominee, ot, coord = g.people(4)
    s = start(g, "NDIS Plan Reassessment")
    s.fields(
        "Participant",
        ("Name", g.full(part)),
        ("Date of birth", g.dob()),
        ("NDIS number", g.ref()),
        ("Address", g.address()),
        ("Phone", g.phone()),
    )
    s.fields(
        "Plan nominee", ("Name", g.full(nominee)), ("Email", g.email(nominee)), ("Bank account", g.account())
    )
    s.table(
        "Supports",
        ["Category", "Provider", "Budget"],
        [["Capacity building", g.org(), g.money()], ["Assistive technology", g.product(), g.money()]],
    )
    s.prose(
        "Evidence",
        ["Occupational therapist ", g.latin(ot), " reported progression of ", g.term(), "."],
        ["Support coordinator ", g.latin(coord), " requested a review under ", g.statute(), "."],
    )
    return finish(g, s)


@frame("nz_tenancy_tribunal_order", "mediawiki", ("nz",))
def nz_tenancy_tribunal_order(g):
    ll, t1, t2 = g.people(3)
    s = start(g, "Tenancy Tribunal Order", court=True)
    s.fields(
        "Parties",
        ("Landlord", g.full(ll)),
        ("Tenant", g.full(t1)),
        ("Tenant", g.full(t2)),
        ("Premises", g.address()),
        ("Adjudicator", g.member()),
    )
    s.prose(
        "Reasons",
        [
            g.later(t1),
            " and ",
            g.later(t2),
            " paid a bond of ",
            g.money(),
            "; the landlord ",
            g.later(ll),
            " claimed for carpet damage.",
        ],
        ["The claim fails on the evidence; see ", g.case_cite(), " and s 49 of the ", g.statute(), "."],
    )
    s.fields("Refund to", ("Account", g.account()), ("Tenant phone", g.phone()))
    return finish(g, s)


@frame("de_grundbuchauszug", "form_fields", ("de",), lang="de")
def de_grundbuchauszug(g):
    e1, e2, gl, nb = g.people(4)
    s = start(g, "Grundbuchauszug")
    s.fields(
        "Abteilung I: Eigentümer",
        ("Eigentümer 1", [g.full(e1), ", geb. ", g.dob()]),
        ("Eigentümer 2", [g.full(e2), ", geb. ", g.dob()]),
        ("Anschrift", g.address()),
        ("Telefon", g.phone()),
    )
    s.fields(
        "Abteilung III: Grundpfandrechte",
        ("Gläubiger", g.org()),
        ("Grundschuld", g.money()),
        ("IBAN", g.iban("DE")),
        ("Eingetragen am", g.date()),
    )
    s.prose(
        "Vermerke",
        ["Auflassung gemäß ", g.statute(), "; Notar-Urkunde ", g.ref(), "."],
        ["Wegerecht zugunsten von ", g.latin(nb), "; Flurstück an der ", g.eponymous_place(), "."],
    )
    return finish(g, s, gl)


@frame("in_rti_application", "gettext_po", ("in",))
def in_rti_application(g):
    app, pio = g.people(2)
    s = start(g, "RTI Application")
    s.fields(
        "Applicant",
        ("Name", g.full(app)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(app)),
        ("Driving licence", g.dl(app)),
    )
    s.prose(
        "Information sought",
        [
            "Certified copies of the file noting on my pension claim ",
            g.ref(),
            ", under ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
        ["Fee of Rs 10 paid online; application submitted from ", g.ip(), "."],
    )
    s.fields("Public Information Officer", ("Name", g.latin(pio)), ("Received", g.date()))
    return finish(g, s)


@frame("ke_succession_cause_gazette", "troff_man", ("ke",))
def ke_succession_cause_gazette(g):
    dec, pet1, pet2 = g.people(3)
    s = start(g, "Gazette Notice: Succession Cause", court=True)
    s.prose(
        "Notice",
        [
            "Take notice that an application has been made for letters of administration to the estate of ",
            g.full(dec),
            ", who died on ",
            g.date(),
            ".",
        ],
        [
            "The petitioners are ",
            g.full(pet1),
            " (widow) and ",
            g.full(pet2),
            " (son), both of ",
            g.address(),
            ".",
        ],
        ["Objections may be lodged within thirty days under the ", g.statute(), " before ", g.judge(), "."],
    )
    s.fields("Petitioner contact", ("Phone", g.phone()), ("Email", g.email(pet1)))
    return finish(g, s)


@frame("mx_carta_poder", "form_fields", ("mx",), lang="es")
def mx_carta_poder(g):
    ot, ap, t1, t2 = g.people(4)
    s = start(g, "Carta Poder")
    s.fields(
        "Otorgante",
        ("Nombre", g.full(ot)),
        ("Fecha de nacimiento", g.dob()),
        ("Domicilio", g.address()),
        ("Teléfono", g.phone()),
    )
    s.fields("Apoderado", ("Nombre", g.full(ap)), ("Correo", g.email(ap)))
    s.prose(
        "Facultades",
        [
            "Comparece ",
            g.later(ot),
            " y otorga poder amplio a ",
            g.later(ap),
            " para trámites ante el ",
            g.org(),
            ", conforme al ",
            g.statute(),
            ".",
        ],
        ["Testigos: ", g.latin(t1), " y ", g.latin(t2), ". Firmado el ", g.date(), "."],
    )
    return finish(g, s)


@frame("parenting_time_exchange_log", "textile", ("ca", "us"))
def parenting_time_exchange_log(g):
    mom, dad, kid, sup = g.people(4)
    s = start(g, "Parenting Time Exchange Log", court=True)
    s.fields(
        "Parents",
        ("Parent A", g.full(mom)),
        ("Parent B", g.full(dad)),
        ("Child", [g.full(kid), ", born ", g.dob(young=True)]),
    )
    s.table(
        "Exchanges",
        ["Date", "Handed over by", "Received by", "Notes"],
        [
            [g.date(), g.later(mom), g.later(dad), "on time"],
            [g.date(), g.later(dad), g.later(mom), ["late; call from ", g.phone()]],
            [g.date(), g.later(mom), g.initials(sup), "supervised at centre"],
        ],
    )
    s.prose(
        "Order", ["Exchanges ordered by ", g.judge(), " at the ", g.building(), "; see ", g.case_cite(), "."]
    )
    return finish(g, s, sup)


@frame("court_transcript_order_form", "form_fields", ("ca", "us"))
def court_transcript_order_form(g):
    req, rep = g.people(2)
    s = start(g, "Transcript Order Form", court=True)
    s.fields(
        "Ordering party",
        ("Name", g.full(req)),
        ("Mailing address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(req)),
        ("Payment card", g.card()),
    )
    s.table(
        "Proceedings",
        ["Hearing date", "Presiding", "Courtroom"],
        [[g.date(), g.judge(), g.building()], [g.date(), g.judge(), g.building()]],
    )
    s.prose(
        "Reporter",
        ["Assigned to court reporter ", g.latin(rep), "; delivery within 30 days per ", g.section(), "."],
    )
    return finish(g, s)


@frame("pro_bono_intake_screening", "sexp", ("ca", "us"))
def pro_bono_intake_screening(g):
    cl, opp, vol = g.people(3)
    s = start(g, "Pro Bono Intake Screening")
    s.fields(
        "Client",
        ("Name", g.full(cl)),
        ("Date of birth", g.dob()),
        ("Phone", g.phone()),
        ("Email", g.email(cl)),
        ("Form submitted from", g.ip()),
        ("Household income", g.money()),
    )
    s.fields("Opposing party", ("Name", g.full(opp)), ("Conflict check", "clear"))
    s.prose(
        "Issue",
        ["Eviction for alleged arrears; landlord ", g.later(opp), " relies on ", g.statute(), "."],
        [
            "Screened by volunteer ",
            g.initials(vol),
            "; referred to ",
            g.org(),
            ". Test record ",
            g.fictional(),
            " deleted.",
        ],
    )
    return finish(g, s, vol)
