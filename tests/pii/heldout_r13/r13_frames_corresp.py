"""Correspondence frames: engagement, condominium, collections, termination, denial and verification letters,
quoted e-mail chains, text-message screenshots, chat exports, calendar exports, conflict checks, phone slips,
fax covers."""

from __future__ import annotations


def _letterhead(g, d):
    d.line("{f}", f=g.firm() if g.chance(0.6) else g.org())
    d.line("{e}  |  {u}  |  {ph}\n", e=g.iemail(), u=g.iurl(), ph=g.iphone())


def _recipient(g, d, p):
    d.line("{dt}\n", dt=g.date())
    d.line("{t}{n}", t=g.title(p), n=g.nm(p))
    d.line("{ad}\n", ad=g.addr(two_lines=True))


def engagement_letter(g, d):
    p = g.people(4)
    _letterhead(g, d)
    _recipient(g, d, p[0])
    d.line("Re: Engagement - estate of {x} (our matter {r})\n", x=g.full(p[1]), r=g.ref())
    d.line("Dear {a},\n", a=g.later(p[0]))
    d.line(
        "Thank you for choosing us to act for you as estate trustee of your late father, {x}. You told us your brother {b} and your stepmother {s} may dispute the will dated {dt}.",
        x=g.later(p[1]),
        b=g.full(p[2]),
        s=g.full(p[3]),
        dt=g.date(),
    )
    d.line(
        "We will apply for a certificate of appointment under the {st} and advise on any claim under {sec}. We have checked for conflicts against {b} and {s} and found none.",
        st=g.statute(),
        sec=g.section(),
        b=g.later(p[2]),
        s=g.later(p[3]),
    )
    d.line(
        "Our retainer is $5,000, payable by e-transfer to {e} or by wire (SWIFT {bic}).",
        e=g.iemail(),
        bic=g.bic(),
    )
    if g.chance(0.6):
        brand, cc = g.card()
        d.line(
            "You asked us to charge the retainer to your {b} card {cc}; we will destroy the number once charged.",
            b=brand,
            cc=cc,
        )
    d.line("\nYours truly,\n{f}\n\nI agree to these terms: ______________  {a}", f=g.firm(), a=g.nm(p[0]))


def condominium_board_letter(g, d):
    p = g.people(4)
    d.line("{h}", h=g.head("RIVENDELL TERRACES CONDOMINIUM CORPORATION"))
    d.line("c/o {o}  |  {e}\n", o=g.org(), e=g.iemail())
    _recipient(g, d, p[0])
    d.line("Re: Unit {u} - water escape of {dt}\n", u=g.n(101, 2209), dt=g.date())
    d.line(
        "Dear Owner,\n\nOn {dt} water from your unit damaged units below owned by {b} and {c}. Our superintendent, {s}, shut the riser at 11:20 p.m.",
        dt=g.date(),
        b=g.full(p[1]),
        c=g.full(p[2]),
        s=g.full(p[3]),
    )
    d.line(
        "Under section 105 of the {st} and Rule 7 of the declaration, the Corporation will charge back its $10,000 deductible to your unit. Please ask your tenant, if any, to contact {s2} at {ph}.",
        st=g.statute(),
        s2=g.later(p[3]),
        ph=g.iphone(),
    )
    d.line("\nOn behalf of the Board of Directors,\n{pr}, President", pr=g.full(g.person()))


def collections_letter(g, d):
    p = g.people(2)
    d.line("{o}\n{e}  |  {ph}\n", o=g.org(), e=g.iemail(), ph=g.iphone())
    _recipient(g, d, p[0])
    us = d.jur == "us"
    d.line(
        "Account: {r}    Original creditor: {o}    Balance: ${b:,}.{c:02d}\n",
        r=g.ref(),
        o=g.org(),
        b=g.n(300, 14000),
        c=g.n(0, 99),
    )
    d.line("Dear {a}:\n", a=g.nm(p[0]))
    d.line(
        "This is a communication from a debt collector. {x} Our records show the last payment was made on {dt} from account {acct}.",
        x="This is an attempt to collect a debt and any information obtained will be used for that purpose."
        if us
        else "",
        dt=g.date(),
        acct=g.acct(),
    )
    d.line(
        "Your co-signer, {c}, has been sent a copy of this letter. The pre-authorized payment on card {cc} was declined on {dt}.",
        c=g.full(p[1]),
        cc=g.card()[1],
        dt=g.date(),
    )
    d.line(
        "Unless you dispute this debt within thirty days, we will assume it is valid ({law}, {sec}).",
        law=g.statute(),
        sec=g.section(),
    )
    d.line("Pay online at {u} or call {ph}. Agent: {ag}", u=g.iurl(), ph=g.iphone(), ag=g.given(g.person()))


