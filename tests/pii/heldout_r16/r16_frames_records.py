"""Booking sheets, probation logs, occupational health, disability claims, child protection, foster care, evictions."""

from __future__ import annotations

from r16_blocks import foot, head, registry, see_also, sign

FRAMES, frame = registry()


@frame("jail_booking_sheet", "all_caps_key_value")
def booking_sheet(g, d):
    inm, arr, ec, nurse, prop = g.people(5)
    d.line("{h} — INTAKE / BOOKING", h=g.heading())
    d.line("BOOKING NO: {r}   FACILITY: {b}", r=g.ref(), b=g.building())
    d.line("NAME: {n}", n=g.name(inm, "COMMA"))
    d.line("AKA: {n}", n=g.name(inm, "chat"))
    d.line("DOB: {dob}   ID: {dl}", dob=g.dob(), dl=g.licence(inm))
    if g.jur == "ca":
        d.line("HEALTH CARD: {hc}", hc=g.health(inm))
    d.line("LAST ADDRESS: {ad}", ad=g.address())
    d.line("ARRESTING OFFICER: {n} BADGE {r}", n=g.name(arr, "caps"), r=g.ref())
    d.line("CHARGE: {s} {sec}   WARRANT: {f}", s=g.statute(), sec=g.section(), f=g.court_file())
    d.line("EMERGENCY CONTACT: {n} {p}", n=g.name(ec, "caps"), p=g.phone())
    d.line("MEDICAL SCREEN BY: {n} — HX OF {t}", n=g.name(nurse, "init"), t=g.term())
    d.line("PROPERTY BAG SEALED BY {n} AT {dt}", n=g.name(prop, "initials"), dt=g.date())
    d.line("BAIL HEARING BEFORE {j}", j=g.judge())
    d.line("PHONE CALL ALLOWED TO {n} ({p}) — NOT ANSWERED", n=g.name(ec, "later"), p=g.phone())


@frame("probation_checkin_log", "log4j")
def probation_log(g, d):
    client, po, po2, emp = g.people(4)
    cls = "c.q.probation.CheckIn"
    for lvl, msg in [
        (
            "INFO",
            [
                "kiosk check-in client=",
                g.name(client, "handle"),
                " officer=",
                g.name(po, "handle"),
                " ip=",
                g.ip(),
            ],
        ),
        ("INFO", ["verified identity of ", g.name(client), " dob=", g.dob(), " file=", g.court_file()]),
        ("WARN", ["address change reported: ", g.address()]),
        ("INFO", ["employer contact ", g.name(emp), " tel=", g.phone(), " ref=", g.ref()]),
        ("INFO", ["next appointment with ", g.name(po2), " on ", g.date()]),
        ("ERROR", ["sms to ", g.phone(), " failed; notify ", g.name(po, "later"), " via ", g.inst_email()]),
        ("DEBUG", ["condition 4 no contact with ", g.name(g.person()), " (order of ", g.judge(), ")"]),
        ("INFO", ["session closed for ", g.name(client, "later"), " agent=", g.version()]),
    ]:
        stamp = f"2025-{g.rng.randint(1, 12):02d}-{g.rng.randint(1, 28):02d} {g.rng.randint(7, 18):02d}:{g.rng.randint(0, 59):02d}:{g.rng.randint(0, 59):02d},{g.rng.randint(0, 999):03d}"
        d.line(
            "{s} {l:<5} [http-nio-8443-exec-{t}] {c} - {m}",
            s=stamp,
            l=lvl,
            t=g.rng.randint(1, 20),
            c=cls,
            m=msg,
        )


@frame("occupational_health_note", "soap_note")
def occ_health(g, d):
    wk, sup, doc, hr = g.people(4)
    head(g, d, "OCCUPATIONAL HEALTH — CLINIC NOTE")
    d.line("Employee: {n}   DOB: {dob}   Employer: {o}", n=g.name(wk), dob=g.dob(), o=g.org())
    d.line(
        "S: {n} reports wrist pain since {dt}; supervisor {s} moved her to packing.",
        n=g.name(wk, "first"),
        dt=g.date(),
        s=g.name(sup),
    )
    d.line("O: Positive {t}. Grip reduced.", t=g.term())
    d.line("A: Probable repetitive strain; rule out {t}.", t=g.term())
    d.line(
        "P: Modified duties 4 weeks. Copy to {h} (HR) at {e}. Follow-up with Dr. {d}.",
        h=g.name(hr),
        e=g.email(hr),
        d=g.name(doc, "later"),
    )
    if g.jur == "ca":
        d.line("Health card: {hc}", hc=g.health(wk))
    else:
        d.line("Member ID: {r}", r=g.ref())
    d.line("Claim: {r}   Case manager phone: {p}", r=g.ref(), p=g.inst_phone())
    sign(g, d, doc, "Occupational physician")


