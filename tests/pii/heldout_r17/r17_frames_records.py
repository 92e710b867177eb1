"""Care, incident and signing records, plus the French (Québec) and Spanish (Mexico) frames."""

from __future__ import annotations

from r17_blocks import footer, frame, start


@frame("residential_care_incident_log", "org_mode", ("ca",))
def residential_care_incident_log(g):
    s = start(g, "RESIDENT INCIDENT LOG", "RCI")
    res, psw, rn, son = g.persons(4)
    s.sec("Resident").f("Name", g.first(res)).f("Born", g.dob(lo=1925, hi=1950)).f(
        "Health card", g.health(res)
    )
    s.f("POA", g.first(son)).f("POA phone", g.phone())
    s.sec("DONE Fall in room").f("Reported by", g.first(psw)).f("Assessed by", g.first(rn)).f(
        "Time", g.date()
    )
    s.note(
        g.later(res),
        " found on floor; ",
        g.later(psw),
        " called ",
        g.later(rn),
        ". History of ",
        g.term(),
        ".",
    )
    s.note(
        g.tl(son), " notified by phone; inspector ", g.official(), " informed under the ", g.statute(), "."
    )
    footer(g, s)
    return s


@frame("vehicle_accident_exchange_form", "form_fields")
def vehicle_accident_exchange_form(g):
    s = start(g, "COLLISION INFORMATION EXCHANGE", "MVA")
    d1, d2, wit, own = g.persons(4)
    s.sec("Driver 1").f("Name", g.first(d1)).f("Licence", g.dl(d1)).f("Phone", g.phone()).f(
        "Address", g.address()
    )
    s.f("Insurer", g.org())
    s.sec("Driver 2").f("Name", g.first(d2)).f("Licence", g.dl(d2)).f("Phone", g.phone()).f(
        "Email", g.email(d2)
    )
    s.f("Registered owner", g.first(own))
    s.sec("Witness").f("Name", g.first(wit)).f("Phone", g.phone())
    s.note(
        g.later(d1),
        " was eastbound near ",
        g.eplace(),
        "; ",
        g.later(d2),
        " turned left. Report ",
        g.ref_no("OCC"),
        ".",
    )
    footer(g, s)
    return s


@frame("title_insurance_commitment", "asciidoc", ("us",))
def title_insurance_commitment(g):
    s = start(g, "COMMITMENT FOR TITLE INSURANCE", "TIC")
    buyer, seller, lender_officer, prior = g.persons(4)
    s.sec("Schedule A").f("Proposed insured", g.first(buyer)).f("Vested in", g.form(seller, "caps"))
    s.f("Property", g.address()).f("Loan officer", g.first(lender_officer))
    s.sec("Schedule B-I").f("Requirement 1", "Release of lien by ", g.full(prior)).f(
        "Requirement 2", "Payoff to ", g.org()
    )
    s.f("Requirement 3", "Affidavit of ", g.later(seller), " re marital status")
    s.note("Issued subject to the ", g.statute(), " and ", g.section(), ". See ", g.case(), ".")
    footer(g, s)
    return s


@frame("rental_deposit_dispute", "table_markdown")
def rental_deposit_dispute(g):
    s = start(g, "SECURITY DEPOSIT DISPUTE STATEMENT", "DEP")
    ten1, ten2, land, mgr = g.persons(4)
    s.sec("Tenants").f("Tenant 1", g.first(ten1)).f("Tenant 2", g.first(ten2)).f("Forwarding", g.address())
    s.f("Refund to", g.account())
    s.sec("Landlord").f("Name", g.first(land)).f("Manager", g.first(mgr)).f("Phone", g.phone())
    s.note(
        g.later(land),
        " kept $850 for carpet; ",
        g.later(ten1),
        " says the damage predates the lease (photos ",
        g.date(),
        "). Hearing before ",
        g.member(),
        ".",
    )
    footer(g, s)
    return s


@frame("board_resolution_signing_page", "letter")
def board_resolution_signing_page(g):
    s = start(g, "WRITTEN RESOLUTION OF THE DIRECTORS", "RES")
    dirs = g.persons(4)
    sec = g.person()
    s.note(
        "RESOLVED that ",
        g.org(),
        " open an account and that ",
        g.first(dirs[0]),
        " and ",
        g.first(dirs[1]),
        " be signing officers, under ",
        g.section(),
        " of the ",
        g.statute(),
        ".",
    )
    s.note(
        "Directors: ", g.first(dirs[2]), ", ", g.first(dirs[3]), ". Corporate secretary: ", g.first(sec), "."
    )
    for p in dirs:
        s.sec("Signature").f("Director", g.form(p, "caps")).f("Date", g.date())
    s.note("Certified by ", g.later(sec), "; filed via ", g.version(), ".")
    footer(g, s)
    return s


