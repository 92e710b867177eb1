"""Export and scan frames: e-discovery load files, login audit logs, rent rolls, CRM JSON, benefit enrolment
exports, process-server logs, OCR obituaries and charts (with line-break hyphenation), Québec French letters
and housing decisions."""

from __future__ import annotations

from r13_doc import D


def _cell(d, value, sep=","):
    """Write one CSV cell, quoting it when its text holds the separator."""
    items = value if isinstance(value, list) else [value]
    text = "".join(v.text if hasattr(v, "text") else str(v) for v in items)
    if sep == "," and "," in text:
        d.add('"', value, '"')
    else:
        d.add(value)


def _row(d, values, sep=","):
    for i, v in enumerate(values):
        if i:
            d.add(sep)
        _cell(d, v, sep)
    d.add("\n")


def ediscovery_load_file(g, d):
    d.line("BEGBATES,ENDBATES,CUSTODIAN,FROM,TO,DATESENT,SUBJECT")
    custodians = g.people(3)
    for _ in range(g.n(6, 9)):
        c = g.pick(custodians)
        other = g.person()
        beg = g.ref()
        _row(
            d,
            [
                beg,
                beg.text + "-02",
                g.comma(c),
                g.email(c),
                g.pick((g.email(other), g.iemail())),
                g.date("us"),
                g.pick(("FW: site visit", ["call w/ ", g.given(other)], "invoice", "Re: Friday")),
            ],
        )
    d.line("# exported by {p} on {dt}", p=g.product(), dt=g.date())


def login_audit_log(g, d):
    d.line("timestamp\tuser\tsource_ip\tclient\tresult")
    users = g.people(3)
    for _ in range(g.n(7, 11)):
        u = g.pick(users)
        y, m, dd = g.ymd(2023, 2025)
        stamp = f"{y}-{m:02d}-{dd:02d}T{g.n(0, 23):02d}:{g.n(0, 59):02d}:{g.n(0, 59):02d}Z"
        _row(
            d,
            [
                stamp,
                g.email(u) if g.chance(0.8) else g.iemail(),
                g.ip(),
                g.product(),
                g.pick(("SUCCESS", "FAIL_PASSWORD", "MFA_DENIED", "SUCCESS")),
            ],
            sep="\t",
        )
    d.line("# requested by {f} under {s}", f=g.firm(), s=g.section())


def rent_roll(g, d):
    d.line("Unit,Tenant(s),Phone,Email,Lease start,Rent,Deposit,Notes")
    for unit in range(101, 101 + g.n(6, 9)):
        a = g.person()
        tenants = [g.nm(a)]
        if g.chance(0.35):
            b = g.person()
            tenants = [g.nm(a), " & ", g.P(b.given, b)]
        text = "".join(t.text if hasattr(t, "text") else t for t in tenants)
        d.add(f"{unit},")
        if "," in text:
            d.add('"', tenants, '"')
        else:
            d.add(tenants)
        d.add(",", g.phone(ext=False), ",", g.email(a), ",", g.date("iso"), f",{g.n(950, 2600)},{g.n(0, 1)},")
        d.add(g.pick(("", "N4 served", "arrears", ["guarantor ", g.nm(g.person())], "AC broken")))
        d.add("\n")
    d.line("# prepared for {o}", o=g.org())


def crm_contact_export(g, d):
    d.line("[")
    for i in range(g.n(3, 4)):
        p = g.person()
        d.add("  {\n")
        d.line('    "id": "{r}",', r=g.ref())
        d.line('    "display_name": "{n}",', n=g.nm(p))
        if p.native:
            d.line('    "name_native": "{n}",', n=g.P(p.native, p))
        d.line('    "dob": "{dob}",', dob=g.dob("iso"))
        d.line('    "phone": "{ph}",', ph=g.phone(ext=False))
        d.line('    "email": "{e}",', e=g.email(p))
        d.line('    "referred_by": "{r}",', r=g.nm(g.person()))
        if g.chance(0.6):
            d.line('    "profile_url": "{u}",', u=g.url(p))
        d.line('    "matter_owner": "{o}"', o=g.firm())
        d.add("  }" + ("," if i < 2 else "") + "\n")
    d.line("]")


def benefit_enrolment_export(g, d):
    ca = d.jur == "ca"
    d.line(
        "emp_id\tname\tdob\tid_number"
        + ("\thealth_no" if ca else "")
        + "\tdependant\tdependant_dob\trelation"
    )
    for _ in range(g.n(4, 6)):
        e, dep = g.person(), g.person()
        ident = [g.sin(), g.hc(e)[0]] if ca else [g.ssn()]
        _row(
            d,
            [
                g.digits(6),
                g.caps(e),
                g.dob("iso"),
                *ident,
                g.nm(dep),
                g.dob("iso", lo=1960, hi=2022),
                g.pick(("spouse", "child", "child", "partner")),
            ],
            sep="\t",
        )
    d.line("# carrier: {o}", o=g.org())


