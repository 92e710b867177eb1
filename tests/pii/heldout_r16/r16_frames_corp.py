"""Tenancy and credit applications, registers, minute books, support and pension forms, school and university."""

from __future__ import annotations

from r16_blocks import foot, head, registry, sql

FRAMES, frame = registry()
RLM, LRM = "\u200f", "\u200e"


@frame("tenancy_application", "form_fields")
def tenancy_app(g, d):
    ap, co, ll, ref, kid = g.people(5)
    head(g, d, "RENTAL APPLICATION")
    d.line("Applicant: {n}          Date of birth: {dob}", n=g.name(ap), dob=g.dob())
    d.line("Co-applicant: {n}       Date of birth: {dob}", n=g.name(co, "comma"), dob=g.dob())
    d.line("Occupant under 18: {n}", n=g.name(kid, "first"))
    d.line("Current address: {ad}", ad=g.address())
    d.line("Current landlord: {n}  Tel: {p}", n=g.name(ll), p=g.phone())
    d.line("Employer: {o}   Supervisor: {n}", o=g.org(), n=g.name(ref, "init"))
    d.line("Email: {e}   Profile: {u}", e=g.email(ap), u=g.url(ap))
    d.line("Consent to credit check; identifier {s}", s=g.national())
    d.line("Pets: one cat named {f}", f=g.fictional())
    d.line("Signed {n} on {dt}", n=g.name(ap, "caps"), dt=g.date())
    foot(g, d)


@frame("credit_application", "form_fields")
def credit_app(g, d):
    ap, co, emp = g.people(3)
    head(g, d, "APPLICATION FOR CREDIT")
    d.line("Name (Last, First): {n}", n=g.name(ap, "comma"))
    d.line("Birth date: {dob}   Tax number: {s}", dob=g.dob(), s=g.national())
    d.line("Residence: {ad}", ad=g.address())
    d.line("Mobile: {p}   Email: {e}", p=g.phone(), e=g.email(ap))
    d.line("Existing card: {c}", c=g.card())
    d.line("Chequing account: {a}", a=g.account())
    d.line("Employer verification: {n} at {o}", n=g.name(emp), o=g.org())
    d.line("Joint applicant: {n}   DOB {dob}   Licence {dl}", n=g.name(co), dob=g.dob(), dl=g.licence(co))
    d.line("Submitted from IP {ip} on {dt}; disclosure per {s}", ip=g.ip(), dt=g.date(), s=g.statute())
    foot(g, d)


@frame("shareholder_register", "csv")
def shareholder_register(g, d):
    d.line("# {h} register of shareholders — {o}", h=g.heading(), o=g.org())
    d.line("holder,address,class,shares,issued,certificate")
    for _ in range(4):
        p = g.person()
        d.line(
            '"{n}","{ad}",Common,{s},{dt},{r}',
            n=g.name(p, g.rng.choice(["full", "COMMA", "comma"])),
            ad=g.address(),
            s=g.rng.randint(10, 5000),
            dt=g.date(),
            r=g.ref(),
        )
    d.line('"{o}",,Preferred,1000,{dt},{r}', o=g.org(), dt=g.date(), r=g.ref())
    p = g.person()
    d.line("# transfer approved by {n}; corporate secretary {n2}", n=g.name(p), n2=g.name(g.person(), "init"))


@frame("beneficial_ownership_register", "pipe_rows")
def bo_register(g, d):
    head(g, d, "REGISTER OF INDIVIDUALS WITH SIGNIFICANT CONTROL")
    d.line("name | dob | residence | tax residency | since | nature of control")
    for _ in range(3):
        p = g.person()
        d.line(
            "{n} | {dob} | {ad} | {c} | {dt} | 25%+ votes",
            n=g.name(p),
            dob=g.dob(),
            ad=g.address(),
            c=g.rng.choice(["CA", "US", "GB", "AE", "SG"]),
            dt=g.date(),
        )
    p = g.person()
    d.line(
        "{n} | {dob} | — | — | {dt} | trustee for {k}",
        n=g.name(p, "COMMA"),
        dob=g.dob(),
        dt=g.date(),
        k=g.name(g.person()),
    )
    d.line("Updated under {s}; nominee firm {o}", s=g.statute(), o=g.org())
    foot(g, d)


@frame("corporate_minute_book", "minutes")
def minute_book(g, d):
    dirs = g.people(4)
    sec = g.person()
    head(g, d, "MINUTES OF A MEETING OF THE BOARD OF DIRECTORS")
    d.line("Held at the {b} on {dt}.", b=g.building(), dt=g.date())
    d.line(
        "Present: {a}, {b}, {c} (by phone, {p}) and {e}.",
        a=g.name(dirs[0]),
        b=g.name(dirs[1]),
        c=g.name(dirs[2]),
        p=g.phone(),
        e=g.name(dirs[3]),
    )
    d.line("Secretary: {s}", s=g.name(sec))
    d.line()
    d.line("1. {a} took the chair and declared a quorum.", a=g.name(dirs[0], "later"))
    d.line(
        "2. RESOLVED that {b} be appointed treasurer and that the bank account {acc} at {o} be operated by any two "
        "of {a}, {b} and {c}.",
        b=g.name(dirs[1], "later"),
        acc=g.account(),
        o=g.org(),
        a=g.name(dirs[0], "init"),
        c=g.name(dirs[2], "later"),
    )
    d.line("3. {c} disclosed an interest in {o2} and abstained.", c=g.name(dirs[2], "first"), o2=g.org())
    d.line("4. The auditor's engagement letter ({r}) was approved.", r=g.ref())
    d.line()
    d.line("Certified true copy — {s}, Secretary", s=g.name(sec, "caps"))


