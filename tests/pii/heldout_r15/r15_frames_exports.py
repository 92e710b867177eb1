"""Exports: ICS invites, vCards, CRM activity CSV, Teams WebVTT, SMS CSV, HTML intake pages, RTF letters, logs."""

from __future__ import annotations

from r15_blocks import lazy_line
from r15_doc import Doc
from r15_gen import Gen


def _stamp(g: Gen) -> str:
    return f"20{g.n(19, 25)}{g.n(1, 12):02d}{g.n(1, 28):02d}T{g.n(8, 18):02d}{g.pick(['00', '15', '30', '45'])}00Z"


def ics_calendar_invite(g: Gen, d: Doc) -> None:
    org, a1, a2, a3, wit = g.people(5)
    d.line("BEGIN:VCALENDAR")
    d.line("PRODID:-//{v}//EN", v=g.dec("product_version"))
    d.line("VERSION:2.0")
    for i, who in enumerate((a1, a2)):
        d.line("BEGIN:VEVENT")
        d.line("UID:{r}", r=g.ref())
        d.line("DTSTART:{s}", s=_stamp(g))
        d.line(
            "SUMMARY:{k} — prep with {w}",
            k=g.pick(["Examination for discovery", "Mediation", "Site visit"]),
            w=g.nm(wit if i == 0 else who, "full"),
        )
        d.line("LOCATION:{b}", b=g.dec("building_name"))
        d.line("ORGANIZER;CN={n}:mailto:{e}", n=g.nm(org), e=g.email(org))
        d.line("ATTENDEE;CN={n};ROLE=REQ-PARTICIPANT:mailto:{e}", n=g.nm(who, "full"), e=g.email(who))
        d.line(
            "ATTENDEE;CN={n};ROLE=OPT-PARTICIPANT:mailto:{e}",
            n=g.nm(a3 if i == 0 else a1, "full"),
            e=g.dec("institutional_email"),
        )
        d.line(
            "DESCRIPTION:File {f}. Dial-in {p}. Bring the {t} results for {n}.",
            f=g.court_file(),
            p=g.dec("institutional_phone"),
            t=g.dec("eponymous_term"),
            n=g.nm(wit, "later"),
        )
        d.line("END:VEVENT")
    d.line("END:VCALENDAR")


def vcard_contacts(g: Gen, d: Doc) -> None:
    for p in g.people(4):
        d.line("BEGIN:VCARD")
        d.line("VERSION:3.0")
        d.line("FN:{n}", n=g.nm(p, "full"))
        d.line("N:{f};{g};;;", f=S_or_given(g, p, "family"), g=S_or_given(g, p, "given"))
        d.line("TEL;TYPE=CELL:{t}", t=g.phone())
        d.line("EMAIL;TYPE=HOME:{e}", e=g.email(p))
        if g.chance(0.5):
            d.line("BDAY:{b}", b=g.dob())
        if g.chance(0.4):
            d.line("URL:{u}", u=g.url(p))
        d.line("ORG:{o}", o=g.dec("eponymous_org"))
        d.line(
            "NOTE:Met at {a} on {t}; referred by {x}.",
            a=g.dec("building_name"),
            t=g.date(),
            x=g.nm(g.person()),
        )
        d.line("END:VCARD")


def S_or_given(g: Gen, p, part: str):  # noqa: N802 - name reads as a form of S()
    from r15_doc import S

    text = (p.family or p.given) if part == "family" else p.given
    if part == "given" and not p.family:
        return ""
    return S(text, "PERSON", p.code)


def crm_activity_export(g: Gen, d: Doc) -> None:
    people = g.people(6)
    owner = g.person()
    d.line("Activity ID,Contact,Email,Phone,Type,Subject,Owner,Created")
    for p in people:
        d.line(
            '{i},"{c}",{e},{p},{t},"{s}",{o},{dt}',
            i=g.ref(),
            c=g.nm(p, g.pick(["inverted", "full"])),
            e=g.email(p),
            p=g.phone(),
            t=g.pick(["Call", "Email", "Meeting"]),
            s=g.pick(["Renewal, follow-up", "Intake", "Quote sent", "Left voicemail"]),
            o=g.nm(owner, "handle"),
            dt=g.date(),
        )
    d.line(
        'Export,"{v}",{e},{p},,,,',
        v=g.dec("product_version"),
        e=g.dec("institutional_email"),
        p=g.dec("institutional_phone"),
    )


