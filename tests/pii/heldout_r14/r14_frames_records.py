"""Records and applications: home studies, powers of attorney, reports, declarations and Québec frames in French."""

from __future__ import annotations

from r14_blocks import cc_line, ocr_split, re_line, see_also, sig


def home_study(g, d):
    a, b, child, ref = g.people(4)
    d.line("ADOPTION HOME STUDY -- {o}", o=g.org())
    d.line("Applicants {a} and {b} live at {ad}.", a=g.P(a, "first"), b=g.P(b, "first"), ad=g.address())
    d.line(
        "{a} was born {dob}; {b} was born {dob2}.",
        a=g.P(a, "short"),
        dob=g.dob(),
        b=g.P(b, "short"),
        dob2=g.dob(),
    )
    d.line(
        "They hope to adopt a sibling of {c}, currently placed with {f}.",
        c=g.P(child, "given"),
        f=g.P(g.person()),
    )
    d.line(
        'Reference {r} described them as "steady"; {r2} coaches at the {bl}.',
        r=g.P(ref),
        r2=g.P(ref, "short"),
        bl=g.building(),
    )
    d.line(
        "Worker: {w}; supervisor approval {dt}. Cf. {st}.",
        w=g.P(g.person(), "init"),
        dt=g.date(),
        st=g.statute(),
    )
    see_also(g, d, 2, "Noted:")


def power_of_attorney(g, d):
    donor, att1, att2, wit = g.people(4)
    d.line("{h}", h=g.heading("CONTINUING POWER OF ATTORNEY FOR PROPERTY"))
    d.line(
        "1. I, {n}, born {dob}, of {a}, appoint my son {x} and my friend {y} jointly and severally.",
        n=g.P(donor, "first"),
        dob=g.dob_words(),
        a=g.address(),
        x=g.P(att1, "first"),
        y=g.P(att2),
    )
    d.line("2. My attorneys may deal with account {acc} at {o}.", acc=g.account(), o=g.org())
    d.line("3. This power continues under {st}, {sec}.", st=g.statute(), sec=g.section())
    d.line("Signed at {p} on {dt}.", p=g.place(), dt=g.date())
    d.line("Witness: {w}        Witness: {w2}", w=g.P(wit, "full"), w2=g.P(g.person(), "full"))
    d.line("{n} (donor)", n=g.P(donor, "inits"))


def school_incident(g, d):
    st, par, tch = g.people(3)
    d.line("School incident report -- {o}", o=g.org())
    d.line("Student: {s}   Grade 8   DOB: {dob}", s=g.P(st, "first"), dob=g.dob())
    d.line("Parent/guardian: {p}   Phone: {ph}", p=g.P(par), ph=g.phone())
    d.line("Reported by: {t}", t=g.P(tch, "init"))
    d.line(
        "Details: {s} and {o} argued over a {a} poster; {o2} fell near the {b}.",
        s=g.P(st, "given"),
        o=g.P(g.person(), "given"),
        a=g.award(),
        o2=g.P(st, "given"),
        b=g.building(),
    )
    d.line("Concussion protocol per {es}; {t} administered.", es=g.estatute(), t=g.term())
    d.line("Principal notified: {p}", p=g.P(g.person()))
    if g.jur == "ca":
        d.line("Student health card: {h}", h=g.health(st))
    cc_line(g, d)


def investigation(g, d):
    comp, resp, w1, w2 = g.people(4)
    d.line("WORKPLACE INVESTIGATION REPORT -- {o}", o=g.org())
    d.line(
        "Complainant {c} alleges that {r} made comments at the {b} event.[1]",
        c=g.P(comp, "first"),
        r=g.P(resp, "first"),
        b=g.building(),
    )
    d.line(
        "{w} and {x} were interviewed.[2] {r} denies the allegation.[3]",
        w=g.P(w1),
        x=g.P(w2, "first"),
        r=g.P(resp, "short"),
    )
    d.line("Finding: substantiated in part.[4]")
    d.line("__________")
    d.line("[1] Interview of {c}, {dt}.", c=g.P(comp, "short"), dt=g.date())
    d.line("[2] Notes of {w}; see also {cc}.", w=g.P(w1, "init"), cc=g.case_cite())
    d.line("[3] Email from {e}, {dt}.", e=g.email(resp), dt=g.date())
    d.line("[4] Applying {st} and {sec}.", st=g.statute(), sec=g.section())
    cc_line(g, d)