@frame("spousal_support_calculation", "table_markdown")
def support_calc(g, d):
    pay, rec, k1, k2 = g.people(4)
    head(g, d, "SPOUSAL SUPPORT ADVISORY GUIDELINES — CALCULATION")
    d.line(
        "Payor: {a} (DOB {dob})    Recipient: {b} (DOB {dob2})",
        a=g.name(pay),
        dob=g.dob(),
        b=g.name(rec),
        dob2=g.dob(),
    )
    d.line("Children: {a}, {b}", a=g.name(k1, "first"), b=g.name(k2, "first"))
    d.line()
    d.line("| Scenario | {a} income | {b} income | Monthly |", a=g.name(pay, "later"), b=g.name(rec, "later"))
    d.line("|---|---:|---:|---:|")
    for s in ("Low", "Mid", "High"):
        d.line(
            "| {s} | {x} | {y} | {z} |",
            s=s,
            x=g.rng.randint(60000, 180000),
            y=g.rng.randint(0, 60000),
            z=g.rng.randint(300, 3000),
        )
    d.line()
    d.line("Software {v}; see {c} and {s}.", v=g.version(), c=g.case(), s=g.statute())
    foot(g, d)


@frame("pension_division_application", "form_fields")
def pension_division(g, d):
    mem, sp, wit = g.people(3)
    head(g, d, "APPLICATION FOR DIVISION OF PENSION BENEFITS")
    d.line("Plan member: {n}   Member no.: {r}", n=g.name(mem), r=g.ref())
    d.line("Member DOB: {dob}   SIN: {s}", dob=g.dob(), s=g.national())
    d.line("Former spouse: {n}   DOB: {dob}", n=g.name(sp), dob=g.dob())
    d.line("Spouse address: {ad}", ad=g.address())
    d.line("Spouse phone: {p}   Email: {e}", p=g.phone(), e=g.email(sp))
    d.line("Cohabitation: {a} to {b}   Separation agreement dated {c}", a=g.date(), b=g.date(), c=g.date())
    d.line("Transfer to locked-in account: {acc}", acc=g.account())
    d.line("Witness to spouse's signature: {n}", n=g.name(wit))
    d.line("Legislation: {s}", s=g.statute())
    foot(g, d)


@frame("school_report_card", "rtl_mixed")
def report_card(g, d):
    st, par, teacher, prin = g.people(4)
    d.line("{h} — Report card / {r}بطاقة التقرير{l}", h=g.heading(), r=RLM, l=LRM)
    d.line("{r}الطالب{l}: {n}", r=RLM, l=LRM, n=g.name(st))
    d.line("{r}تاريخ الميلاد{l}: {dob}", r=RLM, l=LRM, dob=g.child_dob())
    d.line("{r}ولي الأمر{l}: {n} — {p}", r=RLM, l=LRM, n=g.name(par), p=g.phone())
    d.line("Teacher / {r}المعلم{l}: {n}", r=RLM, l=LRM, n=g.name(teacher, "init"))
    d.line("Term ending {dt} at {o}", dt=g.date(), o=g.org())
    d.line(
        "Comment: {s} is making progress in reading; {p} attended the conference.",
        s=g.name(st, "first"),
        p=g.name(par, "later"),
    )
    d.line("{r}المدير{l}: {n}", r=RLM, l=LRM, n=g.name(prin))
    foot(g, d)


@frame("university_transcript", "pdf_wrapped", wrap=60)
def uni_transcript(g, d):
    st, reg, adv = g.people(3)
    head(g, d, "OFFICIAL TRANSCRIPT OF ACADEMIC RECORD")
    d.add("Student: ", g.name(st), " Student number: ", g.ref(), " Date of birth: ", g.dob(), "\n")
    d.add("Mailing address: ", g.address(), "\n")
    d.add(
        "Program: Bachelor of Science, ",
        g.org(),
        ". Dean's honour list; recipient of the ",
        g.award(),
        ". Thesis supervised by ",
        g.name(adv),
        " on ",
        g.term(),
        " in patients of the ",
        g.building(),
        ". Degree conferred ",
        g.date(),
        ".\n",
    )
    d.add("Issued to ", g.name(st, "later"), " at ", g.email(st), ". Registrar: ", g.name(reg), ".\n")
    d.line("Honours essay: the letters of {h}.", h=g.historical())
    foot(g, d)


@frame("gym_membership_record", "sql_insert")
def gym_records(g, d):
    d.line("-- dump of members table, {v}", v=g.version())
    d.line("INSERT INTO `members` (`id`,`full_name`,`dob`,`phone`,`email`,`card_last`,`joined`) VALUES")
    people = g.people(4)
    for i, p in enumerate(people):
        d.add(
            "(",
            str(100 + i),
            ",",
            sql(g.name(p)),
            ",",
            sql(g.dob()),
            ",",
            sql(g.phone()),
            ",",
            sql(g.email(p)),
            ",",
            sql(g.card() if i == 0 else "4421"),
            ",",
            sql(g.date()),
            ")",
            ",\n" if i < 3 else ";\n",
        )
    d.line(
        "INSERT INTO `notes` VALUES (1,{n},{t});",
        n=sql(g.name(people[1], "handle")),
        t=sql(["trainer ", g.name(g.person(), "first"), " approved freeze"]),
    )
    d.line("-- location: {o} at {p}", o=g.org(), p=g.place())
