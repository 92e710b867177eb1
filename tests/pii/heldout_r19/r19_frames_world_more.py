"""Frames outside North America, continued (and the open frames that draw any foreign jurisdiction)."""

from __future__ import annotations

from r19_blocks import FOREIGN_OPEN, finish, frame, start


@frame("ng_change_of_name_publication", "telex", ["ng"])
def ng_name(g):
    old, new, dep = g.person(), g.person(), g.person()
    s = start(g, "Change of Name Advertisement Order", ref=g.ref("ADV-"))
    s.fields(
        "Deponent",
        [
            ("Former name", g.full(old)),
            ("New name", g.full(new)),
            ("Date of birth", g.dob(old)),
            ("Address", g.address()),
            ("Phone", g.phone()),
        ],
    )
    s.fields(
        "Sworn", [("Commissioner for oaths", g.full(dep)), ("Registry", g.building()), ("Date", g.date())]
    )
    s.prose(
        "Notice",
        [
            "I, formerly known and addressed as ",
            g.full(old),
            ", now wish to be known as ",
            g.full(new),
            ". All former documents remain valid.",
        ],
    )
    return finish(g, s)


@frame("sg_small_claims_tribunal_claim", "plist_xml", ["sg"])
def sg_sct(g):
    cl, resp, wit = g.person(), g.person(), g.person()
    s = start(g, "Small Claims Tribunals Claim", ref=g.cfile())
    s.fields(
        "Claimant",
        [("Name", g.full(cl)), ("Address", g.address()), ("Mobile", g.phone()), ("Email", g.email(cl))],
    )
    s.fields("Respondent", [("Name", g.full(resp)), ("Address", g.address())])
    s.fields("Claim", [("Amount", g.money(500, 20000)), ("Witness", g.full(wit)), ("Filed", g.date())])
    s.prose(
        "Description",
        [
            "Renovation deposit unpaid; ",
            g.titled(resp),
            " stopped replying. Claim under the ",
            g.statute("Small Claims Tribunals Act 1984"),
            " before ",
            g.member(),
            ".",
        ],
    )
    return finish(g, s)


@frame("br_procuracao_ad_judicia", "form_fields", ["br"], lang="pt")
def procuracao(g):
    out, wit1, wit2 = g.person(), g.person(), g.person()
    s = start(g, "Procuração Ad Judicia et Extra", ref=g.cfile())
    s.fields(
        "Outorgante",
        [
            ("Nome", g.full(out)),
            ("Data de nascimento", g.dob(out)),
            ("Endereço", g.address()),
            ("Telefone", g.phone()),
            ("E-mail", g.email(out)),
            ("Conta para depósito", g.iban("BR")),
        ],
    )
    s.fields("Outorgados", [("Escritório", g.firm())])
    s.table("Testemunhas", ["Nome", "Telefone"], [[g.full(wit1), g.phone()], [g.full(wit2), g.phone()]])
    s.prose(
        "Poderes",
        [
            "O outorgante confere poderes para o foro em geral, nos termos do ",
            g.statute("Código de Processo Civil (Lei 13.105/2015)"),
            ", ",
            g.sec(),
            ". Assinado por ",
            g.titled(out),
            " em ",
            g.date(),
            ".",
        ],
    )
    return finish(g, s)


@frame("ph_barangay_amicable_settlement", "bbcode", ["ph"])
def barangay(g):
    c, r, lup, sec = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Amicable Settlement (Katarungang Pambarangay)", ref=g.ref("KP Case No. "))
    s.fields(
        "Parties",
        [
            ("Complainant", g.full(c)),
            ("Complainant address", g.address()),
            ("Respondent", g.full(r)),
            ("Respondent mobile", g.phone()),
        ],
    )
    s.fields(
        "Lupon",
        [("Punong Barangay", g.official()), ("Pangkat chair", g.full(lup)), ("Secretary", g.full(sec))],
    )
    s.prose(
        "Agreement",
        [
            "We agree that ",
            g.later(r),
            " will repair the fence by ",
            g.date(),
            ". Placeholder names like ",
            g.fict(),
            " on the template are struck out. See the ",
            g.statute("Local Government Code of 1991"),
            ".",
        ],
    )
    return finish(g, s)