@frame("disability_claim_form", "form_fields")
def disability_claim(g, d):
    cl, sp, doc, emp = g.people(4)
    head(g, d, "LONG-TERM DISABILITY CLAIM — EMPLOYEE STATEMENT")
    d.line("1. Full name: {n}", n=g.name(cl))
    d.line("2. Date of birth: {dob}        3. SIN/SSN: {s}", dob=g.dob(), s=g.national())
    d.line("4. Home address: {ad}", ad=g.address())
    d.line("5. Phone: {p}     6. Email: {e}", p=g.phone(), e=g.email(cl))
    d.line("7. Spouse: {n}   DOB: {dob}", n=g.name(sp), dob=g.dob())
    d.line("8. Attending physician: Dr. {n}, {b}", n=g.name(doc), b=g.building())
    d.line("9. Diagnosis: {t}", t=g.term())
    if g.jur == "ca":
        d.line("9a. Provincial health number: {hc}", hc=g.health(cl))
    d.line("10. Direct deposit: {a}", a=g.account())
    d.line("11. Employer contact: {n} ({o})", n=g.name(emp, "comma"), o=g.org())
    d.line("12. Last day worked: {dt}   Policy: {r}", dt=g.date(), r=g.ref())
    d.line("I, {n}, authorize release of records. {dt}", n=g.name(cl, "caps"), dt=g.date())
    d.line("13. Group plan number: {x}", x=g.ssn_ref())
    foot(g, d)


@frame("child_protection_plan", "markdown_nested")
def child_plan(g, d):
    k1, k2, mom, dad, worker, gran = g.people(6)
    d.line("# Safety plan — {f}", f=g.court_file())
    d.line("**{h}**", h=g.heading())
    d.line("- Children")
    d.line("  - {a}, born {dob}", a=g.name(k1), dob=g.child_dob())
    d.line("  - {a}, born {dob}", a=g.name(k2), dob=g.child_dob())
    if g.jur == "ca":
        d.line("    - health card {hc}", hc=g.health(k2))
    d.line("- Caregivers")
    d.line("  - Mother: {m}", m=g.name(mom))
    d.line("    - lives at {ad}", ad=g.address())
    d.line("  - Father: {f} — no unsupervised access ({s})", f=g.name(dad), s=g.statute())
    d.line("  - Kin: {g} ({p})", g=g.name(gran), p=g.phone())
    d.line("- Worker: {w}; supervisor sign-off {dt}", w=g.name(worker), dt=g.date())
    d.line("- Goals")
    d.line("  1. {m} attends counselling at {o}", m=g.name(mom, "first"), o=g.org())
    d.line("  2. {k} keeps attending the {b} program", k=g.name(k1, "first"), b=g.building())
    d.line("  3. {f} completes program by {dt}", f=g.name(dad, "later"), dt=g.date())
    d.line("- Review: next conference with {w}", w=g.name(worker, "init"))
    foot(g, d)


@frame("foster_placement_log", "tsv")
def foster_log(g, d):
    child = g.person()
    d.line("{h}\tfile {f}", h=g.heading(), f=g.court_file())
    d.line("child\t{n}\tdob\t{dob}", n=g.name(child), dob=g.child_dob())
    d.line("date\tfoster_parent\tworker\tevent")
    for ev in ["placed", "school enrolment", "visit with mother", "medical", "moved"]:
        fp, wk = g.person(), g.person()
        d.line(
            "{dt}\t{fp}\t{wk}\t{ev}",
            dt=g.date(),
            fp=g.name(fp, g.rng.choice(["full", "comma"])),
            wk=g.name(wk, g.rng.choice(["init", "handle", "full"])),
            ev=ev,
        )
    d.line(
        "notes\t{n} asked about {p}; placement agency {o}", n=g.name(child, "first"), p=g.public(), o=g.org()
    )


