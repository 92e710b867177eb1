"""Frames tied to one foreign jurisdiction (part 2), and one that draws any foreign jurisdiction."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("sg_tadm_salary_claim", "turtle_rdf", "sg")
def tadm(g):
    c, boss, hr = g.person(), g.person(), g.person()
    sp = Spec("TRIPARTITE ALLIANCE FOR DISPUTE MANAGEMENT - SALARY CLAIM")
    sp.head(("Claim reference", g.court_file("TADM/{y}/0{n3}")), ("Lodged", g.date()))
    sp.fields(
        "Claimant",
        ("Name (as in NRIC/FIN)", g.name(c, "caps")),
        ("Date of birth", g.dob(c)),
        ("Address", g.address()),
        ("Mobile", g.phone()),
        ("Email", g.email(c)),
        ("Salary account", g.bank()),
    )
    sp.fields(
        "Employer",
        (
            "Company",
            g.pick("Lion City Facilities Pte Ltd", "Merlion Logistics Pte Ltd", "Kallang F&B Pte Ltd"),
        ),
        ("Director", g.full(boss)),
        ("HR contact", g.full(hr)),
    )
    sp.para(
        "Claim details",
        [
            "I was not paid salary for ",
            g.pick("two", "three", "four"),
            " months before my last day on ",
            g.date(),
            ". ",
            g.ref(hr),
            " said the director ",
            g.ref(boss),
            " would pay after the project. I claim ",
            g.money(3000, 15000),
            " under the ",
            g.law("Employment Claims Act 2016"),
            ".",
        ],
    )
    return sp.close(closing(g, c))


@frame("ph_psa_late_registration_affidavit", "marc_display", "ph")
def psa(g):
    a, mom, dad, wit1, wit2 = (
        g.person(age=(18, 70)),
        g.person(age=(40, 95)),
        g.person(age=(40, 95)),
        g.person(),
        g.person(),
    )
    sp = Spec("AFFIDAVIT FOR DELAYED REGISTRATION OF BIRTH")
    sp.head(("Registry number", g.court_file("{y}-{n4}")), ("Local Civil Registrar", g.official()))
    sp.fields(
        "Registrant",
        ("Name", g.full(a)),
        ("Date of birth", g.dob(a, g.pick("long_en", "tl_long", "us_num"))),
        ("Place of birth", g.town()),
        ("Mother", g.full(mom)),
        ("Father", g.full(dad)),
    )
    sp.para(
        None,
        [
            "I, ",
            g.name(a),
            ", of legal age and residing at ",
            g.address(),
            ", after being sworn, depose that my birth was not registered because my parents lived far from the municipal hall during ",
            g.storm(),
            ". Late registration is sought under ",
            g.law("Act No. 3753 (Civil Registry Law)"),
            ".",
        ],
    )
    sp.table(
        "Two disinterested persons",
        ["Name", "Address"],
        [[g.full(wit1), g.address()], [g.full(wit2), g.address()]],
    )
    sp.fields("Jurat", ("Subscribed and sworn on", g.date()), ("Affiant", g.sig(a)))
    return sp.close(closing(g))


@frame("jm_parish_court_plaint", "perl_pod", "jm")
def jm(g):
    p, d, w = g.person(), g.person(), g.person()
    sp = Spec(
        "IN THE PARISH COURT FOR THE PARISH OF "
        + g.pick("ST. CATHERINE", "ST. JAMES", "MANCHESTER", "CLARENDON")
    )
    sp.head(("Plaint number", g.court_file("{y} CV 0{n4}")), ("Judge", g.judge()))
    sp.fields(
        "Parties",
        ("Plaintiff", g.full(p)),
        ("Address", g.address()),
        ("Telephone", g.phone()),
        ("Defendant", g.full(d)),
        ("Defendant's address", g.address()),
    )
    sp.para(
        "Particulars of claim",
        [
            "The plaintiff claims ",
            g.money(50000, 900000),
            " being money lent to the defendant on ",
            g.date(),
            " and not repaid. ",
            g.ref(d),
            " signed an IOU witnessed by ",
            g.full(w),
            ". Claim under the ",
            g.law("Judicature (Parish Courts) Act"),
            ".",
        ],
    )
    sp.fields("Filed by", ("Plaintiff in person", g.sig(p)), ("Date", g.date()))
    return sp.close(closing(g, p))


@frame("gh_customary_marriage_registration", "marc_display", "gh")
def ghm(g):
    h, w, hf, wf, wit = (
        g.person(sex="M"),
        g.person(sex="F"),
        g.person(sex="M", age=(45, 85)),
        g.person(sex="M", age=(45, 85)),
        g.person(),
    )
    sp = Spec("APPLICATION FOR REGISTRATION OF CUSTOMARY MARRIAGE")
    sp.head(("Registration number", g.court_file("PR/0{n3}/{y}")), ("Registrar", g.official()))
    sp.fields(
        "Husband",
        ("Name", g.full(h)),
        ("Date of birth", g.dob(h)),
        ("Address", g.address()),
        ("Phone", g.phone()),
    )
    sp.fields(
        "Wife",
        ("Name", g.full(w)),
        ("Date of birth", g.dob(w)),
        ("Address", g.address()),
        ("Email", g.email(w)),
    )
    sp.para(
        "Particulars",
        [
            "The marriage was contracted on ",
            g.date(),
            " at the family house in ",
            g.town(),
            ". The head of the husband's family, ",
            g.full(hf),
            ", presented the drinks and the bride price; ",
            g.full(wf),
            " received them for the wife's family. ",
            g.full(wit),
            " witnessed the ceremony. Registered under the ",
            g.law("Customary Marriage and Divorce (Registration) Law, 1985 (PNDCL 112)"),
            ".",
        ],
    )
    return sp.close(closing(g))


@frame("de_meldebescheinigung_translation", "marc_display", "de")
def melde(g):
    a, b, tr = g.person(), g.person(), g.person()
    sp = Spec("CERTIFIED TRANSLATION - CONFIRMATION OF REGISTRATION (MELDEBESCHEINIGUNG)")
    sp.head(("Translator's file", g.ref_no()), ("Source", "German"))
    sp.fields(
        "Registered person",
        ("Family name / Familienname", g.name(a, "caps")),
        ("Given names / Vornamen", g.name(a, "given")),
        ("Date of birth / Geburtsdatum", g.dob(a, g.pick("dot", "de_long"))),
        ("Address / Anschrift", g.address()),
        ("Moved in / Einzugsdatum", g.date()),
        ("IBAN (Mietkonto)", g.iban("DE")),
    )
    sp.fields("Other persons in the household", ("Name", g.full(b)), ("Geburtsdatum", g.dob(b, "dot")))
    sp.para(
        "Note",
        [
            "Issued under ",
            g.law("§ 18 BMG"),
            " by the Bürgeramt. The original bears the seal of the ",
            g.pick("Stadt Bielefeld", "Stadt Kassel", "Hansestadt Rostock"),
            ".",
        ],
    )
    sp.fields("Translator", ("Certified by", g.full(tr)), ("Date", g.date()))
    return sp.close(closing(g, tr))


@frame("fr_requete_juge_affaires_familiales", "wordml_xml", "fr", "fr")
def jaf(g):
    req, dfd = g.person(), g.person()
    kids = [g.child(req) for _ in range(g.rng.randint(1, 3))]
    sp = Spec("REQUÊTE AUX FINS DE SAISINE DU JUGE AUX AFFAIRES FAMILIALES")
    sp.head(("RG", g.court_file("RG n° {y2}/0{n4}")), ("Tribunal judiciaire de", g.town()))
    sp.fields(
        "Demandeur",
        ("Nom, prénom", g.name(req, "comma")),
        ("Né(e) le", g.dob(req, "fr_long")),
        ("Adresse", g.address()),
        ("Téléphone", g.phone()),
        ("Courriel", g.email(req)),
        ("IBAN", g.iban("FR")),
    )
    sp.fields(
        "Défendeur", ("Nom, prénom", g.name(dfd, "scaps")), ("Adresse", g.pick("inconnue", "voir pièce 3"))
    )
    sp.table("Enfants", ["Nom", "Date de naissance"], [[g.full(k, 0.0), g.dob(k, "fr_long")] for k in kids])
    sp.para(
        "Exposé de la demande",
        [
            "Depuis le ",
            g.date(),
            ", ",
            g.ref(dfd),
            " ne verse plus la pension alimentaire fixée par le jugement du ",
            g.date(),
            ". Je demande la fixation de la résidence habituelle des enfants à mon domicile, en application du ",
            g.law("Code civil, article 373-2"),
            ".",
        ],
    )
    sp.fields("Signature", ("Fait le", g.date()), ("Signature", g.sig(req)))
    return sp.close(closing(g, req, fr=True))


@frame("mx_denuncia_translation", "ttml_captions", "mx")
def denuncia(g):
    dn, acc, mp, her = g.person(), g.person(), g.person(), g.person()
    sp = Spec("VIDEO-RECORDED COMPLAINT (DENUNCIA) BEFORE THE PUBLIC PROSECUTOR - ENGLISH SUBTITLES")
    sp.head(("Carpeta de investigación", g.court_file("Exp. {n4}/{y}")), ("Fecha", g.date()))
    sp.turns(
        "Recording",
        [
            (
                ["Agente ", g.name(mp, "later")],
                ["State your name, date of birth and an identification document."],
            ),
            (
                g.name(dn),
                [
                    "My name is ",
                    g.full(dn),
                    ", born ",
                    g.dob(dn, "es_long"),
                    ". Here is my voter card and my driving licence, ",
                    g.dl(dn),
                    ".",
                ],
            ),
            (["Agente ", g.name(mp, "later")], ["Who are you reporting?"]),
            (
                g.name(dn),
                [
                    "A man called ",
                    g.full(acc),
                    ". On ",
                    g.date(),
                    " he took my ",
                    g.pick("car", "motorcycle", "phone"),
                    " at gunpoint near ",
                    g.place(),
                    ". My sister ",
                    g.full(her),
                    " saw it. Her number is ",
                    g.phone(),
                    ".",
                ],
            ),
            (
                ["Agente ", g.name(mp, "later")],
                [
                    "The complaint is recorded under the ",
                    g.law("Código Nacional de Procedimientos Penales"),
                    ".",
                ],
            ),
        ],
    )
    return sp.close(closing(g))


@frame("consular_emergency_travel_document_application", "turtle_rdf", "*")
def etd(g):
    a, kin, off = g.person(), g.person(), g.person()
    sp = Spec("APPLICATION FOR AN EMERGENCY TRAVEL DOCUMENT")
    sp.head(
        ("Post", g.pick("Ottawa", "Washington", "Toronto", "New York")),
        ("Case", g.ref_no()),
        ("Consular officer", g.name(off, "init")),
    )
    sp.fields(
        "Applicant",
        ("Surname", g.name(a, "later") if not a.later_is_given() else g.name(a)),
        ("Full name", g.full(a)),
        ("Date of birth", g.dob(a)),
        ("Home address", g.address()),
        ("Contact phone", g.phone()),
        ("Email", g.email(a)),
        ("Identity evidence", ["driving licence ", g.dl(a)]),
    )
    sp.para(
        "Circumstances",
        [
            "My passport was stolen on ",
            g.date(),
            " with my wallet. I reported it (",
            g.ref_no(),
            "). I must travel on ",
            g.date(),
            " because my father is in hospital. Next of kin: ",
            g.full(kin),
            ", ",
            g.phone(),
            ".",
        ],
    )
    sp.fields(
        "Declaration",
        ("Signature", g.sig(a)),
        ("Date", g.date()),
        ("Bank used for the fee", g.iban() if g.chance(0.5) else g.card()),
    )
    return sp.close(closing(g, a))
