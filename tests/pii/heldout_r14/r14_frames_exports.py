"""Correspondence and structured exports: chats, voicemail, redlines, XML, YAML, e-mail headers, OCR."""

from __future__ import annotations

from r14_blocks import cc_line, ocr_split, re_line, see_also, sig


def landlord_notice(g, d):
    t, ll, pm = g.people(3)
    d.line("{o}", o=g.org())
    d.line("{dt}", dt=g.date())
    d.line()
    d.line("To: {t}", t=g.P(t, "first"))
    d.line("{a}", a=g.address())
    d.line()
    d.line("NOTICE TO END TENANCY FOR NON-PAYMENT -- {st}", st=g.statute())
    d.line("Dear {t},", t=g.P(t, "given"))
    d.line(
        "Your landlord, {l}, reports arrears of $3,420. Your co-tenant {c} was copied.",
        l=g.P(ll),
        c=g.P(g.person()),
    )
    d.line(
        "Please contact our property manager {p} at {ph} or apply online at {u}.",
        p=g.P(pm),
        ph=g.phone(),
        u=g.inst_url(),
    )
    d.line("Hearing file {f}; adjudicated by {m}.", f=g.file_no(), m=g.member())
    sig(g, d, pm, "Regards,")
    cc_line(g, d)


def medical_legal(g, d):
    pt, dr, fam = g.people(3)
    d.line("{o} -- Independent Medical-Legal Report", o=g.org())
    re_line(g, d)
    d.line("Re: {p}, DOB {dob}", p=g.P(pt, "first"), dob=g.dob())
    d.line("Health card: {h}", h=g.health(pt) if g.jur == "ca" else g.ref())
    d.line("Dear Counsel,")
    d.line(
        "I assessed {p} on {dt} at the {b}. {p2} was accompanied by her husband {f}.",
        p=g.P(pt, "short"),
        dt=g.date(),
        b=g.building(),
        p2=g.P(pt, "given"),
        f=g.P(fam, "first"),
    )
    d.line("Findings: positive {t}; negative {t2}; history of {t3}.", t=g.term(), t2=g.term(), t3=g.term())
    d.line(
        "The family physician, Dr. {x}, referred {p} to {o}.",
        x=g.P(g.person()),
        p=g.P(pt, "short"),
        o=g.org(),
    )
    sig(g, d, dr, "Sincerely,")
    cc_line(g, d)
    see_also(g, d, 1)


def whatsapp(g, d):
    a, b, c = g.people(3)
    for i in range(g.n(8, 10)):
        sp = [a, b, c][i % 3]
        other = [a, b, c][(i + 1) % 3]
        d.f(
            "[{dt}, {h}:{m:02d}] {s}: ",
            dt=g.date(2025, 2026),
            h=g.n(7, 22),
            m=g.n(0, 59),
            s=g.P(sp, "full" if i < 3 else "chat"),
        )
        d.line(
            g.pick(
                [
                    "did {o} call u back?",
                    "{o} said the {x} is closed",
                    "tell {o} to bring the papers",
                    "lol {o} is at {x} again",
                ]
            ),
            o=g.P(other, "chat"),
            x=g.pick([g.place(), g.org(), g.building()]),
        )
    d.line("[{dt}, 23:01] {s}: {u}", dt=g.date(2025, 2026), s=g.P(a, "chat"), u=g.url(a))


def slack(g, d):
    ps = g.people(3)
    d.line("#{ch} -- exported {dt}", ch=g.pick(["intake", "litigation-support", "claims-west"]), dt=g.date())
    for i in range(g.n(8, 10)):
        sp = ps[i % 3]
        d.f("{h} ", h=g.P(sp, "handle"))
        d.f("{t} ", t=f"{g.n(8, 18)}:{g.n(10, 59)}")
        d.line(
            g.pick(
                [
                    "@{o} can you pull {x}?",
                    "cc @{o} -- {x} updated",
                    "{o} uploaded the {x} scan",
                    "thanks @{o}!! re {x}",
                ]
            ),
            o=g.P(ps[(i + 1) % 3], "handle"),
            x=g.pick([g.file_no(), g.ref(), g.version()]),
        )
    d.line("{h} shared {e}", h=g.P(ps[0], "handle"), e=g.inst_email())
    d.line("{h} signed in from {ip} -- profile {u}", h=g.P(ps[1], "handle"), ip=g.ip(), u=g.url(ps[1]))