@frame("eviction_hearing_transcript", "transcript")
def eviction_transcript(g, d):
    ll, tn, tn2, pm = g.people(4)
    head(g, d, "LANDLORD AND TENANT BOARD — HEARING (EXCERPT)")
    d.line("PRESIDING: {m}", m=g.member())
    d.line("MEMBER: Landlord, please identify yourself.")
    d.line("{L}: {n}. I own the building at {ad}", L=g.name(ll, "caps"), n=g.name(ll), ad=g.address())
    d.line("MEMBER: And the tenants?")
    d.line("{T}: I'm {n}, and that's {n2}, my sister.", T=g.name(tn, "caps"), n=g.name(tn), n2=g.name(tn2))
    d.line(
        "{L}: The arrears ledger is {b}. My property manager {p} can speak to it.",
        L=g.name(ll, "caps"),
        b=g.bates(),
        p=g.name(pm),
    )
    d.line(
        "{P}: Rent was due {dt}. I texted {t} at {ph}.",
        P=g.name(pm, "caps"),
        dt=g.date(),
        t=g.name(tn, "first"),
        ph=g.phone(),
    )
    d.line(
        "MEMBER: Noted. I refer the parties to {s}, {sec}, and {c}.",
        s=g.statute(),
        sec=g.section(),
        c=g.case(),
    )
    d.line("{T}: We paid by e-transfer from {e}.", T=g.name(tn2, "caps"), e=g.email(tn2))
    see_also(g, d)
    foot(g, d)


@frame("human_rights_mediation_summary", "prose")
def hr_mediation(g, d):
    ap, resp, man, wit = g.people(4)
    head(g, d, "MEDIATION SUMMARY (WITHOUT PREJUDICE)")
    d.line(
        "{a} alleges that her manager, {m}, made comments about her accent and denied a schedule change needed "
        "for her son's treatment for {t}. The respondent, {r}, operates three franchises of {o}. {w}, a co-worker, "
        "supports the account. The parties met with {mb} on {dt}.",
        a=g.name(ap),
        m=g.name(man),
        t=g.term(),
        r=g.name(resp),
        o=g.org(),
        w=g.name(wit),
        mb=g.member(),
        dt=g.date(),
    )
    d.line()
    d.line(
        "Terms: {r} will pay general damages; {m} will complete training by {dt}; a reference letter will be "
        "sent to {a} at {e}. The complaint under {s} will be withdrawn. See also {n}.",
        r=g.name(resp, "later"),
        m=g.name(man, "later"),
        dt=g.date(),
        a=g.name(ap, "later"),
        e=g.email(ap),
        s=g.statute(),
        n=g.neutral(),
    )
    see_also(g, d)
    foot(g, d)


@frame("background_check_report", "fixed_width")
def background_check(g, d):
    sub, alias, ref1, ref2, inv = g.people(5)
    head(g, d, "PRE-EMPLOYMENT BACKGROUND REPORT")
    d.line("{a:<24}{b}", a="Subject", b=g.name(sub, "COMMA"))
    d.line("{a:<24}{b}", a="Also known as", b=g.name(alias))
    d.line("{a:<24}{b}", a="Date of birth", b=g.dob())
    d.line("{a:<24}{b}", a="Identifier", b=g.national())
    d.line("{a:<24}{b}", a="Licence", b=g.licence(sub))
    d.line("{a:<24}{b}", a="Address history", b=g.address())
    d.line("{a:<24}{b}", a="Criminal search", b=["no record under ", g.statute()])
    d.line("{a:<24}{b}", a="Civil search", b=g.court_file())
    d.line("{a:<24}{b}", a="Reference 1", b=[g.name(ref1), " ", g.phone()])
    d.line("{a:<24}{b}", a="Reference 2", b=[g.name(ref2, "init"), " ", g.email(ref2)])
    d.line("{a:<24}{b}", a="Credit header", b=g.card())
    d.line("{a:<24}{b}", a="Investigator", b=g.name(inv))
    d.line("Permissible purpose under {s}. Report {r}.", s=g.statute(), r=g.ref())
    foot(g, d)


@frame("employment_reference", "letter")
def employment_ref(g, d):
    cand, writer, coll = g.people(3)
    d.line("{o}", o=g.org())
    d.line("{dt}", dt=g.date())
    d.line()
    d.line("To whom it may concern,")
    d.line()
    d.line(
        "I supervised {c} at {o} from {d1} to {d2}. {c2} managed our intake desk and trained {k}, who later won the "
        "{a}. {c3} is punctual and was trusted with the {t} protocol.",
        c=g.name(cand),
        o=g.org(),
        d1=g.date(),
        d2=g.date(),
        c2=g.name(cand, "first"),
        k=g.name(coll),
        a=g.award(),
        c3=g.name(cand, "later"),
        t=g.term(),
    )
    d.line()
    d.line("You may reach me at {p} or {e}.", p=g.phone(), e=g.email(writer))
    d.line("Portfolio of our joint work: {u}", u=g.url(writer))
    sign(g, d, writer, "Operations Manager")
