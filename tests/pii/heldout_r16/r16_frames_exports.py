"""Teams and Zoom chats, Jira tickets, Git logs, voicemail e-mails, fax covers, waybills, folios, rentals."""

from __future__ import annotations

from r16_blocks import foot, head, registry, shy

FRAMES, frame = registry()


@frame("teams_chat_export", "chat")
def teams_chat(g, d):
    a, b, c, x = g.people(4)
    d.line("Chat export — {h} — {v}", h=g.heading(), v=g.version())
    lines = [
        (a, ["morning, did ", g.name(x), " sign the consent?"]),
        (b, ["not yet. ", g.name(x, "first"), " said call after 3 on ", g.phone()]),
        (c, ["fyi ", g.name(a, "chat"), " the file is ", g.court_file()]),
        (a, ["thanks ", g.name(c, "chat"), ". DOB on the form is ", g.dob(), " right?"]),
        (b, ["yes. also ", g.name(x, "later"), " moved to ", g.address()]),
        (c, ["judge is ", g.judge(), ", hearing ", g.date()]),
        (a, ["ok looping in ", g.name(g.person()), " from billing"]),
    ]
    for who, msg in lines:
        hh, mm = g.rng.randint(8, 17), g.rng.randint(0, 59)
        d.line(
            "[{hh:02d}:{mm:02d}] {w}: {m}",
            hh=hh,
            mm=mm,
            w=g.name(who, g.rng.choice(["full", "comma", "full"])),
            m=msg,
        )


@frame("jira_ticket_export", "jira_wiki")
def jira_ticket(g, d):
    rep, asg, cust, cust2 = g.people(4)
    d.line("h1. {r} — Customer data correction", r=g.ref())
    d.line("*Reporter:* [~{a}]  *Assignee:* [~{b}]", a=g.name(rep, "handle"), b=g.name(asg, "handle"))
    d.line("*Created:* {dt}  *Fix version:* {v}", dt=g.date(), v=g.version())
    d.line("h2. Description")
    d.line(
        "Customer {c} (DOB {dob}) reports that her statements are being mailed to {ad}.",
        c=g.name(cust),
        dob=g.dob(),
        ad=g.address(),
    )
    d.line("||Field||Old||New||")
    d.line("|email|{e1}|{e2}|", e1=g.email(cust2), e2=g.email(cust))
    d.line("|phone|{p1}|{p2}|", p1=g.phone_ref(), p2=g.phone())
    d.line("{{quote}}Please also remove {c2} as authorized user.{{quote}}", c2=g.name(cust2))
    d.line("h2. Comments")
    d.line(
        "[~{b}]: merged the duplicate for {c}; see {k}",
        b=g.name(asg, "handle"),
        c=g.name(cust, "later"),
        k=g.ref(),
    )
    d.line("[~{a}]: compliance contact {e}", a=g.name(rep, "handle"), e=g.inst_email())


@frame("git_commit_log", "git_log")
def git_log(g, d):
    devs = g.people(3)
    for i in range(4):
        dev = devs[i % 3]
        d.line("commit {h}", h=g.commit())
        d.line("Author: {n} <{e}>", n=g.name(dev), e=g.email(dev))
        d.line("Date:   {dt}", dt=g.date())
        d.line()
        msg = [
            ["    Fix seed data: remove real customer ", g.name(g.person()), " from fixtures"],
            ["    Bump ", g.version(), "; co-authored with ", g.name(devs[(i + 1) % 3], "first")],
            ["    Mask DOB ", g.dob(), " leaked in test ", g.ref()],
            ["    Revert ", g.commit(), " (asked by ", g.name(devs[(i + 2) % 3], "later"), ")"],
        ][i]
        d.line("{m}", m=msg)
        d.line()
    d.line("    Co-authored-by: {n} <{e}>", n=g.name(devs[1]), e=g.email(devs[1]))


@frame("zoom_chat_log", "zoom_chat")
def zoom_chat(g, d):
    host, p1, p2, p3 = g.people(4)
    d.line("Meeting {r} — {h}", r=g.ref(), h=g.heading())
    msgs = [
        (host, p1, ["welcome everyone; recording per ", g.statute()]),
        (p1, host, ["my number if I drop: ", g.phone()]),
        (p2, None, ["is ", g.name(p3), " joining? her email is ", g.email(p3)]),
        (p3, None, ["here, on ", g.ip(), " via VPN, sorry"]),
        (host, p2, ["sending the link ", g.url(p2), " is your page right?"]),
        (p1, None, ["reminder ", g.public(), " keynote is not ours lol"]),
    ]
    for who, to, msg in msgs:
        stamp = f"{g.rng.randint(0, 1):02d}:{g.rng.randint(0, 59):02d}:{g.rng.randint(0, 59):02d}"
        target = ["Everyone"] if to is None else [g.name(to)]
        d.line("{s} From {w} to {t}: {m}", s=stamp, w=g.name(who), t=target, m=msg)


