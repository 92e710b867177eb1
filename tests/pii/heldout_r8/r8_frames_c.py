"""Document frames, part C: European-language forms, Quebec declarations, contract roles and form
fields, court judgments, captions, chat exports, obituaries, summonses, intake forms, financial
statements and decoy-dense news of officials."""

from __future__ import annotations

import random

import r8_places as pl
from r8_ids import account_for, date, dob_for, email, iban, later_date, licence, personal_url, phone, sin
from r8_kit import D, Doc, Pool, S

EURO = {
    "de": ("Antragstellerin: {p}, geb. am {b}, wohnhaft {a}, Tel. {ph}", "de", "de", "de", "Termin"),
    "nl": ("Verzoeker: {p}, geboren op {b}, wonende te {a}, telefoon {ph}", "nl", "nl", "de", "Zitting"),
    "es": ("Demandante: {p}, nacida el {b}, con domicilio en {a}, teléfono {ph}", "es", "es", "es", "Vista"),
    "es_mx": (
        "Promovente: {p}, nacido el {b}, con domicilio en {a}, tel. {ph}",
        "es",
        "mx",
        "mx",
        "Audiencia",
    ),
    "pl": ("Wnioskodawczyni: {p}, ur. {b}, zam. {a}, tel. {ph}", "pl", "pl", "pl", "Rozprawa"),
    "tr": ("Davacı: {p}, doğum tarihi {b}, adres: {a}, telefon {ph}", "tr", "tr", "tr", "Duruşma"),
    "pt": ("Requerente: {p}, nascida em {b}, residente em {a}, telefone {ph}", "pt", "pt", "pt", "Audiência"),
    "pt_br": ("Autor: {p}, nascido em {b}, residente em {a}, telefone {ph}", "pt", "br", "br", "Audiência"),
    "it": ("Ricorrente: {p}, nata il {b}, residente in {a}, tel. {ph}", "it", "it", "it", "Udienza"),
    "sv": ("Sökande: {p}, född {b}, adress {a}, tel. {ph}", "sv", "se", "se", "Förhandling"),
    "fr": ("Demanderesse : {p}, née le {b}, demeurant {a}, tél. {ph}", "fr", "fr", "fr", "Audience"),
    "ro": ("Reclamanta: {p}, născută la {b}, domiciliată în {a}, tel. {ph}", "dot", "ro", "ro", "Termen"),
    "cs": ("Žalobkyně: {p}, nar. {b}, bytem {a}, tel. {ph}", "dot", "cz", "cz", "Jednání"),
    "hu": ("Kérelmező: {p}, szül. {b}, lakcím: {a}, tel. {ph}", "iso", "hu", "hu", "Tárgyalás"),
    "hr": ("Tužiteljica: {p}, rođena {b}, s prebivalištem u {a}, tel. {ph}", "dot", "hr", "hr", "Ročište"),
    "fi": ("Hakija: {p}, syntynyt {b}, osoite {a}, puh. {ph}", "dot", "fi", "fi", "Käsittely"),
    "no": ("Saksøker: {p}, født {b}, bosatt {a}, tlf. {ph}", "dot", "no", "no", "Rettsmøte"),
    "da": ("Sagsøger: {p}, født den {b}, bopæl {a}, tlf. {ph}", "dot", "dk", "dk", "Retsmøde"),
    "is": ("Stefnandi: {p}, fædd {b}, til heimilis að {a}, sími {ph}", "dot", "is", "is", "Fyrirtaka"),
}


def euro_form(rng: random.Random, pool: Pool) -> Doc:
    loc = rng.choice(sorted(EURO))
    frame, style, acountry, pcountry, hearing = EURO[loc]
    p = pool.of(loc)
    d = Doc("foreign_pleading", "euro_party_line")
    d.add(
        "{file}\n",
        file=D(
            "court_file",
            f"{rng.randint(1, 40)} {rng.choice(['O', 'C', 'F', 'Ca'])} {rng.randint(10, 999)}/{rng.randint(18, 25)}",
        ),
    )
    d.add(
        frame,
        p=p.full(),
        b=S("DATE_OF_BIRTH", date(rng, style)),
        a=pl.address(rng, acountry),
        ph=S("PHONE", phone(rng, pcountry)),
    )
    d.add(
        "\n{hd}: {when}",
        hd=hearing,
        when=D("date", later_date(rng, "dot")),
    )
    return d


