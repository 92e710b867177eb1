"""Court process: service, subpoenas, certificates, translations, dockets, redaction logs, load files."""

from __future__ import annotations

from r15_blocks import footer, lazy_line, see_also, sign
from r15_doc import D, Doc
from r15_gen import Gen


def affidavit_of_service(g: Gen, d: Doc) -> None:
    server, served, occupant, plaintiff, commissioner = g.people(5)
    d.line("{h}", h=g.heading())
    d.line("Court file no. {f}", f=g.court_file())
    d.line("BETWEEN: {p}, Plaintiff, and {s}, Defendant", p=g.nm(plaintiff, "caps"), s=g.nm(served, "caps"))
    d.blank()
    d.line("I, {n}, of {a}, process server, MAKE OATH AND SAY:", n=g.nm(server), a=g.address())
    d.line(
        "1. On {t} at 7:42 p.m. I served {s} with the statement of claim by leaving a copy with {o}, an adult "
        "who said she or he resided with {s2}, at {a}.",
        t=g.date(),
        s=g.nm(served),
        o=g.nm(occupant),
        s2=g.tl(served),
        a=g.address(),
    )
    d.line(
        "2. I identified the person served from a photograph supplied by counsel, {f}, and by the vehicle "
        "registered to {s}.",
        f=g.dec("eponymous_org"),
        s=g.nm(served, "initials_surname"),
    )
    d.line(
        "3. I later mailed a copy as required by {r} of the {st}. Tracking no. {t}.",
        r=g.dec("section_ref"),
        st=g.statute(),
        t=g.ref(),
    )
    d.line("SWORN before me at {p} on {t}.", p=g.dec("place_name"), t=g.date())
    d.line("Commissioner for taking affidavits: {c}        {s}", c=g.nm(commissioner), s=g.nm(server, "caps"))
    d.line("Server's mobile: {p}    Server's e-mail: {e}", p=g.phone(), e=g.email(server))


def subpoena_for_records(g: Gen, d: Doc) -> None:
    keeper, pt, defendant, clerk = g.people(4)
    d.line("SUBPOENA TO PRODUCE DOCUMENTS, INFORMATION, OR OBJECTS")
    d.line("CASE NO.: {f}        {j}", f=g.court_file(), j=g.judge())
    d.line("TO: CUSTODIAN OF RECORDS, {o}, ATTN: {k}", o=g.dec("eponymous_org"), k=g.nm(keeper, "caps"))
    d.line(
        "PATIENT / ACCOUNT HOLDER: {p}    DOB: {b}    {idl}: {id}",
        p=g.nm(pt, "inverted_caps"),
        b=g.dob(1945, 2005),
        idl="SSN" if g.jur == "us" else "SIN" if g.jur == "ca" else "ID",
        id=g.natid() or g.ref(),
    )
    d.line(
        "YOU ARE COMMANDED TO PRODUCE ALL RECORDS CONCERNING THE ABOVE PERSON FROM {a} TO {b}, INCLUDING "
        "ANY {t} SCREENING.",
        a=g.date(),
        b=g.date(),
        t=g.dec("eponymous_term", caps=True),
    )
    d.line(
        "PLACE: {b}, ROOM {r}    DATE AND TIME: {t}, 10:00 A.M.",
        b=g.dec("building_name"),
        r=g.n(100, 990),
        t=g.date(),
    )
    d.line(
        "ISSUED AT THE REQUEST OF DEFENDANT {d}, THROUGH {o}.",
        d=g.nm(defendant, "caps"),
        o=g.dec("eponymous_org"),
    )
    d.line("CLERK OF COURT: {c}        DATE: {t}", c=g.nm(clerk, "caps"), t=g.date())
    d.line("QUESTIONS: {p} / {e}", p=g.dec("institutional_phone"), e=g.dec("institutional_email"))


def court_reporter_certificate(g: Gen, d: Doc) -> None:
    rep, wit, exam, other = g.people(4)
    d.line("REPORTER'S CERTIFICATE")
    d.blank()
    d.line(
        "I, {r}, Certified Shorthand Reporter, hereby certify that the foregoing examination of {w} was taken "
        "before me on {t} at {b}, commencing at 9:35 a.m., in the matter of {c} (file {f}).",
        r=g.nm(rep),
        w=g.nm(wit),
        t=g.date(),
        b=g.dec("building_name"),
        c=g.case()[0],
        f=g.court_file(),
    )
    d.line(
        "The witness was examined by {e} on behalf of the plaintiff and by {o} for the defence; the parties "
        "agreed the transcript would be delivered to {w2} for reading.",
        e=g.nm(exam),
        o=g.dec("eponymous_org"),
        w2=g.tl(wit),
    )
    d.line(
        "I further certify that I am not related to {w} or to {x}, and have no interest in the outcome.",
        w=g.nm(wit, "later"),
        x=g.nm(other),
    )
    d.line("Transcript produced with {v}. Order no. {n}.", v=g.dec("product_version"), n=g.ref())
    d.line("Dated {t}.", t=g.date())
    sign(g, d, rep, "Court reporter, licence no. " + str(g.n(1000, 9999)))
    footer(g, d)