def client_email_chain(g, d):
    p = g.people(4)
    a, b = p[0], p[1]
    d.line(
        "From: {n} <{e}>\nTo: {f}\nDate: {dt}\nSubject: RE: RE: documents for Tuesday\n",
        n=g.nm(a),
        e=g.email(a),
        f=g.iemail(),
        dt=g.date(),
    )
    d.line(
        "ok I found the lease. my landlord's name is {l}, not {w} like I said before. {w2} is the property manager\n",
        l=g.full(p[2]),
        w=g.nm(p[3]),
        w2=g.later(p[3]),
    )
    d.line("{n}\n{u}\nSent from my iPhone\n", n=g.given(a), u=g.url(a))
    d.line(
        "> On {dt}, {f} wrote:\n> Thank you. Could you also send the e-mails between you and {b}?\n> Please do not forward this to {l}.\n>",
        dt=g.date(),
        f=g.firm(),
        b=g.nm(b),
        l=g.later(p[2]),
    )
    d.line(
        ">> On {dt}, {n} <{e}> wrote:\n>> my roommate {b} ({be}) can be a witness, her number is {ph}\n>> she was there when {l} changed the locks",
        dt=g.date(),
        n=g.nm(a),
        e=g.email(a),
        b=g.full(b),
        be=g.email(b),
        ph=g.phone(),
        l=g.later(p[2]),
    )
    d.line("\n-- \nThis e-mail may contain privileged information. {f} | {u}", f=g.firm(), u=g.iurl())


def text_message_screenshot(g, d):
    p = g.people(3)
    d.line("[OCR of screenshot IMG_{n}.PNG - {pr}]", n=g.n(1000, 9999), pr=g.product())
    d.line("{c}  < {who}\n", c=g.pick(("9:41", "21:07", "7:15")), who=g.given(p[0]))
    lines = (
        ("Today 8:02 AM", "hey its {x} again, did u talk to {y}"),
        ("", "she said the truck is in {z}'s name now"),
        ("Read 8:10 AM", "who is {y2}??"),
        ("", "{y3} {y4} from the shop lol. her # is {ph}"),
        ("Today 6:48 PM", "dont tell {w} ok. he'll lose it"),
        ("", "also {pub} is playing here in june omg"),
    )
    y = p[1]
    for stamp, text in lines:
        if stamp:
            d.line("{s}", s=stamp)
        d.f(
            text,
            x=g.P(p[0].handle, p[0]),
            y=g.handle(y),
            z=g.P(p[2].given.lower(), p[2]) if g.chance(0.5) else g.given(p[2]),
            y2=g.P(y.handle, y),
            y3=g.given(y),
            y4=g.P(y.family.lower(), y),
            ph=g.phone(),
            w=g.P(p[2].given.lower(), p[2]),
            pub=g.pub(),
        )
        d.add("\n")
    d.line("iMessage   {e}", e=g.email(p[0]))


def teams_chat_export(g, d):
    p = g.people(5)
    d.line(
        "Chat export - {t} - exported {dt} by {who}\n",
        t=g.pick(("#payroll-issues", "Case team: file review", "HR / investigations")),
        dt=g.date(),
        who=g.iemail(),
    )
    msgs = (
        (0, "morning. {b} called in again, third Monday in a row"),
        (1, "did she say why? {c} needs the schedule by noon"),
        (0, "says her son {k} is sick. she's got {t} too I think"),
        (2, "pls don't put medical stuff in chat. send to {e}"),
        (1, "ok. fyi {dd} from the {o} account left a voicemail, 2x"),
        (3, "I'll call {dd2} back, number is {ph}"),
        (4, "unrelated but the {aw} dinner is moved, {pub} is presenting"),
    )
    b, c, k, dd = p[4], g.person(), g.person(), g.person()
    minute = g.n(7 * 60, 11 * 60)
    for who, text in msgs:
        sp = p[who]
        minute += g.n(1, 40)
        d.add(
            f"[{minute // 60:02d}:{minute % 60:02d}] ",
            g.nm(sp) if g.chance(0.6) else g.P(sp.western.lower().replace(" ", "."), sp),
            ": ",
        )
        d.f(
            text,
            b=g.given(b),
            c=g.nm(c),
            k=g.given(k),
            t=g.eterm(),
            e=g.iemail(),
            dd=g.nm(dd),
            o=g.org(),
            dd2=g.later(dd),
            ph=g.phone(),
            aw=g.award(),
            pub=g.pub(),
        )
        d.add("\n")