@frame("ke_elc_plaint", "pg_copy", ["ke"])
def ke_plaint(g):
    pl, df, sur = g.person(), g.person(), g.person()
    s = start(g, "Plaint in the Environment and Land Court", ref=g.cfile())
    s.fields(
        "Plaintiff",
        [("Name", g.full(pl)), ("Address", g.address()), ("Phone", g.phone()), ("Email", g.email(pl))],
    )
    s.fields("Defendant", [("Name", g.full(df)), ("Address", g.address())])
    s.table("Land", ["Parcel", "Surveyor"], [[g.ref("LR No. "), g.full(sur)]])
    s.prose(
        "claim",
        ["Trespass since ", g.date(), "; the plaintiff relies on ", g.statute(), " and ", g.neutral(), "."],
    )
    return finish(g, s)


@frame("hague_service_request", "telex", FOREIGN_OPEN)
def hague_service(g):
    pers, app, kid = g.person(), g.person(), g.child()
    s = start(g, "Request for Service Abroad of Judicial Documents", ref=g.ref("HSC-"))
    s.fields(
        "Person to be served",
        [
            ("Name", g.full(pers)),
            ("Date of birth", g.dob(pers)),
            ("Address", g.address()),
            ("Telephone", g.phone()),
        ],
    )
    s.fields("Applicant authority", [("Forwarding officer", g.full(app)), ("Foreign case", g.cfile())])
    s.prose(
        "Documents",
        [
            "Summons and petition concerning the child ",
            g.full(kid),
            " under the ",
            g.hague(0),
            " and the ",
            g.statute(),
            ".",
        ],
    )
    return finish(g, s)


@frame("hague_abduction_return_application", "recfile", FOREIGN_OPEN)
def hague_abduction(g):
    lb, tk, kid, sib = g.person(), g.person(), g.child(), g.child()
    s = start(g, "Application for Return of a Child", ref=g.ref("CA-"))
    s.fields("Child", [("Name", g.full(kid)), ("Date of birth", g.dob(kid)), ("Sibling", g.full(sib))])
    s.fields(
        "Left-behind parent",
        [
            ("Name", g.full(lb)),
            ("Date of birth", g.dob(lb)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(lb)),
        ],
    )
    s.fields(
        "Taking parent",
        [
            ("Name", g.full(tk)),
            ("Date of birth", g.dob(tk)),
            ("Last known address", g.address("ca" if g.rng.random() < 0.5 else "us")),
        ],
    )
    s.prose(
        "Circumstances",
        [
            "Removed on ",
            g.date(),
            "; return sought under the ",
            g.hague(1),
            "; local law: ",
            g.statute(),
            ".",
        ],
    )
    return finish(g, s)


@frame("apostille_request_log", "irc_log", FOREIGN_OPEN)
def apostille(g):
    a1, a2, a3 = g.person(), g.person(), g.person()
    s = start(g, "Apostille Desk Queue", ref=g.ref("APO-"))
    s.table(
        "Queue",
        ["Applicant", "Document", "Contact"],
        [
            [g.full(a1), "birth certificate", g.phone()],
            [g.full(a2), "degree", g.email(a2)],
            [g.full(a3), "police certificate", g.phone()],
        ],
    )
    s.prose(
        "",
        [
            "courier for ",
            g.later(a1),
            " is ",
            g.track(),
            "; signature of ",
            g.official(),
            " verified under the ",
            g.hague(2),
            ".",
        ],
    )
    s.prose("", ["counter closes early for ", g.award(), " ceremony at ", g.building(), "."])
    return finish(g, s)