def notarial_certificate(g: Gen, d: Doc) -> None:
    notary, signer, wit1, wit2 = g.people(4)
    d.add("\\documentclass{article}\n\\begin{document}\n")
    d.add("\\section*{NOTARIAL CERTIFICATE}\n")
    d.add(
        "\\noindent I, \\textbf{",
        g.nm(notary),
        "}, a Notary Public in and for ",
        g.dec("place_name"),
        ", do certify that on ",
        g.date(),
        " there personally appeared before me \\textsc{",
        g.nm(signer, "caps"),
        "}, born ",
        g.dob(1940, 2004),
        ", identified by passport and by driver's licence \\texttt{",
        g.dl(signer),
        "}.\n\n",
    )
    d.add(
        "The said ",
        g.tl(signer),
        " signed the annexed power of attorney in favour of ",
        g.nm(wit1),
        " in my presence and in the presence of ",
        g.nm(wit2),
        ", who also signed.\n\n",
    )
    d.add(
        "Authentication under ",
        g.statute(),
        ", ",
        g.dec("section_ref"),
        ". Apostille requested from ",
        g.dec("official"),
        ".\n\n",
    )
    d.add(
        "\\vspace{1em}\\noindent\\rule{5cm}{0.4pt}\\\\\n",
        g.nm(notary, "caps"),
        "\\\\\nCommission expires ",
        g.date(2025, 2030),
        "\\\\\nSeal no. ",
        g.ref(),
        "\n\\end{document}\n",
    )


def translated_affidavit(g: Gen, d: Doc) -> None:
    tr, dep, bro, off = g.people(4)
    lang = g.pick(["Amharic", "Tigrinya", "Punjabi", "Arabic", "Korean", "Ukrainian", "Tamil", "Dari"])
    d.line("TRANSLATOR'S AFFIDAVIT")
    d.line(
        "I, {t}, certified translator, member no. {n}, swear that I am fluent in English and {l} and that the "
        "attached is a true translation of the affidavit of {p}.",
        t=g.nm(tr),
        n=g.ref(),
        l=lang,
        p=g.nm(dep),
    )
    d.line("Sworn {t}. Translator's phone {p}.", t=g.date(), p=g.phone())
    d.blank()
    d.line("AFFIDAVIT (translation from {l})", l=lang)
    d.line(
        "1. My name is {p}. I was born on {b} in {pl}.",
        p=g.nm(dep, "full"),
        b=g.dob(1950, 2002),
        pl=g.dec("eponymous_place"),
    )
    d.line(
        "2. My brother {b} was detained on {t} by an officer who called himself {o}.",
        b=g.nm(bro),
        t=g.date(),
        o=g.nm(off),
    )
    d.line(
        "3. After {b}'s release we fled. I arrived at {p} and claimed protection (file {f}).",
        b=g.nm(bro, "later"),
        p=g.dec("building_name"),
        f=g.court_file(),
    )
    d.line("4. I rely on {c}.", c=g.case())
    d.line("[signature in {l} script] — {n}", l=lang, n=g.nm(dep, "caps"))


def court_docket_report(g: Gen, d: Doc) -> None:
    parties = g.people(4)
    d.line("DOCKET REPORT — {f}", f=g.court_file())
    d.line(
        "{a} v. {b}    Assigned to: {j}", a=g.nm(parties[0], "caps"), b=g.nm(parties[1], "caps"), j=g.judge()
    )
    d.line("{h:<20}{n:<5}{t}", h="Date Filed", n="#", t="Docket Text")
    rows = [
        ("COMPLAINT against {p} filed by {q}. (Filing fee receipt {r})", 0),
        ("SUMMONS issued as to {p}.", 0),
        ("NOTICE of appearance for {p}.", 1),
        ("MOTION to compel deposition of {p}, supported by declaration of {q}.", 2),
        ("ORDER granting motion; deposition of {p} by {t}. Signed by {j}.", 3),
        ("Exhibit list of {p} filed. Bates range {b}-{b2}.", 1),
    ]
    for i, (text, who) in enumerate(rows, 1):
        d.f("{h:<20}{n:<5}", h=g.date(), n=str(i))
        lazy_line(
            d,
            text,
            p=lambda w=who: g.nm(parties[w], g.pick(["full", "caps", "inverted_caps"])),
            q=lambda w=who: g.nm(parties[(w + 1) % 4], "full"),
            r=g.ref,
            t=g.date,
            j=g.judge,
            b=g.bates,
            b2=g.bates,
        )
    d.line("PACER Service Center | {u} | Client code: {c}", u=g.dec("institutional_url"), c=g.ref())