def voicemail(g, d):
    caller, about = g.people(2)
    d.line("Voicemail transcription -- received {dt} from {ph}", dt=g.date(), ph=g.phone())
    d.line(
        '"Hi, this is {c} calling for {r}, um, regarding my mother {m}. Her date of birth is {dob}. She was at {h} last week. My cell is {p}, or email {e}. Again, {c2}, thanks."',
        c=g.P(caller, "first"),
        r=g.P(g.person(), "given"),
        m=g.P(about),
        dob=g.dob_words() if g.r.random() < 0.5 else g.dob(),
        h=g.org(),
        p=g.phone(),
        e=g.email(caller),
        c2=g.P(caller, "given"),
    )
    d.line("Transcription engine {v}; confidence 0.82; forwarded to {e}", v=g.version(), e=g.inst_email())
    cc_line(g, d)
    see_also(g, d, 1, "Caller mentioned")


def redline(g, d):
    a, b, c = g.people(3)
    d.line("SETTLEMENT AGREEMENT (DRAFT v4) -- comments")
    d.line("{h}", h=g.heading())
    d.line(
        "1. {x} shall pay {y} the sum of $25,000[1] within 30 days.[2]", x=g.P(a, "caps"), y=g.P(b, "caps")
    )
    d.line("2. Release of all claims arising from {t} diagnosis.[3]", t=g.term())
    d.line("3. Mutual non-disparagement, including posts naming {p}.[4]", p=g.public())
    d.line("----")
    d.line("[1] Comment [{i}]: increase? -- {c}, {dt}", i=g.P(c, "inits"), c=g.P(c), dt=g.date())
    d.line("[2] Comment: {a}'s lender is {o}; wire to {ib}.", a=g.P(a, "short"), o=g.org(), ib=g.iban())
    d.line("[3] Comment: per {cc}.", cc=g.case_cite())
    d.line(
        '[4] Reply from {b}: delete {p} reference. Deleted text: "{q}".',
        b=g.P(b, "given"),
        p=g.public(),
        q=g.P(g.person()),
    )


def pdf_form(g, d):
    p, e = g.people(2)
    fields = [
        ("topmostSubform[0].Page1[0].ClaimantName[0]", g.P(p, "first")),
        ("topmostSubform[0].Page1[0].DOB[0]", g.dob()),
        ("topmostSubform[0].Page1[0].Street[0]", g.address()),
        ("topmostSubform[0].Page1[0].Phone[0]", g.phone()),
        ("topmostSubform[0].Page1[0].Email[0]", g.email(p)),
        ("topmostSubform[0].Page1[0].NationalID[0]", g.natid() or g.dl()),
        ("topmostSubform[0].Page2[0].EmergencyContact[0]", g.P(e, "sg")),
        ("topmostSubform[0].Page2[0].Insurer[0]", g.org()),
        ("topmostSubform[0].Page2[0].PolicyNo[0]", g.ref()),
        ("topmostSubform[0].Page2[0].Producer[0]", g.version()),
        ("topmostSubform[0].Page2[0].SubmitterIP[0]", g.ip()),
        ("topmostSubform[0].Page2[0].Witness[0]", g.P(g.person())),
        ("topmostSubform[0].Page2[0].Clinic[0]", g.org()),
    ]
    for k, v in fields:
        d.line("{k}: {v}", k=k, v=v)


def ocr_two_column(g, d):
    a, b, c, dr = g.people(4)
    left = [
        ["PATIENT INTAKE"],
        ["Name: ", g.P(a, "caps")],
        ["DOB: ", g.dob()],
        ["Ref by: ", g.P(dr, "init")],
        ["Hosp: ", g.org()],
    ]
    right = [
        ["NEXT OF KIN"],
        ["", g.P(b, "first")],
        ["Tel ", g.phone()],
        ["Alt: ", g.P(c)],
        ["Dx: ", g.term()],
    ]
    for lcell, rcell in zip(left, right, strict=True):
        width = sum(len(x if isinstance(x, str) else x.text) for x in lcell)
        d.add(lcell, " " * max(4, 40 - width), rcell, "\n")
    d.line("Notes: pt seen by")
    d.line("{n} on {dt}.", n=ocr_split(g, dr), dt=g.date())
    cc_line(g, d)
    see_also(g, d, 1, "Hx:")