def process_server_log(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("RECORD OF SERVICE ATTEMPTS"))
    d.line("Party to be served: {a}    Documents: statement of claim ({f})\n", a=g.nm(p[0]), f=g.fileno())
    d.line("| # | Date / time | Address | Result |\n|---|---|---|---|")
    d.line("| 1 | {dt} 07:45 | {ad} | no answer; car in driveway |", dt=g.date(), ad=g.addr())
    d.line(
        "| 2 | {dt} 18:20 | same | a woman who said she was {x}'s aunt, {y}, refused to accept |",
        dt=g.date(),
        x=g.later(p[0]),
        y=g.full(p[1]),
    )
    d.line(
        "| 3 | {dt} 12:05 | {o} (workplace) | served personally; identified by photo and by co-worker {w} |",
        dt=g.date(),
        o=g.org(),
        w=g.full(p[2]),
    )
    d.line("\nServer: {s}, licence {r}", s=g.full(g.person()), r=g.ref())


def _ocr_name(g, p):
    """A name split over an OCR line break, hyphenated inside the longest word when it is long enough."""
    words = p.latin.split(" ")
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    if len(word) >= 7 and word.isalpha() and g.chance(0.6):
        cut = len(word) // 2
        words[longest] = word[:cut] + "-\n" + word[cut:]
        return g.P(" ".join(words), p)
    if len(words) > 1:
        return g.P(" ".join(words[:-1]) + "\n" + words[-1], p)
    return g.P(p.latin, p)


def obituary_clipping(g, d):
    p = g.person()
    kids, sibs = g.people(3), g.people(2)
    d.line("[scan: obituary clipping, p. {n}; OCR {pr}]\n", n=g.n(2, 40), pr=g.product())
    where = g.pick(
        (
            D("Sir Mortimer B. Davis Jewish General Hospital", "building_name"),
            D("Sunnybrook Health Sciences Centre", "eponymous_org"),
            D("Mayo Clinic", "eponymous_org"),
        )
    )
    d.line(
        "{a} - Peacefully, at the {b}, on {dt}, in her 88th year. Beloved wife of the late",
        a=g.caps(p),
        b=where,
        dt=g.date("long"),
    )
    d.add(
        _ocr_name(g, g.person()),
        ". Loving mother of ",
        g.given(kids[0]),
        " (",
        g.given(g.person()),
        "), ",
        g.nm(kids[1]),
        " and the late\n",
    )
    d.add(g.given(kids[2]), ". Cherished grandmother of ", g.given(g.person()), ", ")
    d.add(
        g.given(g.person()),
        " and great-grandmother of little ",
        g.given(g.person()),
        ". Predeceased by her sister ",
        _ocr_name(g, sibs[0]),
        ".\n",
    )
    d.line(
        "Born in {pl}, she worked 30 years at {o}. Friends may call at the chapel; donations to the {org}",
        pl=g.place(),
        o=g.org(),
        org=g.pick(
            (
                D("Terry Fox Foundation", "eponymous_org"),
                D("Ronald McDonald House Charities", "eponymous_org"),
                D("Alzheimer Society", "eponymous_org"),
            )
        ),
    )
    d.add("would be appreciated. Condolences to ", g.nm(sibs[1]), " at ", g.email(sibs[1]), "\n")


def ocr_medical_chart(g, d):
    p = g.person()
    d.line("[OCR page 3 of 11 - faxed chart]\n")
    d.line(
        "Pt: {a}   D0B: {dob}   HCN: {hc}", a=g.caps(p), dob=g.dob(), hc=g.hc(p) if d.jur == "ca" else g.ssn()
    )
    d.add("Ref. by Dr. ", _ocr_name(g, g.person()), " for f/u of ", g.eterm(), ".\n")
    d.add("Hx: lives w/ partner ", g.given(g.person()), "; daughter ", _ocr_name(g, g.person()), " is POA.\n")
    d.line(
        "Seen {dt} with interpreter {i}. Next appt {dt2}. Pharmacy: {o}.",
        dt=g.date(),
        i=g.full(g.person()),
        dt2=g.date(),
        o=g.pick(
            (
                D("Jean Coutu", "eponymous_org"),
                D("Walgreens", "eponymous_org"),
                D("Lawtons Drugs", "eponymous_org"),
            )
        ),
    )
    d.line("Signed electronically - {x}, RN", x=g.init(g.person()))