def calendar_export(g, d):
    p = g.people(4)
    d.line("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{pr}//EN", pr=g.product())
    events = (
        ("Discovery - {a} (client) re {f}", "{b1} (court reporter)", "{bl}"),
        ("Call w/ {a}'s sister {c}", "{c2} {ph}", "Phone"),
        ("Mediation - {a} v. {o}", "room booked by {m}", "{bl}"),
        ("Prep {d2} for cross", "{d3}", "Boardroom B"),
    )
    for title, desc, loc in events:
        y, m, dd = g.ymd(2024, 2025)
        d.line(f"BEGIN:VEVENT\nDTSTART:{y}{m:02d}{dd:02d}T{g.n(8, 16):02d}0000\nUID:{g.digits(8)}@calendar")
        d.add("SUMMARY:")
        d.f(title, a=g.nm(p[0]), f=g.fileno(), c=g.full(p[1]), o=g.org(), d2=g.nm(p[2]))
        d.add("\nDESCRIPTION:")
        d.f(desc, b1=g.full(p[3]), c2=g.later(p[1]), ph=g.phone(), m=g.firm(), d3=g.email(p[2]))
        d.add("\nLOCATION:")
        d.f(loc, bl=g.building())
        d.add("\nORGANIZER:mailto:", g.iemail(), "\nEND:VEVENT\n")
    d.line("END:VCALENDAR")


def conflict_check_report(g, d):
    d.line("{h}", h=g.head("CONFLICT SEARCH RESULTS"))
    d.line("Requested {dt}; new matter: {o} - employment claim\n", dt=g.date(), o=g.org())
    d.line("Names searched:")
    for _ in range(g.n(5, 8)):
        q = g.person()
        d.line(
            "- {n} ({role}) - {res}",
            n=g.pick((g.nm(q), g.caps(q), g.comma(q))),
            role=g.pick(("adverse party", "client", "witness", "related party", "spouse of adverse party")),
            res=g.pick(("no hits", "1 hit (closed file)", "no hits", "possible match - review")),
        )
    d.line("- {o} (adverse party) - 2 hits, both closed", o=g.org())
    d.line("- {o} (related party) - no hits", o=g.firm())
    d.line("\nCleared by {x}, conflicts clerk.", x=g.full(g.person()))


def phone_message_slips(g, d):
    d.line("{h}", h=g.head("WHILE YOU WERE OUT"))
    for _ in range(g.n(4, 6)):
        q, r = g.person(), g.person()
        d.line(
            "---\nFor: {f}    Date: {dt}  {t}",
            f=g.P(r.given, r),
            dt=g.date(),
            t=g.pick(("9:15", "11:40", "2:05", "4:50")),
        )
        d.line("From: {n}{of}\nPhone: {ph}", n=g.nm(q), of=g.pick(("", "", [" of ", g.org()])), ph=g.phone())
        d.line(
            "Message: {m}",
            m=g.pick(
                (
                    ["re ", g.fileno(), ", please call back"],
                    ["wants update on ", g.later(q), "'s file"],
                    ["will be late for discovery, call ", g.iphone()],
                    ["asked about ", g.doctrine()],
                )
            ),
        )
        d.line("Taken by: {t}", t=g.initials(g.person()))


def fax_cover_sheet(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("FAX TRANSMISSION"))
    d.line(
        "To: {a}\nCompany: {o}\nFax: {fx}\nPhone: {ph}",
        a=g.full(p[0]),
        o=g.org(),
        fx=g.iphone(),
        ph=g.phone(),
    )
    d.line(
        "From: {b}\nFirm: {f}\nDate: {dt}\nPages (incl. cover): {n}",
        b=g.full(p[1]),
        f=g.firm(),
        dt=g.date(),
        n=g.n(2, 40),
    )
    d.line("Re: {c} - medical records of {x}, DOB {dob}", c=g.fileno(), x=g.nm(p[2]), dob=g.dob())
    d.line("\nCONFIDENTIALITY NOTICE: if you received this in error, call {ip}.", ip=g.iphone())