def discharge(g, d):
    pt, nok, dr = g.people(3)
    d.line("DISCHARGE SUMMARY -- {o}", o=g.org())
    d.line("Patient: {p}   MRN: {r}", p=g.P(pt, "sg"), r=g.ref())
    d.line("DOB: {dob}   Health card: {h}", dob=g.dob(), h=g.health(pt) if g.jur == "ca" else g.ref())
    d.line("Admitted: {a}   Discharged: {b}", a=g.date(), b=g.date())
    d.line("Attending: Dr. {dr}   Family MD: Dr. {f}", dr=g.P(dr), f=g.P(g.person(), "family"))
    d.line("Dx: {t}; {t2} negative.", t=g.term(), t2=g.term())
    d.line("Next of kin: {n} ({ph})", n=g.P(nok, "first"), ph=g.phone())
    cc_line(g, d)
    see_also(g, d, 1, "Hx:")


def police_occurrence(g, d):
    sub, comp, off = g.people(3)
    d.line("OCCURRENCE REPORT {r}", r=g.ref())
    d.line("Reported: {dt}   Location: {a}", dt=g.date(), a=g.address())
    d.line("Complainant: {c}   DOB {dob}   Tel {ph}", c=g.P(comp, "caps"), dob=g.dob(), ph=g.phone())
    d.line("Subject: {s}   DL {dl}", s=g.P(sub, "sg"), dl=g.dl())
    d.line(
        "Narrative: {c} states that {s} followed her from the {b} to {p}.",
        c=g.P(comp, "short"),
        s=g.P(sub, "short"),
        b=g.building(),
        p=g.place(),
    )
    d.line("Investigating officer: Cst. {o}; approved by {x}", o=g.P(off, "family"), x=g.official())
    cc_line(g, d)
    see_also(g, d, 1)


def stat_dec(g, d):
    dec, sp = g.people(2)
    d.line("{h}", h=g.heading("STATUTORY DECLARATION"))
    d.line("I, {n}, of {a}, SOLEMNLY DECLARE THAT:", n=g.P(dec, "first"), a=g.address())
    d.line("1. I was born on {dob} in {p}.", dob=g.dob(), p=g.eplace())
    d.line("2. I have lived common-law with {s} since {dt}.", s=g.P(sp, "first"), dt=g.date(2005, 2018))
    d.line("3. Our joint account is {acc}.", acc=g.account())
    d.line("Declared before me at {p} on {dt}: {o}", p=g.place(), dt=g.date(), o=g.official())
    d.line("{n}", n=g.P(dec, "caps"))


def name_change(g, d):
    ap, k = g.people(2)
    d.line("APPLICATION TO CHANGE NAME")
    d.line("Current name: {n}", n=g.P(ap, "first"))
    d.line("Proposed name: {n}", n=g.P(g.person(), "full"))
    d.line("Date of birth: {dob}   Place of birth: {p}", dob=g.dob(), p=g.place())
    d.line("Address: {a}", a=g.address())
    d.line("Child included: {k}", k=g.P(k, "sgl"))
    d.line("Identity number: {i}", i=g.natid() or g.dl())
    d.line("Fee paid by card {c}", c=g.card())
    d.line("Guarantor: {n}", n=g.P(g.person()))
    see_also(g, d, 1, "Reason: not to be confused with")