def mise_en_demeure(g, d):
    g.prov, g.region, g.fr = "QC", "QC", True
    p = [g.person("fr-CA"), g.person("fr-CA"), g.person()]
    d.line("{f}\n", f=g.firm())
    d.line("Sherbrooke, le {dt}\n", dt=g.date())
    d.line("PAR HUISSIER\n\n{t}{a}\n{ad}\n", t=g.title(p[0]), a=g.nm(p[0]), ad=g.addr(two_lines=True))
    d.line("Objet : {h}\n", h=g.head("MISE EN DEMEURE"))
    d.line("{t}{a},\n", t=g.title(p[0]).strip() + " ", a=g.later(p[0]))
    d.line(
        "Nous représentons {b}, entrepreneur, qui a exécuté des travaux de toiture à votre résidence le {dt}. Malgré les relances de {c}, la facture {r} demeure impayée.",
        b=g.full(p[1]),
        dt=g.date(),
        c=g.given(p[1]),
        r=g.ref(),
    )
    d.line(
        "Conformément à l'{s}, nous vous mettons en demeure de payer la somme de 8 450 $ dans les dix jours. Le témoin {w} confirme l'achèvement des travaux.",
        s=g.section(),
        w=g.full(p[2]),
    )
    d.line(
        "À défaut, des procédures seront intentées sans autre avis devant la Cour du Québec.\n\nVeuillez agir en conséquence.\n{f}\nc.c. {b}",
        f=g.firm(),
        b=g.nm(p[1]),
    )


def tal_decision(g, d):
    g.prov, g.region, g.fr = "QC", "QC", True
    p = [g.person("fr-CA"), g.person(), g.person("fr-CA"), g.person()]
    d.line("{h}", h=g.head("TRIBUNAL ADMINISTRATIF DU LOGEMENT"))
    d.line(
        "Bureau de Trois-Rivières\nNo dossier : {f}\nDate : {dt}\n{j}\n",
        f=g.fileno(),
        dt=g.date(),
        j=D_tal(g),
    )
    d.line(
        "{a}\nLocateur - Partie demanderesse\nc.\n{b}\nLocataire - Partie défenderesse\n",
        a=g.caps(p[0]),
        b=g.caps(p[1]),
    )
    d.line("{h}\n", h=g.head("DÉCISION"))
    d.line("[1] Le locateur demande la résiliation du bail et le recouvrement du loyer ({s}).", s=g.section())
    d.line(
        "[2] {b} ne conteste pas le retard. Le témoin {c} déclare que le paiement a été fait à la concierge, {k}, le {dt}.",
        b=g.nm(p[1]),
        c=g.full(p[2]),
        k=g.full(p[3]),
        dt=g.date(),
    )
    d.line("[3] Le Tribunal ne retient pas ce témoignage. {k} n'a pas été entendue.", k=g.later(p[3]))
    d.line(
        "[4] POUR CES MOTIFS, le Tribunal résilie le bail et condamne {b} à payer 2 340 $ à {a}.",
        b=g.later(p[1]),
        a=g.later(p[0]),
    )


def records_release(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("AUTHORIZATION FOR RELEASE OF HEALTH INFORMATION"))
    d.line("Patient: {a}\nDate of birth: {dob}", a=g.nm(p[0]), dob=g.dob())
    if d.jur == "ca":
        d.add("Health number: ", g.hc(p[0]), "\n")
    else:
        d.line("SSN (last 4 not accepted - full): {s}", s=g.ssn())
    d.line("Address: {ad}\nPhone: {ph}", ad=g.addr(), ph=g.phone())
    d.line(
        "Release records of: Dr. {x}, and the physiotherapy clinic of {y}\nTo: {f}",
        x=g.full(p[1]),
        y=g.full(p[2]),
        f=g.firm(),
    )
    d.line(
        "Period: {d1} to present\nSigned: ______  {a}  Date: {dt}",
        d1=g.date(),
        a=g.initials(p[0]),
        dt=g.date(),
    )


def D_tal(g):
    return D(
        g.pick(
            (
                "Juge administrative Ingeborg Marchetti",
                "Juge administratif Aurelio Bissonnette",
                "Juge administrative Philippa Renwick",
            )
        ),
        "judge",
    )


FRAMES = (
    ("ediscovery_load_file", "csv", None, ediscovery_load_file),
    ("login_audit_log", "tsv", None, login_audit_log),
    ("rent_roll", "csv", ("ca", "ca", "us"), rent_roll),
    ("crm_contact_export", "json", None, crm_contact_export),
    ("benefit_enrolment_export", "tsv", ("ca", "us"), benefit_enrolment_export),
    ("process_server_log", "table_markdown", None, process_server_log),
    ("obituary_clipping", "ocr", ("ca", "ca", "us", "nz", "au", "ie"), obituary_clipping),
    ("ocr_medical_chart", "ocr", ("ca", "ca", "us"), ocr_medical_chart),
    ("mise_en_demeure", "letterhead", ("ca",), mise_en_demeure),
    ("tal_decision", "numbered_paragraphs", ("ca",), tal_decision),
    ("records_release_authorization", "form_fields", ("ca", "ca", "us"), records_release),
)
