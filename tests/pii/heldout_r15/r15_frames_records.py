"""Records about people: probation, protection orders, expert reports, jurors, prison visits, ambulance calls."""

from __future__ import annotations

from r15_blocks import ocr_line, sign
from r15_doc import Doc
from r15_gen import Gen


def probation_officer_report(g: Gen, d: Doc) -> None:
    o, po, mom, emp, vic, counsellor = g.people(6)
    d.line("PROBATION OFFICER'S REPORT TO THE COURT")
    d.line("OFFENDER NAME: {n}        DATE OF BIRTH: {b}", n=g.nm(o, "inverted_caps"), b=g.dob(1970, 2005))
    d.line("COURT FILE: {f}        SENTENCING JUDGE: {j}", f=g.court_file(), j=g.judge())
    d.add("ADDRESS: ", g.address(), "\n")
    d.line("PROBATION OFFICER: {p}        PHONE: {ph}", p=g.nm(po, "caps"), ph=g.phone(ext=0.5))
    d.blank()
    d.line(
        "SOURCES: INTERVIEWS WITH THE OFFENDER, WITH THE MOTHER ({m}), WITH THE EMPLOYER ({e}), AND WITH "
        "COUNSELLOR {c}. A {t} WAS REQUESTED UNDER {s}.",
        m=g.nm(mom, "caps"),
        e=g.nm(emp, "caps"),
        c=g.nm(counsellor, "caps"),
        t=g.dec("eponymous_term", caps=True),
        s=g.dec("section_ref"),
    )
    d.line(
        "COMPLIANCE: {o} REPORTED AS DIRECTED ON {t}. NO CONTACT WITH {v} HAS BEEN REPORTED.",
        o=g.nm(o, "caps"),
        t=g.date(),
        v=g.nm(vic, "caps"),
    )
    d.line(
        "RECOMMENDATION: CONTINUE PROBATION; REFER TO {org}. SEE {c}.",
        org=g.dec("eponymous_org", caps=True),
        c=g.case(),
    )
    d.line("SUBMITTED BY {p}, {t}", p=g.nm(po, "initials_surname"), t=g.date())


def protection_order_application(g: Gen, d: Doc) -> None:
    app, resp, child, witness, sister = g.people(5)
    d.line("APPLICATION FOR A PROTECTION ORDER")
    d.line("Court file no.: {f}    Registry: {b}", f=g.court_file(), b=g.dec("building_name"))
    d.line("Applicant: {a}          Date of birth: {b}", a=g.nm(app), b=g.dob(1965, 2004))
    d.line("Applicant's safe contact number: {p}    Safe e-mail: {e}", p=g.phone(), e=g.email(app))
    d.line("Respondent: {r}          Date of birth: {b}", r=g.nm(resp), b=g.dob(1960, 2004))
    d.add("Respondent's address: ", g.address(), "\n")
    d.line("Respondent's driver's licence: {dl}    Vehicle: grey pickup", dl=g.dl(resp))
    d.line("Respondent's social media: {u}", u=g.url(resp))
    d.line("Child(ren): {c}, born {b}", c=g.nm(child), b=g.dob(2012, 2022))
    d.blank()
    d.line(
        "Describe the most recent incident: On {t} {r} came to my work at {o} and shouted at me. My co-worker "
        "{w} called the police. My sister {s} has screenshots of messages sent from {ip}.",
        t=g.date(),
        r=g.nm(resp, "given"),
        o=g.dec("eponymous_org"),
        w=g.nm(witness),
        s=g.nm(sister),
        ip=g.ip(),
    )
    d.line(
        "Relief sought: no contact with me or with {c}; exclusive occupation; {s}.",
        c=g.nm(child, "given"),
        s=g.statute(),
    )
    d.line("Sworn before {c} on {t}.", c=g.dec("official"), t=g.date())
    d.line("Heard by {j}. Interim order granted.", j=g.judge())