def claim_form(g, d):
    cl, dr = g.people(2)
    d.line("INSURANCE CLAIM FORM -- {o}   Policy {r}", o=g.org(), r=g.ref())
    d.line("Claimant: {c}   DOB: {dob}", c=g.P(cl, "first"), dob=g.dob())
    d.line("Mailing address: {a}", a=g.address())
    d.line("Telephone: {ph}   Email: {e}", ph=g.phone(), e=g.email(cl))
    d.line("Direct deposit IBAN/account: {x}", x=g.iban() if g.jur not in ("ca", "us") else g.account())
    d.line("Treating practitioner: {d}", d=g.P(dr, "init"))
    d.line(
        "Reference shaped like a phone (do not dial): {p}   Old claim: {s}", p=g.phone_ref(), s=g.ssn_ref()
    )
    cc_line(g, d)


def legal_aid(g, d):
    ap, sp = g.people(2)
    d.line("LEGAL AID APPLICATION")
    d.line("Applicant: {a}", a=g.P(ap, "first"))
    d.line("Date of birth: {dob}", dob=g.dob())
    d.line("SIN/SSN: {s}", s=g.natid() or g.ref())
    d.line("Spouse: {s}   Spouse DOB: {dob}", s=g.P(sp, "sg"), dob=g.dob())
    d.line("Card on file: {c}", c=g.card())
    d.line("Matter: {f}   Opposing party: {o}", f=g.file_no(), o=g.P(g.person()))
    d.line("Apply at {u} or call {p}", u=g.inst_url(), p=g.inst_phone())
    d.line("Ref {p} / {s}", p=g.phone_ref(), s=g.ssn_ref())
    cc_line(g, d)


def strata_minutes(g, d):
    ps = g.people(4)
    d.line("MINUTES -- STRATA COUNCIL -- {dt}", dt=g.date())
    d.line(
        "Present: {a} (chair), {b}, {c}, {x}",
        a=g.P(ps[0], "first"),
        b=g.P(ps[1]),
        c=g.P(ps[2]),
        x=g.P(ps[3], "first"),
    )
    d.line("Regrets: {n}", n=g.P(g.person()))
    d.line(
        "1. Moved by {a}, seconded by {b}: approve the {o} quote.",
        a=g.P(ps[1], "short"),
        b=g.P(ps[2], "short"),
        o=g.org(),
    )
    d.line("2. Owner of unit 402, {o}, disputes fines under {st}.", o=g.P(g.person()), st=g.statute())
    d.line("3. {c} to email {e} re the {b} mural.", c=g.P(ps[3], "short"), e=g.inst_email(), b=g.historical())
    d.line("Adjourned. Minutes by {a}", a=g.P(ps[0], "inits"))
    see_also(g, d, 1)


def will_codicil(g, d):
    t, ex, b1, b2 = g.people(4)
    d.line("FIRST CODICIL TO THE LAST WILL OF {n}", n=g.P(t, "caps"))
    d.line(
        "I, {n}, of {a}, declare this a codicil to my will dated {dt}.",
        n=g.P(t, "first"),
        a=g.address(),
        dt=g.date(2010, 2020),
    )
    d.line("1. I appoint {e} as executor in place of {o}.", e=g.P(ex, "first"), o=g.P(g.person()))
    d.line("2. I give my {aw} medal to my granddaughter {b}.", aw=g.award(), b=g.P(b1, "given"))
    d.line("3. I give $10,000 to {b}, my nephew, and the rest to {o}.", b=g.P(b2), o=g.org())
    d.line("Witnessed by {w} and {x} on {dt}.", w=g.P(g.person()), x=g.P(g.person(), "init"), dt=g.date())
    cc_line(g, d)