def redaction_log(g: Gen, d: Doc) -> None:
    people = g.people(6)
    d.line('"Bates Begin","Bates End","Date","Author","Recipients","Redaction Reason","Basis"')
    for i, p in enumerate(people):
        q = people[(i + 2) % 6]
        d.line(
            '"{a}","{b}","{t}","{au}","{r}","{why}","{basis}"',
            a=g.bates(),
            b=g.bates(),
            t=g.date(),
            au=g.nm(p, g.pick(["full", "inverted", "handle"])),
            r=g.nm(q, g.pick(["full", "inverted"])),
            why=g.pick(
                [
                    "Personal health information",
                    "Third-party personal information",
                    "Solicitor-client",
                    "Account numbers",
                ]
            ),
            basis=g.pick([g.dec("section_ref"), g.statute(), g.case()[0]]),
        )
    d.line(
        '"Prepared by","{p}","{t}","","","Tool: {v}",""',
        p=g.nm(people[0], "initials"),
        t=g.date(),
        v=g.dec("product_version"),
    )


def dat_load_file(g: Gen, d: Doc) -> None:
    people = g.people(6)
    d.line("þBEGBATESþ¶þENDBATESþ¶þCUSTODIANþ¶þFROMþ¶þTOþ¶þSUBJECTþ¶þDATESENTþ")
    for i in range(7):
        cust, frm, to = people[i % 6], people[(i + 1) % 6], people[(i + 3) % 6]
        d.line(
            "^{a}^¶^{b}^¶^{c}^¶^{f} <{fe}>^¶^{to}^¶^{s}^¶^{dt}^",
            a=g.bates(),
            b=g.bates(),
            c=g.nm(cust, "inverted"),
            f=g.nm(frm),
            fe=g.email(frm),
            to=g.email(to),
            s=g.pick(["RE: closing docs", "FW: payroll Q3", "call notes", "Lunch?", "draft lease"]),
            dt=g.date(),
        )
    d.line("^LOADED BY^¶^{v}^", v=g.dec("product_version"))


def trademark_opposition_filing(g: Gen, d: Doc) -> None:
    own, agent, wit, sig = g.people(4)
    d.line("STATEMENT OF OPPOSITION")
    d.line("Application No.:   {n}", n=g.ref())
    d.line(
        "Trademark:         {m}",
        m=D(
            g.pick(
                [
                    "KOWALCZYK KITCHENS",
                    "LITTLE THUNDER COFFEE",
                    "FROST & FIELD",
                    "MAMA NGOZI SAUCES",
                    "SEO-YEON SKIN",
                ]
            ),
            "eponymous_org",
        ),
    )
    d.line("Applicant:         {a}", a=g.nm(own, "caps"))
    d.line("                   {a}", a=g.address())
    d.line("Opponent:          {o}", o=g.dec("eponymous_org"))
    d.blank()
    d.line(
        "Grounds:  (a) the application does not conform to {s} of the {st};",
        s=g.dec("section_ref"),
        st=g.statute(),
    )
    d.line(
        "          (b) the applicant, {a}, was not entitled to registration because the opponent had used",
        a=g.nm(own, "initials_surname"),
    )
    d.line(
        "              the mark since {t}, as {w} (the opponent's former manager) will attest;",
        t=g.date(),
        w=g.nm(wit),
    )
    d.line("          (c) the mark is confusing with the {e}, {c}.", e=g.dec("eponymous_org"), c=g.case())
    d.line(
        "Agent for service: {a}, {e}, {p}",
        a=g.nm(agent),
        e=g.dec("institutional_email"),
        p=g.dec("institutional_phone"),
    )
    d.line("Signed: {s}   Date: {t}   Office: {u}", s=g.nm(sig), t=g.date(), u=g.dec("institutional_url"))
    see_also(g, d)


FRAMES = [
    ("affidavit_of_service", "numbered_paragraphs", None, "en", affidavit_of_service),
    ("subpoena_for_records", "all_caps_form", ("us", "us", "ca"), "en", subpoena_for_records),
    ("court_reporter_certificate", "prose", None, "en", court_reporter_certificate),
    ("notarial_certificate", "latex", None, "en", notarial_certificate),
    ("translated_affidavit", "numbered_paragraphs", ("ca", "us", "uk", "au"), "en", translated_affidavit),
    ("court_docket_report", "docket", ("us", "us", "ca"), "en", court_docket_report),
    ("redaction_log", "csv_quoted", None, "en", redaction_log),
    ("dat_load_file", "dat_thorn", None, "en", dat_load_file),
    ("trademark_opposition_filing", "hanging_indent", None, "en", trademark_opposition_filing),
]