def malpractice_expert_report(g: Gen, d: Doc) -> None:
    pt, defd, nurse, husband, gp = g.people(5)
    d.line("{h}", h=g.heading())
    d.line("Expert report — {c} (file {f})", c=g.case()[0], f=g.court_file())
    d.line("Patient: {p}    DOB: {b}", p=g.nm(pt), b=g.dob(1950, 2000))
    if g.jur == "ca":
        d.add("Health card: ", g.hc(d, pt), "\n")
    d.blank()
    d.line(
        "1. I was retained to address whether Dr. {x} met the standard of care set out in {c}.",
        x=g.nm(defd),
        c=g.case(),
    )
    d.line(
        "2. On {t} {p} presented with chest pain; triage nurse {n} recorded a {term}.",
        t=g.date(),
        p=g.tl(pt),
        n=g.nm(nurse),
        term=g.dec("eponymous_term"),
    )
    d.line(
        "3. The patient's spouse, {h}, reports that the family physician, Dr. {gp}, had made a referral to the {o}.",
        h=g.nm(husband),
        gp=g.nm(gp),
        o=g.dec("eponymous_org"),
    )
    d.line(
        "4. In my opinion Dr. {x} fell below the standard; see also {n}.", x=g.nm(defd, "later"), n=g.ncit()
    )
    d.line("5. I acknowledge my duty under {s} ({r}).", s=g.dec("section_ref"), r=g.statute())
    d.line("Literature: Bolam test; {a}; {b}.", a=g.dec("eponymous_term"), b=g.dec("historical_person"))
    sign(g, d, g.person(), "Expert witness")


def jury_questionnaire(g: Gen, d: Doc) -> None:
    j, sp, kid, friend, officer = g.people(5)
    d.line("CONFIDENTIAL JUROR QUESTIONNAIRE — {f}", f=g.court_file())
    d.line("TRIAL JUDGE: {j}    JUROR NO. {n}", j=g.judge(), n=g.n(1, 250))
    d.line("1. FULL NAME: {n}", n=g.nm(j, "caps"))
    d.line("2. DATE OF BIRTH: {b}", b=g.dob(1945, 2003))
    d.add("3. HOME ADDRESS: ", g.address(), "\n")
    d.line(
        "4. SPOUSE/PARTNER NAME AND OCCUPATION: {s}, NURSE AT {o}",
        s=g.nm(sp, "caps"),
        o=g.dec("eponymous_org", caps=True),
    )
    d.line("5. CHILDREN (NAMES, AGES): {k}, {a}", k=g.nm(kid, "caps"), a=g.n(2, 30))
    d.line(
        "6. DO YOU KNOW ANY OF THE FOLLOWING: THE ACCUSED, {c}, OR WITNESSES? I WENT TO SCHOOL WITH {f}.",
        c=g.case()[0],
        f=g.nm(friend, "caps"),
    )
    d.line(
        "7. HAVE YOU OR A RELATIVE BEEN A POLICE OFFICER? MY COUSIN {p} IS WITH {x}.",
        p=g.nm(officer, "caps"),
        x=g.dec("eponymous_place", caps=False),
    )
    d.line(
        "8. HAVE YOU HEARD OF {h} OR {s}? YES, ON THE NEWS.", h=g.dec("public_figure"), s=g.dec("storm_name")
    )
    d.line("9. CONTACT PHONE: {p}", p=g.phone())
    d.line("SIGNATURE: {n}    DATE: {t}", n=g.nm(j, "caps"), t=g.date())


def prison_visit_record(g: Gen, d: Doc) -> None:
    inmates = g.people(3)
    visitors = g.people(5)
    d.line("Facility\t{b}", b=g.dec("building_name"))
    d.line("Date\tInmate\tInmate no.\tVisitor\tRelationship\tVisitor ID\tOfficer")
    off = g.person()
    rels = ["spouse", "mother", "brother", "friend", "daughter", "Elder"]
    for i, v in enumerate(visitors):
        inm = inmates[i % 3]
        d.line(
            "{t}\t{i}\t{n}\t{v}\t{r}\t{id}\t{o}",
            t=g.date(),
            i=g.nm(inm, g.pick(["inverted_caps", "full"])),
            n=g.ref(),
            v=g.nm(v, g.pick(["full", "inverted"])),
            r=g.pick(rels),
            id=g.dl(v),
            o=g.nm(off, "initials_surname"),
        )
    d.line(
        "Notes\tVisit by {v} ended early; contraband search per {s}.\t\t\t\t\t",
        v=g.nm(visitors[0], "later"),
        s=g.dec("section_ref"),
    )
    d.line("Approved\t{w}\t\t\t\t\t", w=g.dec("official"))