def ocr_letter(g, d):
    a, b = g.people(2)
    d.line("[scan p.1 -- OCR quality low]")
    d.line("Dear Ms.")
    d.line("{n},", n=ocr_split(g, b))
    d.line("Further to our call with {x}", x=ocr_split(g, a))
    d.line("on {dt}, we enclose the rec-", dt=g.date())
    d.line("ords from {o} for {p}.", o=g.org(), p=g.P(a, "short"))
    re_line(g, d)
    sig(g, d, g.person(), "Kind regards,")
    cc_line(g, d)


def qc_avis(g, d):
    loc, prop = g.people(2)
    d.line("AVIS DE REPRISE DE LOGEMENT")
    d.line("{v}, le {dt}", v="Sherbrooke", dt=g.date())
    d.line("À : {l}", l=g.P(loc, "first"))
    d.line("{a}", a=g.address())
    d.line("Madame, Monsieur {l},", l=g.P(loc, "short"))
    d.line(
        "Conformément à l'{sec}, je, {p}, née le {dob}, vous avise de mon intention de reprendre le logement pour y loger ma fille {f}.",
        sec=g.D("article 1960 C.c.Q.", "section_ref"),
        p=g.P(prop, "first"),
        dob=g.dob(),
        f=g.P(g.person(), "given"),
    )
    d.line("Référence : {f}; {cc}; renseignements au {u}.", f=g.file_no(), cc=g.case_cite(), u=g.inst_url())
    d.line("Téléphone : {ph}   Courriel : {e}", ph=g.phone(), e=g.email(prop))
    d.line("{n}", n=g.P(prop, "inits"))
    cc_line(g, d, fr=True)


def qc_petites_creances(g, d):
    dem, defn, t = g.people(3)
    d.line("COUR DU QUÉBEC -- DIVISION DES PETITES CRÉANCES   N° {f}", f=g.file_no())
    d.line(
        "{dem}, partie demanderesse c. {df}, partie défenderesse", dem=g.P(dem, "caps"), df=g.P(defn, "caps")
    )
    d.line("{h}", h=g.heading("JUGEMENT"))
    d.line(
        "[1] {j} : La demanderesse, {d}, réclame 5 200 $ pour des travaux au {a}.",
        j=g.judge(),
        d=g.P(dem, "short"),
        a=g.address(),
    )
    d.line(
        "[2] Le témoin {t}, voisine, confirme les dates. Carte RAMQ au dossier : {r}.",
        t=g.P(t, "first"),
        r=g.health(dem),
    )
    d.line(
        "[3] Le Tribunal applique l'{s} et {st}.", s=g.D("article 2100 C.c.Q.", "section_ref"), st=g.statute()
    )
    d.line("[4] CONDAMNE {x} à payer 3 900 $; jugement rendu le {dt}.", x=g.P(defn, "sg"), dt=g.date())
    cc_line(g, d, fr=True)


FRAMES = [
    ("adoption_home_study", "prose", home_study, None, False),
    ("power_of_attorney", "numbered_paragraphs", power_of_attorney, ["ca", "ca", "uk", "au", "in"], False),
    ("school_incident_report", "form_fields", school_incident, None, False),
    ("workplace_investigation_report", "footnotes", investigation, None, False),
    ("hospital_discharge_summary", "header_fields", discharge, ["ca", "ca", "us"], False),
    ("police_occurrence_report", "header_fields", police_occurrence, None, False),
    ("statutory_declaration", "numbered_paragraphs", stat_dec, None, False),
    ("name_change_application", "form_fields", name_change, ["ca", "us"], False),
    ("insurance_claim_form", "form_fields", claim_form, None, False),
    ("legal_aid_application", "form_fields", legal_aid, ["ca", "us"], False),
    ("strata_council_minutes", "minutes", strata_minutes, None, False),
    ("will_codicil", "numbered_paragraphs", will_codicil, None, False),
    ("ocr_scanned_letter", "ocr", ocr_letter, None, False),
    ("qc_avis_de_reprise", "letterhead", qc_avis, ["ca"], True),
    ("qc_petites_creances_jugement", "numbered_paragraphs", qc_petites_creances, ["ca"], True),
]