def quebec_declaration(rng: random.Random, pool: Pool) -> Doc:
    p, ex = pool.of(rng.choice(["fr_ca", "fr_ca", "ar_latn", "vi", "es", "fr", "zh_latn"])), pool.any()
    d = Doc("sworn_statement", "fr_declaration")
    d.extra_tags.append("jur:qc")
    d.add(
        "{file}\nDÉCLARATION SOUS SERMENT\n\nJe, soussignée, {p}, née le {b}, domiciliée au ",
        file=pl.court_file(rng, "ca"),
        p=p.full(),
        b=S("DATE_OF_BIRTH", date(rng, "fr")),
    )
    d.add(
        "{a}, déclare solennellement ce qui suit :\n1. Je suis la mère de {c}, né le {cb}.\n",
        a=pl.address(rng, "qc"),
        c=pool.of(p.loc).full(),
        cb=S("DATE_OF_BIRTH", date(rng, "fr", (2008, 2020))),
    )
    d.add("2. Mon ex-conjoint, {ex}, réside maintenant au {a2}.\n", ex=ex.full(), a2=pl.address(rng, "qc"))
    d.add(
        "3. Je m'appuie sur {stat} et sur {cite}.\nAssermentée à Montréal le {when}.",
        stat=D(
            "statute",
            rng.choice(
                [
                    "l'article 586 C.c.Q.",
                    "l'article 2925 C.c.Q.",
                    "la Loi sur le divorce, L.R.C. 1985, c. 3 (2e suppl.)",
                ]
            ),
        ),
        cite=pl.citation(rng, "ca"),
        when=D("date", later_date(rng, "fr")),
    )
    return d


ROLES = [
    "The Contractor, {p}, operating as a sole proprietor, agrees",
    "Optionee: {p}",
    "Child: {p}",
    "Witness 2: {p}",
    "Seller(s): {p} and {q}",
    "Guarantor: {p}",
    "Beneficiary (2): {p}",
    "Purchaser, {p}, of",
    "Employee name: {p}",
    "Assignor — {p}",
    "Tenant 1: {p}",
    "Interpreter: {p}",
    "Surety: {p}",
    "Next friend: {p}",
    "Payee: {p}",
    "The Borrower, {p}, acknowledges",
]