def xml_export(g, d):
    d.line('<?xml version="1.0" encoding="UTF-8"?>')
    d.line('<caseExport court="{j}" file="{f}">', j=g.judge(), f=g.file_no())
    for _ in range(g.n(4, 5)):
        p = g.person()
        d.line('  <party role="{r}">', r=g.pick(["applicant", "respondent", "witness", "intervenor"]))
        d.line("    <name>{n}</name>", n=g.P(p, "first"))
        d.line("    <dob>{b}</dob>", b=g.dob())
        d.line('    <contact phone="{ph}" email="{e}"/>', ph=g.phone(), e=g.email(p))
        d.line("  </party>")
    d.line("  <citation>{c}</citation>", c=g.neutral())
    d.line("  <venue>{b}</venue>", b=g.building())
    d.line('  <audit ip="{ip}" agent="{v}"/>', ip=g.ip(), v=g.version())
    d.line("</caseExport>")


def yaml_export(g, d):
    d.line("matter:")
    d.line("  file: {f}", f=g.file_no())
    d.line("  opened: {dt}", dt=g.date())
    d.line("  adjudicator: {m}", m=g.member())
    d.line("  statute: {s}", s=g.statute())
    d.line("people:")
    for _ in range(g.n(4, 6)):
        p = g.person()
        d.line("  - name: {n}", n=g.P(p, "full"))
        d.line("    born: {b}", b=g.dob())
        d.line("    address: {a}", a=g.address())
        if g.r.random() < 0.5:
            d.line("    profile: {u}", u=g.url(p))
    d.line('notes: "see {cc}"', cc=g.case_cite())


def email_headers(g, d):
    a, b, c = g.people(3)
    d.line("Return-Path: <{e}>", e=g.email(a))
    d.line("Received: from [{ip}] by mx.{h} (Postfix {v})", ip=g.ip(), h="mailhost.net", v=g.version())
    d.line('From: "{n}" <{e}>', n=g.P(a, "full"), e=g.email(a))
    d.line('To: "{n}" <{e}>, {x}', n=g.P(b, "sgl"), e=g.email(b), x=g.inst_email())
    d.line('Cc: "{n}" <{e}>', n=g.P(c, "first"), e=g.email(c))
    d.line("Date: {dt}", dt=g.date())
    d.line("Subject: {f} -- {cc}", f=g.file_no(), cc=g.case_cite())
    d.line("X-Mailer: Outlook {v}", v=g.version())
    d.line()
    d.line("{b}, attached is the letter from {o}. -- {a}", b=g.P(b, "given"), o=g.org(), a=g.P(a, "inits"))
    d.line("{u}", u=g.url(a))
    see_also(g, d, 1, "P.S.")


def json_export(g, d):
    d.line("[")
    k = g.n(4, 5)
    for i in range(k):
        p = g.person()
        native = p.native()
        d.f('  {{"name": "{n}", ', n=g.P(p, "first" if native else "full"))
        d.f('"dob": "{b}", "phone": "{ph}", ', b=g.dob(), ph=g.phone())
        d.line(
            '"referred_by": "{o}", "matter": "{f}"}}{c}', o=g.org(), f=g.file_no(), c="," if i < k - 1 else ""
        )
    d.line("]")


FRAMES = [
    ("landlord_tenant_notice", "letterhead", landlord_notice, None, False),
    ("medical_legal_report", "letterhead", medical_legal, ["ca", "ca", "us", "uk"], False),
    ("whatsapp_export", "chat", whatsapp, None, False),
    ("slack_export", "chat", slack, None, False),
    ("voicemail_transcription", "prose", voicemail, ["ca", "us"], False),
    ("redline_comments", "footnotes", redline, None, False),
    ("pdf_form_extraction", "key_value_dump", pdf_form, None, False),
    ("ocr_intake_scan", "two_column_ocr", ocr_two_column, None, False),
    ("xml_case_export", "xml", xml_export, None, False),
    ("yaml_matter_export", "yaml", yaml_export, None, False),
    ("email_header_dump", "email_headers", email_headers, None, False),
    ("referral_json_export", "json", json_export, None, False),
]