def termination_letter(g, d):
    p = g.people(3)
    d.line("{o}\nHuman Resources  |  {e}\n", o=g.org(), e=g.iemail())
    _recipient(g, d, p[0])
    d.line("PERSONAL AND CONFIDENTIAL - DELIVERED BY HAND\n\nDear {a},\n", a=g.given(p[0]))
    d.line(
        "This confirms our meeting today with your manager, {m}, and {hr} of Human Resources. Your employment ends effective {dt}.",
        m=g.full(p[1]),
        hr=g.full(p[2]),
        dt=g.date(),
    )
    if d.jur == "us":
        d.line("Nothing in this letter limits any right you have under the {es}.", es=g.estatute())
    d.line(
        "You will receive the minimums under the {st}, and a lump sum conditional on signing the enclosed release. Your final pay will go to account {acct} as usual.",
        st=g.statute(),
        acct=g.acct_ca()[0] if d.jur == "ca" else g.acct(),
    )
    d.line(
        "Please return your badge and laptop to {m}. The Employee Assistance Program is available at {ph}.",
        m=g.later(p[1]),
        ph=g.iphone(),
    )
    d.line("\nSincerely,\n{hr}\nDirector, People & Culture", hr=g.nm(p[2]))


def disability_denial_letter(g, d):
    p = g.people(3)
    d.line("{o}\nGroup Benefits - Long Term Disability\n", o=g.org())
    _recipient(g, d, p[0])
    d.line(
        "Plan member: {a}    Certificate: {r}    Date of birth: {dob}\n", a=g.nm(p[0]), r=g.ref(), dob=g.dob()
    )
    d.line("Dear {t}{a}:\n", t=g.title(p[0]), a=g.later(p[0]))
    d.line(
        "We have reviewed the attending physician statement of Dr. {dr} and the functional abilities evaluation by {ot}. The information does not show that {t} prevents you from performing your own occupation.",
        dr=g.full(p[1]),
        ot=g.full(p[2]),
        t=g.eterm(),
    )
    d.line(
        "You may appeal within 60 days to {e}. This decision was made by our case manager, {cm}.",
        e=g.iemail(),
        cm=g.full(g.person()),
    )


def employment_verification_letter(g, d):
    p = g.people(2)
    d.line("{o}\n{u}\n", o=g.org(), u=g.iurl())
    d.line("{dt}\n\nTo whom it may concern (IRCC / visa office):\n", dt=g.date())
    d.line(
        "This letter confirms that {a}, born {dob}, has been employed by us as a line cook since {since}, at 40 hours a week and $21.50 an hour. Social insurance number on file: {sin}.",
        a=g.full(p[0]),
        dob=g.dob(),
        since=g.date(),
        sin=g.sin() if d.jur == "ca" else g.ssn(),
    )
    d.line(
        "{a}'s direct supervisor is {s}, who can be reached at {ph} or {e}.",
        a=g.later(p[0]),
        s=g.full(p[1]),
        ph=g.phone(),
        e=g.email(p[1]),
    )
    d.line("\nRegards,\n{x}\nOwner", x=g.nm(g.person()))


FRAMES = (
    ("engagement_letter", "letterhead", None, engagement_letter),
    ("condominium_board_letter", "letterhead", ("ca",), condominium_board_letter),
    ("collections_letter", "letterhead", ("us", "us", "ca"), collections_letter),
    ("client_email_chain", "quoted_thread", None, client_email_chain),
    ("text_message_screenshot", "sms_ocr", None, text_message_screenshot),
    ("teams_chat_export", "chat", None, teams_chat_export),
    ("calendar_export", "calendar_ics", None, calendar_export),
    ("conflict_check_report", "list", None, conflict_check_report),
    ("phone_message_slips", "list", None, phone_message_slips),
    ("fax_cover_sheet", "header_fields", None, fax_cover_sheet),
    ("termination_letter", "letterhead", ("ca", "ca", "us"), termination_letter),
    ("disability_denial_letter", "letterhead", ("ca", "us", "uk", "au", "ie"), disability_denial_letter),
    ("employment_verification_letter", "letterhead", ("ca",), employment_verification_letter),
)