def contract_roles(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    d = Doc("contract", "role_fields")
    d.add(
        "Schedule {s} to the Agreement dated {when}\n",
        s=D("section", rng.choice("ABCDE")),
        when=D("date", later_date(rng, "long_us")),
    )
    for role in rng.sample(ROLES, 3):
        p, q = pool.any(), pool.any()
        d.add(role, p=rng.choice([p.full, p.full, p.sur_first, p.caps])(), q=q.full())
        d.add("\n")
    d.add("Governing law: {stat}. Drafted by {firm}.", stat=pl.statute(rng, j), firm=pl.law_firm(rng, pool))
    return d


def judgment(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    a, w = pool.latin(), pool.latin()
    d = Doc("court_judgment", "reasons_paras")
    d.add(
        "{cite}\n{file}\n\nREASONS FOR JUDGMENT OF {judge}\n\n",
        cite=pl.citation(rng, j),
        file=pl.court_file(rng, j),
        judge=pl.judge(rng, pool, j),
    )
    d.add(
        "[12] The appellant, {title} {ai}, was born on {b}. ",
        title=rng.choice(["Mr", "Ms", "Mrs"]),
        ai=a.initial(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    d.add(
        "{title} {sur} argued that {doc} applied, citing {case}. ",
        title=rng.choice(["Mr", "Ms"]),
        sur=a.surname(),
        doc=pl.doctrine(rng),
        case=pl.case_name(rng, pool),
    )
    d.add(
        "[13] The only other witness, {w}, worked at {co} near {pl}. ",
        w=w.full(),
        co=pl.company(rng, pool),
        pl=pl.place(rng),
    )
    d.add(
        "I prefer {sur}'s evidence. See also {stat} and the statement of {off}.",
        sur=w.surname(),
        stat=pl.statute(rng, j),
        off=pl.official(rng, pool),
    )
    return d


def caption(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "uk", "au", "nz", "sg", "hk", "ng", "ke", "ie", "in", "za"])
    a, b, c = pool.latin(), pool.any(), pool.any()
    d = Doc("court_caption", "caps_caption")
    d.add(
        "{file}\n\nBETWEEN:\n\n{a}\nApplicant\n\n- and -\n\n{b}",
        file=pl.court_file(rng, j),
        a=a.caps(),
        b=b.caps(),
    )
    if rng.random() < 0.5:
        d.add(" and {c}", c=c.caps())
    d.add(
        "\nRespondent(s)\n\nBEFORE: {judge}\nHEARD: {when}\n\nNOTICE OF MOTION (returnable {r})",
        judge=pl.judge(rng, pool, j),
        when=D("date", later_date(rng)),
        r=D("date", later_date(rng)),
    )
    return d


def chat_export(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["uk", "za", "ng", "ke", "in", "sg", "au"])
    a, b = pool.any(), pool.latin()
    d = Doc("chat_export", "chat_lines")
    d.add("WhatsApp chat exported as {ex}\n", ex=pl.exhibit(rng))
    t = lambda: D("date", later_date(rng, "dmy_slash"))  # noqa: E731
    d.add(
        "[{t1}, 21:14] {a}: did you send the deposit?\n[{t2}, 21:20] {b}: yes to acct {acct}, call me on {ph}\n",
        t1=t(),
        a=a.full(),
        t2=t(),
        b=b.given_only(),
        acct=S("BANK_ACCOUNT", account_for(rng, j)),
        ph=S("PHONE", phone(rng, j)),
    )
    d.add("[{t3}, 08:02] {a}: my new email is {e}", t3=t(), a=a.full(), e=S("EMAIL", email(rng, a)))
    return d


def obituary(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "ie", "nz", "za", "au"])
    dec = pool.latin()
    kids = [pool.other(dec)]
    while len(kids) < 3:
        kid = pool.other(dec)
        if all(kid.given != k.given for k in kids):
            kids.append(kid)
    d = Doc("obituary_exhibit", "narrative")
    d.add(
        "{ex} (obituary)\n{dec}, born {b} in {pl}, passed away peacefully at {inst} on {died}. ",
        ex=pl.exhibit(rng),
        dec=dec.nick(rng),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
        pl=pl.place(rng),
        inst=D(
            "institution",
            rng.choice(
                [
                    "St. Joseph's Hospice",
                    "Mount Sinai Hospital",
                    "the Queen Elizabeth Hospital",
                    "Groote Schuur Hospital",
                ]
            ),
        ),
        died=D("date", later_date(rng, "long_us")),
    )
    d.add(
        "She is survived by her children {k1}, {k2} and {k3}, and by her sister {s}. ",
        k1=kids[0].given_only(),
        k2=kids[1].given_only(),
        k3=kids[2].given_only(),
        s=pool.any().full(),
    )
    d.add(
        "Donations to {inst2} are appreciated. Condolences: {u}",
        inst2=pl.institution(rng),
        u=S("URL", personal_url(rng, dec)),
    )
    return d


def summons(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "ie", "au", "in", "ng", "ke", "za"])
    p = pool.any()
    d = Doc("summons", "summons")
    d.add(
        "{file}\nSUMMONS TO WITNESS\n\nTO: {p}\nof {a}\n\n",
        file=pl.court_file(rng, j),
        p=p.caps(),
        a=pl.address(rng, "ca" if j == "ca" else j),
    )
    d.add(
        "YOU ARE REQUIRED to attend to give evidence in {case} on {when}, and to bring the records described in {sec}. ",
        case=pl.case_name(rng, pool),
        when=D("date", later_date(rng)),
        sec=pl.section(rng),
    )
    d.add("Issued under {stat} by {judge}.", stat=pl.statute(rng, j), judge=pl.judge(rng, pool, j))
    return d


def intake_form(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "ca", "us", "uk", "au", "nz", "sg"])
    c, adv, rel = pool.any(), pool.any(), pool.any()
    d = Doc("intake_form", "form_fields")
    d.add(
        "CLIENT INTAKE / CONFLICT CHECK\nClient: {c}\nAKA: {g}\nDate of Birth: {b}\n",
        c=c.full(),
        g=c.given_only(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    d.add(
        "Mobile: {ph}\nPersonal site: {u}\nAdverse party: {adv}\nRelated party: {rel}\n",
        ph=S("PHONE", phone(rng, j)),
        u=S("URL", personal_url(rng, c)),
        adv=adv.sur_first(),
        rel=rel.full(),
    )
    if j == "ca":
        d.add("SIN: {x}\n", x=S("SIN", sin(rng)))
    d.add(
        "Driver's licence: {dl}\nReferred by: {firm}",
        dl=S(
            "DRIVERS_LICENSE",
            licence(
                rng,
                {"ca": rng.choice(["on", "qc"]), "us": "ca_us", "uk": "uk", "au": "au"}.get(j, "other"),
                c,
            ),
        ),
        firm=pl.law_firm(rng, pool),
    )
    return d


def financial_statement(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "uk", "ie", "au", "nz", "za", "sg", "ng", "ke", "in"])
    p = pool.any()
    d = Doc("financial_statement", "schedule_rows")
    d.add(
        "FINANCIAL STATEMENT of {p} ({file})\nPart 4: Bank accounts\n", p=p.full(), file=pl.court_file(rng, j)
    )
    d.add(
        "- {bank}, account {acct}: $12,904.11\n",
        bank=pl.company(rng, pool),
        acct=S("BANK_ACCOUNT", account_for(rng, j)),
    )
    d.add("- Joint account with {q}, IBAN {ib}\n", q=pool.any().full(), ib=S("IBAN", iban(rng)))
    d.add("- RRSP held at {co}, plan ref. {ref}\n", co=pl.company(rng, pool), ref=pl.ref_number(rng))
    d.add(
        "Valuation date: {vd} (see {stat})", vd=D("date", later_date(rng)), stat=pl.statute(rng, j, "family")
    )
    return d


FRAMES_C = [
    euro_form,
    euro_form,
    quebec_declaration,
    contract_roles,
    contract_roles,
    judgment,
    judgment,
    caption,
    chat_export,
    obituary,
    summons,
    intake_form,
    financial_statement,
]