@frame("nda_signature_log", "toml")
def nda_signature_log(g):
    s = start(g, "NDA SIGNATURE LOG", "NDA")
    signers = g.persons(4)
    for p in signers:
        s.sec("signature").f("Signer", g.first(p)).f("Email", g.email(p)).f("Ip", g.ip()).f(
            "Signed at", g.date()
        )
        s.f("Profile", g.url(p))
    s.note("Envelope for ", g.org(), "; counterpart of ", g.later(signers[0]), " voided.")
    footer(g, s)
    return s


@frame("tenant_portal_ldap_export", "ldif")
def tenant_portal_ldap_export(g):
    s = start(g, "TENANT PORTAL ACCOUNTS", "TPA")
    tenants = g.persons(4, latin=True)
    for p in tenants:
        s.sec("tenants").f("Name", g.full(p)).f("Surname", g.family(p)).f("Mail", g.email(p)).f(
            "Mobile", g.phone()
        )
        s.f("Postal address", g.address())
    s.note("source ", g.version(), " at ", g.org())
    footer(g, s)
    return s


@frame("deposition_video_captions", "srt_subtitles", ("ca", "us"))
def deposition_video_captions(g):
    s = start(g, "VIDEO DEPOSITION CAPTIONS", "DEPO", court=True)
    dep, ex, spouse = g.persons(3)
    s.note("VIDEOGRAPHER: We are on the record. The deponent is ", g.first(dep), ".")
    s.note("Q: Please state your date of birth.")
    s.note("A: ", g.dob(), ".")
    s.note("Q: And your address?")
    s.note("A: ", g.address(), ".")
    s.note("Q: Who else lives there?")
    s.note("A: My husband, ", g.first(spouse), ", and my brother ", g.first(ex), ".")
    s.note("Q: Exhibit ", g.bates(), " is an e-mail from ", g.email(dep), "?")
    s.note("A: Yes. I sent it to ", g.later(ex), ".")
    footer(g, s)
    return s


@frame("qc_inventaire_tutelle", "form_fields", ("ca",), "fr")
def qc_inventaire_tutelle(g):
    s = start(g, "INVENTAIRE DES BIENS DU MINEUR", "TUT", court=True)
    mineur, tuteur, sub, notaire = g.persons(4)
    s.sec("Mineur").f("Nom", g.first(mineur)).f("Date de naissance", g.dob(lo=2008, hi=2022)).f(
        "Carte RAMQ", g.health(mineur)
    )
    s.sec("Tuteur").f("Nom", g.first(tuteur)).f("Adresse", g.address()).f("Téléphone", g.phone()).f(
        "Courriel", g.email(tuteur)
    )
    s.sec("Subrogé tuteur").f("Nom", g.first(sub)).f("Téléphone", g.phone())
    s.sec("Biens").f("Compte", g.account()).f("Indemnité", "12 400 $ versés le ", g.date())
    s.note(
        "Inventaire dressé devant ",
        g.first(notaire),
        ", notaire, conformément au ",
        g.statute(),
        ", ",
        g.section(),
        ".",
    )
    s.note(
        "Le tuteur ",
        g.tl(tuteur),
        " déclare que la liste des biens est complète; déposé auprès du ",
        g.official(),
        ".",
    )
    footer(g, s)
    return s


@frame("mx_contrato_arrendamiento", "letter", ("mx",), "es")
def mx_contrato_arrendamiento(g):
    s = start(g, "CONTRATO DE ARRENDAMIENTO", "ARR")
    arr, inq, fiador, t1 = g.persons(4)
    s.note(
        "Comparecen ",
        g.first(arr),
        ", en lo sucesivo el arrendador, y ",
        g.first(inq),
        ", nacido(a) el ",
        g.dob(),
        ", en lo sucesivo la arrendataria, quien señala como domicilio ",
        g.address(),
        ".",
    )
    s.note("Funge como fiador ", g.first(fiador), ", teléfono ", g.phone(), ", correo ", g.email(fiador), ".")
    s.note(
        "La renta se deposita en la cuenta ",
        g.iban("ES"),
        " a nombre de ",
        g.later(arr),
        ", conforme al ",
        g.statute(),
        ", ",
        g.section(),
        ".",
    )
    s.note("Testigos: ", g.first(t1), " y ", g.official(), ".")
    footer(g, s)
    return s