@frame("voicemail_to_email", "email_headers")
def voicemail(g, d):
    rec, caller, kid = g.people(3)
    d.line("From: Unified Messaging <{e}>", e=g.inst_email())
    d.line("To: {n} <{e}>", n=g.name(rec), e=g.email(rec))
    d.line("Subject: Voice Mail ({s} seconds) from {c}", s=g.rng.randint(10, 99), c=g.phone())
    d.line("Date: {dt}", dt=g.date())
    d.line()
    d.line(
        "Transcript (preview): hi it's {c} calling about {k}'s appointment at {o}, um, her birthday is {dob} if "
        "you need it, call me back at {p}, thanks, bye",
        c=g.name(caller, "lower"),
        k=g.name(kid, "first"),
        o=g.org(),
        dob=g.dob(),
        p=g.phone(),
    )
    d.line()
    d.line(
        "Caller: {c}  Duration: 0:{s:02d}  System: {v}",
        c=g.name(caller, "caps"),
        s=g.rng.randint(10, 59),
        v=g.version(),
    )


@frame("fax_cover_sheet", "ocr_ligature", noise="ocr")
def fax_cover(g, d):
    to, frm, pt = g.people(3)
    d.line("F A X   C O V E R")
    d.line("To: {n}    Fax: {f}", n=g.name(to), f=g.phone())
    d.line("From: {n}  Phone: {p}", n=g.name(frm), p=g.phone())
    d.line("Date: {dt}   Pages: {x}", dt=g.date(), x=g.rng.randint(2, 19))
    d.line("Re: patient {p}, DOB {dob}, file {f}", p=g.name(pt, "COMMA"), dob=g.dob(), f=g.court_file())
    if g.jur == "ca":
        d.line("Health card: {hc}", hc=g.health(pt))
    d.line(
        "Message: please find the consult notes from the {b} clinic regarding {t}.",
        b=g.building(),
        t=g.term(),
    )
    d.line("{h}: This fax is intended only for {n}.", h=g.heading(), n=g.name(to, "later"))
    foot(g, d)


@frame("courier_waybill", "single_space_columns")
def waybill(g, d):
    shp, rcv, drv = g.people(3)
    d.line("WAYBILL {r} SERVICE EXPRESS {o}", r=g.ref(), o=g.org())
    d.line("SHIPPER {n} {p}", n=g.name(shp, "caps"), p=g.phone())
    d.line("FROM {ad}", ad=g.address())
    d.line("CONSIGNEE {n} {p}", n=g.name(rcv, "caps"), p=g.phone())
    d.line("TO {ad}", ad=g.address())
    d.line("PICKUP {dt} DRIVER {n} ROUTE {r}", dt=g.date(), n=g.name(drv, "initials"), r=g.phone_ref())
    d.line("SIGNED {n} REF {r}", n=g.name(rcv, "later"), r=g.ref())


@frame("hotel_folio", "fixed_width")
def hotel_folio(g, d):
    gst, gst2, clerk = g.people(3)
    d.line("{o:^60}", o=g.org())
    d.line("{a:<16}{b}", a="Guest", b=g.name(gst, "COMMA"))
    d.line("{a:<16}{b}", a="Sharing with", b=g.name(gst2))
    d.line("{a:<16}{b}", a="Home address", b=g.address())
    d.line("{a:<16}{b}", a="Arrival", b=g.date())
    d.line("{a:<16}{b}", a="Departure", b=g.date())
    d.line("{a:<16}{b}", a="Card on file", b=g.card())
    d.line("{a:<16}{b}", a="Loyalty no.", b=g.ref())
    d.line("{a:<16}{b}", a="Email", b=g.email(gst))
    d.line("{a:<16}{b}", a="Clerk", b=g.name(clerk, "first"))
    d.line("Room charges billed to {c}; rate code {r}.", c=g.org(), r=g.ref())


@frame("car_rental_agreement", "soft_hyphen", noise="soft")
def car_rental(g, d):
    rent, add, agent = g.people(3)
    head(g, d, "VEHICLE RENTAL AGREEMENT")
    d.line("Renter: {n}    Date of birth: {dob}", n=shy(g.name(rent)), dob=g.dob())
    d.line("Driver licence: {dl}    Address: {ad}", dl=g.licence(rent), ad=g.address())
    d.line("Additional driver: {n}    Licence: {dl}", n=shy(g.name(add)), dl=g.licence(add))
    d.line("Payment authorization: {c}", c=g.card())
    d.line("Pick-up {dt} at {p}; return by {dt2}.", dt=g.date(), p=g.epo_place(), dt2=g.date())
    d.line(
        "Counter agent {a} explained the collision waiver; {r} declined it.",
        a=shy(g.name(agent)),
        r=shy(g.name(rent, "later")),
    )
    d.line("Contact renter at {p} / {e}.", p=g.phone(), e=g.email(rent))
    d.line("Previous rental {r}; hold code {x}.", r=g.ref(), x=g.ssn_ref())
    foot(g, d)