def teams_meeting_vtt(g: Gen, d: Doc) -> None:
    host, a, b, c, x = g.people(5)
    d.line("WEBVTT")
    d.blank()
    lines = [
        (host, "Okay, we're recording. This is the case conference on {f}, before {j}."),
        (a, "Thanks. For the record, my client {c} is on the line from {p}."),
        (b, "And I'm joined by {x}, who prepared the {t} report."),
        (host, "{c2}, can you confirm your date of birth for the transcript?"),
        (c, "It's {dob}."),
        (a, "Under {s}, we'd ask that the exhibit from {x2} be sealed."),
        (host, "Noted. Next date is {dt}. Thanks, everyone."),
    ]
    for i, (who, text) in enumerate(lines):
        d.line("{n}", n=f"{g.pick(['a1', 'b2', 'c3'])}{i:02d}-{g.n(1000, 9999)}")
        d.line(
            "00:{m:02d}:{s:02d}.{ms:03d} --> 00:{m:02d}:{s2:02d}.{ms:03d}",
            m=i,
            s=g.n(0, 30),
            s2=g.n(31, 59),
            ms=g.n(0, 999),
        )
        d.add("<v ", g.nm(who, "full"), ">")
        lazy_line(
            d,
            text,
            f=g.court_file,
            j=g.judge,
            c=lambda: g.nm(c),
            p=lambda: g.dec("place_name"),
            x=lambda: g.nm(x),
            t=lambda: g.dec("eponymous_term"),
            c2=lambda: g.tl(c),
            dob=g.dob,
            s=lambda: g.dec("section_ref"),
            x2=lambda: g.nm(a, "later"),
            dt=g.date,
        )
        d.blank()


def sms_csv_export(g: Gen, d: Doc) -> None:
    me, them = g.people(2)
    third = g.person()
    d.line("Date,Time,Type,Number,Contact,Message")
    msgs = [
        ("in", "hey its {c} from the {o} job, can u call me"),
        ("out", "Hi {c2}, yes after 5. Is this still {ph}?"),
        ("in", "ya. {x} gave me ur number. court is {dt} right"),
        ("out", "Yes, at {b}. Bring your licence"),
        ("in", "k. my new email is {e}"),
        ("out", "Thanks {c2}. Also {x2} wants the {t} form back"),
    ]
    number = g.phone(ext=0)
    for direction, text in msgs:
        d.f("{dt},{tm},{ty},", dt=g.date(), tm=f"{g.n(8, 23)}:{g.n(0, 59):02d}", ty=direction)
        d.add(number, ",", g.nm(them, "full"), ',"')
        lazy_line(
            d,
            text + '"',
            c=lambda: g.nm(them, "chat"),
            o=lambda: g.dec("eponymous_org"),
            c2=lambda: g.nm(them, "given"),
            ph=lambda: number,
            x=lambda: g.nm(third, "chat"),
            dt=g.date,
            b=lambda: g.dec("building_name"),
            e=lambda: g.email(them),
            x2=lambda: g.nm(third, "later"),
            t=lambda: g.dec("eponymous_term"),
        )
    d.line("# exported by {v} for {m}", v=g.dec("product_version"), m=g.nm(me, "full"))


def html_intake_page(g: Gen, d: Doc) -> None:
    p, em, doc = g.people(3)
    d.line("<html><head><title>Client intake — {o}</title></head><body>", o=g.dec("eponymous_org"))
    d.line("<h1>New client intake</h1>")
    d.line('<table class="intake">')
    rows = [
        ("Full name", g.nm(p)),
        ("Date of birth", g.dob()),
        ("Home address", g.address()),
        ("Mobile", g.phone()),
        ("E-mail", g.email(p)),
        ("Website", g.url(p)),
        ("Emergency contact", g.nm(em)),
        ("Emergency phone", g.phone()),
        ("Family doctor", g.nm(doc)),
        ("Referred by", g.dec("public_figure")),
    ]
    if g.jur == "ca":
        rows.append(("Health card", g.hc(d, p)))
    for label, value in rows:
        d.line("  <tr><th>{l}</th><td>{v}</td></tr>", l=label, v=value)
    d.line("</table>")
    d.line(
        '<p>Submitted {t} from <span class="ip">{ip}</span>. See <a href="{u}">privacy notice</a>.</p>',
        t=g.date(),
        ip=g.ip(),
        u=g.dec("institutional_url"),
    )
    d.line("<p>Reviewed by {r} under {s}.</p></body></html>", r=g.nm(g.person(), "initials"), s=g.statute())