def ambulance_call_report(g: Gen, d: Doc) -> None:
    pt, caller, medic1, medic2, gp = g.people(5)
    d.line("PATIENT CARE REPORT    INCIDENT # {r}    UNIT {u}", r=g.ref(), u=g.n(100, 999))
    d.line(
        "PT NAME: {n}    DOB: {b}    SEX: {s}", n=g.nm(pt, "inverted_caps"), b=g.dob(), s=pt.gender.upper()
    )
    d.add("PICKUP: ", g.address(), "\n")
    if g.jur == "ca":
        d.add("HEALTH CARD: ", g.hc(d, pt), "\n")
    elif g.jur == "us":
        d.line("SSN (LAST 4 NOT ACCEPTED, FULL): {s}", s=g.ssn())
    d.line("CALLER: {c} (NEIGHBOUR) {p}", c=g.nm(caller, "caps"), p=g.phone())
    d.line("CREW: {a} / {b}", a=g.nm(medic1, "initials_surname"), b=g.nm(medic2, "initials_surname"))
    d.line(
        "NARRATIVE: FOUND PT SEATED, {term} 13. HX PER PT: {x}. FAMILY DR {gp}.",
        term=g.dec("eponymous_term", caps=True),
        x=g.dec("eponymous_term"),
        gp=g.nm(gp, "caps"),
    )
    d.line("TRANSPORTED TO {h} AT {t}. HANDOVER TO RN.", h=g.dec("eponymous_org", caps=True), t=g.date())
    d.line("MONITOR: {v}", v=g.dec("product_version"))


def handwritten_intake_ocr(g: Gen, d: Doc) -> None:
    p, kin, ref = g.people(3)
    ocr_line(g, d, "CLIENT INTAKE (please print clearly)   file {f}", f=g.court_file())
    ocr_line(g, d, "Name: {n}      Date of birth: {b}", n=g.nm(p, g.pick(["caps", "full"])), b=g.dob())
    ocr_line(g, d, "Address: {a}", a=g.address())
    ocr_line(g, d, "Phone (cell): {c}   e-mail: {e}", c=g.phone(ext=0), e=g.email(p))
    ocr_line(g, d, "Next of kin: {k}   relationship: sister   phone {ph}", k=g.nm(kin), ph=g.phone())
    ocr_line(g, d, "Who referred you? {r} at the {o}", r=g.nm(ref), o=g.dec("eponymous_org"))
    ocr_line(
        g,
        d,
        "Reason for visit: landlord problem since {t}; hearing at {b}",
        t=g.date(),
        b=g.dec("building_name"),
    )
    ocr_line(g, d, "ID seen: licence {dl}   (staff initials {i})", dl=g.dl(p), i=g.nm(g.person(), "initials"))
    ocr_line(g, d, "Signature: {s}   date {t}", s=g.nm(p, "full"), t=g.date())


def victim_statement_letter(g: Gen, d: Doc) -> None:
    me, accused, friend = g.people(3)
    son = g.person(gender="m")
    d.line("To {j},", j=g.judge())
    d.blank()
    d.line(
        "My name is {m}. I am writing about what {a} did to my son, {s}, on {t}.",
        m=g.nm(me),
        a=g.nm(accused),
        s=g.nm(son),
        t=g.date(),
    )
    d.line(
        "{s} was born on {b}. Since that night he will not leave the house; his friend {f} comes by every Sunday.",
        s=g.nm(son, "given"),
        b=g.dob(1995, 2010),
        f=g.nm(friend),
    )
    d.line(
        "We had to move from {p} because {a2}'s family lives on our street.",
        p=g.dec("eponymous_place"),
        a2=g.nm(accused, "later"),
    )
    d.line(
        "I know the court must follow {s} and {c}, but I ask you to think of {s2}.",
        s=g.statute(),
        c=g.case(),
        s2=g.nm(son, "given"),
    )
    d.line("{m}", m=g.nm(me, "full"))
    d.line("Court file {f} · Victim Services: {p}", f=g.court_file(), p=g.dec("institutional_phone"))


FRAMES = [
    ("probation_officer_report", "all_caps_form", ("ca", "us"), "en", probation_officer_report),
    ("protection_order_application", "form_fields", None, "en", protection_order_application),
    (
        "malpractice_expert_report",
        "numbered_paragraphs",
        ("ca", "ca", "us", "uk", "ie"),
        "en",
        malpractice_expert_report,
    ),
    ("jury_questionnaire", "all_caps_form", ("ca", "us"), "en", jury_questionnaire),
    ("prison_visit_record", "tsv", None, "en", prison_visit_record),
    ("ambulance_call_report", "all_caps_form", ("ca", "us"), "en", ambulance_call_report),
    ("handwritten_intake_ocr", "ocr_handwritten", None, "en", handwritten_intake_ocr),
    ("victim_statement_letter", "letter", None, "en", victim_statement_letter),
]