def rtf_demand_letter(g: Gen, d: Doc) -> None:
    to, client, wit = g.people(3)
    d.line(r"{{\rtf1\ansi\deff0 {{\fonttbl {{\f0 Times New Roman;}}}}")
    d.add(r"\pard\qr\b ", g.dec("eponymous_org"), r"\b0\par", "\n")
    d.add(r"\pard ", g.date(), r"\par", "\n")
    d.add(r"\pard ", g.nm(to, "caps"), r"\line ", g.address(), r"\par", "\n")
    d.add(r"\pard\b WITHOUT PREJUDICE\b0\par", "\n")
    d.add(r"\pard Dear ", g.tl(to), r",\par", "\n")
    d.add(
        r"\pard We act for ",
        g.nm(client),
        ", whose vehicle was struck on ",
        g.date(),
        " at ",
        g.dec("eponymous_place"),
        ". Our client's passenger, ",
        g.nm(wit),
        r", was injured (\i ",
        g.dec("eponymous_term"),
        r"\i0 ).\par",
        "\n",
    )
    d.add(
        r"\pard Demand is made under ",
        g.statute(),
        ". Please forward this letter to your insurer; claim ",
        g.ref(),
        r".\par",
        "\n",
    )
    d.add(
        r"\pard Our client can be reached only through this office (",
        g.dec("institutional_phone"),
        r").\par",
        "\n",
    )
    d.add(r"\pard cc: ", g.nm(client, "initials_surname"), r"\par}", "\n")


def access_log_excerpt(g: Gen, d: Doc) -> None:
    users = g.people(4)
    d.line("# portal audit log — {v}", v=g.dec("product_version"))
    actions = ["LOGIN_OK", "VIEW_FILE", "DOWNLOAD", "LOGIN_FAIL", "PASSWORD_RESET", "VIEW_FILE", "LOGOUT"]
    for i, act in enumerate(actions):
        u = users[i % 4]
        d.line(
            '{ts} {act:<15} user={e} name="{n}" src={ip} file={f}',
            ts=f"20{g.n(19, 25)}-{g.n(1, 12):02d}-"
            f"{g.n(1, 28):02d}T{g.n(0, 23):02d}:{g.n(0, 59):02d}:{g.n(0, 59):02d}Z",
            act=act,
            e=g.email(u),
            n=g.nm(u, g.pick(["full", "inverted"])),
            ip=g.ip(),
            f=g.court_file(),
        )
    d.line(
        '{ts} ADMIN_NOTE      by={a} "locked account of {n} pending review per {s}"',
        ts=f"20{g.n(19, 25)}-01-0{g.n(1, 9)}T09:00:00Z",
        a=g.nm(g.person(), "handle"),
        n=g.nm(users[3], "later"),
        s=g.dec("section_ref"),
    )
    d.line(
        "{ts} SUPPORT         contact={e}",
        ts=f"20{g.n(19, 25)}-02-1{g.n(0, 9)}T10:00:00Z",
        e=g.dec("institutional_email"),
    )


FRAMES = [
    ("ics_calendar_invite", "ics", None, "en", ics_calendar_invite),
    ("vcard_contacts", "vcard", None, "en", vcard_contacts),
    ("crm_activity_export", "csv_quoted", ("ca", "us", "uk", "au"), "en", crm_activity_export),
    ("teams_meeting_vtt", "webvtt", None, "en", teams_meeting_vtt),
    ("sms_csv_export", "sms_csv", ("ca", "us"), "en", sms_csv_export),
    ("html_intake_page", "html", ("ca", "ca", "us"), "en", html_intake_page),
    ("rtf_demand_letter", "rtf", None, "en", rtf_demand_letter),
    ("access_log_excerpt", "log_lines", None, "en", access_log_excerpt),
]
