"""US frames (part one): pleadings, petitions, interviews and a translated function report."""

from __future__ import annotations

from r20_blocks import Spec, frame

US = ("us",)


def _law(g, by_state: dict, fallback: str):
    """A state statute where one is typed for the state; otherwise plain words (no decoy)."""
    return g.law(by_state[g.region]) if g.region in by_state else fallback


def _cap(g, s, court, a, arole, b, brole):
    s.caption = (court, [(g.caps(a), arole), (g.caps(b), brole)], g.court_file())


@frame("ca_dv100_restraining_order_request", "pleading_paper", US, region="CA")
def dv100(g):
    pet, resp, kid, sis = g.person(), g.person(), g.child(), g.person(female=True)
    s = Spec(g, "Request for Domestic Violence Restraining Order (DV-100)")
    _cap(
        g,
        s,
        f"SUPERIOR COURT OF CALIFORNIA, COUNTY OF {g.r.choice(['FRESNO', 'RIVERSIDE', 'VENTURA', 'SAN JOAQUIN'])}",
        pet,
        "Petitioner",
        resp,
        "Respondent",
    )
    s.f(
        "1. Person asking for protection",
        [
            ("Name", g.nm(pet)),
            ("Age", str(2024 - pet.dob[0])),
            ("Address (optional)", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(pet)),
        ],
    )
    s.f(
        "2. Person to be restrained",
        [
            ("Name", g.nm(resp)),
            ("Date of birth", g.dob(resp)),
            ("Driver's license", g.dl(resp)),
            ("Relationship", "former spouse"),
        ],
    )
    s.f(
        "3. Other protected people",
        [("Name", g.full(kid)), ("Date of birth", g.dob(kid)), ("Name", g.full(sis))],
    )
    s.p(
        "4. Most recent abuse",
        [
            "On ",
            g.date(),
            ", ",
            g.ref(resp),
            ' came to my apartment and shouted "',
            g.given(pet),
            ", open the door or I'll take ",
            g.given(kid),
            '." My sister ',
            g.given(sis),
            " called 911.",
        ],
        [
            "Deputy report ",
            g.refno("SO"),
            " was taken. ",
            g.ref(resp),
            " has a firearm; see ",
            g.law("Cal. Fam. Code § 6389"),
            ".",
        ],
    )
    s.sign(
        [
            "I declare under penalty of perjury under the laws of the State of California that the foregoing is true. Date: ",
            g.date(),
        ],
        [g.caps(pet)],
    )
    return s


@frame("involuntary_commitment_petition", "pleading_paper", US)
def commitment(g):
    resp, pet, doc, mom = g.person(female=False), g.person(female=False), g.person(), g.person(female=True)
    s = Spec(g, "Petition for Involuntary Examination")
    _cap(
        g,
        s,
        f"IN THE CIRCUIT COURT OF {g.r.choice(['MARION', 'LAKE', 'JEFFERSON', 'ESCAMBIA'])} COUNTY",
        pet,
        "Petitioner",
        resp,
        "Respondent",
    )
    s.h("Petition filed", g.date())
    s.p(
        None,
        [
            "Petitioner ",
            g.full(pet),
            ", the respondent's brother, states that ",
            g.full(resp),
            ", born ",
            g.dob(resp),
            ", residing at ",
            g.address(),
            ", is believed to have a mental illness.",
        ],
    )
    s.p(
        None,
        [
            "On ",
            g.date(),
            ", respondent told petitioner and their mother, ",
            g.full(mom),
            ", that he had stopped taking his medication. ",
            g.ref(mom),
            " heard him say: \"I'm not going back to ",
            g.building(),
            '."',
        ],
    )
    s.p(
        None,
        [
            "Treating psychiatrist ",
            g.titled(doc),
            " may be reached at ",
            g.phone(),
            ". ",
            g.ref(doc),
            " last saw ",
            g.given(resp),
            " on ",
            g.date(),
            ". This petition is brought under ",
            _law(
                g,
                {
                    "FL": "Fla. Stat. § 394.463",
                    "NY": "N.Y. Mental Hyg. Law § 9.27",
                    "CA": "Cal. Welf. & Inst. Code § 5150",
                    "TX": "Tex. Health & Safety Code § 573.011",
                },
                "the state mental health code",
            ),
            ".",
        ],
    )
    s.f(
        "Respondent identifiers",
        [("SSN (last four withheld from public copy)", g.ssn()), ("Phone", g.phone())],
    )
    s.sign([g.sig(pet, "Petitioner")], ["Reviewed: ", g.judge()])
    return s


@frame("juvenile_delinquency_petition", "pleading_paper", US)
def juvenile(g):
    minor, par, vic, off = g.person(female=False, age=(12, 17)), g.person(), g.person(), g.person()
    s = Spec(g, "Juvenile Delinquency Petition")
    s.caption = (
        "IN THE JUVENILE COURT — IN THE INTEREST OF",
        [(g.inits(minor), "a minor child")],
        g.court_file(),
    )
    s.h("Filed", g.date())
    s.f("Child", [("Name", g.full(minor)), ("Date of birth", g.dob(minor)), ("School", g.eplace())])
    s.f("Parent or guardian", [("Name", g.full(par)), ("Address", g.address()), ("Phone", g.phone())])
    s.p(
        "Allegations",
        [
            "On or about ",
            g.date(),
            ", the child took a bicycle belonging to ",
            g.full(vic),
            " from the rack outside ",
            g.building(),
            ", contrary to ",
            _law(
                g,
                {
                    "CA": "Cal. Penal Code § 488",
                    "TX": "Tex. Penal Code § 31.03",
                    "NY": "N.Y. Penal Law § 155.25",
                    "FL": "Fla. Stat. § 812.014",
                },
                "the state theft statute",
            ),
            ".",
        ],
        [
            "School resource officer ",
            g.full(off),
            " recovered the bicycle. ",
            g.ref(vic),
            " identified it by the serial number ",
            g.refno("SN"),
            '. At first the child gave his name as "',
            g.fictional(),
            '". ',
            g.given(minor),
            " admitted to ",
            g.ref(off),
            " that a friend, ",
            g.given(g.person()),
            ", dared him.",
        ],
    )
    s.sign(
        ["Assistant District Attorney (firm-of-record not applicable)"],
        ["Intake officer: ", g.ini(g.person())],
    )
    return s


@frame("unlawful_detainer_answer", "pleading_paper", US, region="CA")
def ud_answer(g):
    ten, ten2, ll, mgr = g.person(), g.person(), g.person(), g.person()
    s = Spec(g, "Answer — Unlawful Detainer (UD-105)")
    _cap(g, s, "SUPERIOR COURT OF CALIFORNIA", ll, "Plaintiff", ten, "Defendant")
    s.f("Defendants", [("Defendant", g.full(ten)), ("Defendant", g.full(ten2)), ("Premises", g.address())])
    s.p(
        "Affirmative defenses",
        [
            "Plaintiff ",
            g.full(ll),
            " failed to repair the heater after written notice on ",
            g.date(),
            ". Property manager ",
            g.full(mgr),
            " answered at ",
            g.phone(),
            ' and said "',
            g.given(ll),
            " won't pay for that.\"",
        ],
        [
            "Defendant ",
            g.later(ten2),
            " tendered rent by cashier's check ",
            g.refno("CK"),
            ", which ",
            g.sur(mgr),
            " refused. See ",
            g.law("Cal. Civ. Code § 1941.1"),
            " and ",
            g.case(),
            ".",
        ],
    )
    s.f("Contact", [("Defendant email", g.email(ten)), ("Defendant phone", g.phone())])
    s.sign([g.caps(ten), " — in pro per"], [g.caps(ten2), " — in pro per"])
    return s


@frame("uscis_i485_interview_transcript", "page_line_transcript", US)
def i485(g):
    ap, sp, off, intp = g.person(), g.person(female=False), g.person(), g.person()
    s = Spec(g, "Adjustment of Status Interview")
    s.h("Receipt", g.refno("IOE")).h("Field office", g.eplace()).h("Date", g.date())
    s.f(
        "Present",
        [
            ("Officer", g.full(off)),
            ("Applicant", g.full(ap)),
            ("Petitioner", g.full(sp)),
            ("Interpreter", g.full(intp)),
        ],
    )
    s.q(
        "Record",
        [
            ("Q.", ["State your name for the record."]),
            ("A.", [g.caps(ap), "."]),
            ("Q.", ["Date of birth?"]),
            ("A.", [g.dob(ap), "."]),
            ("Q.", ["What is your Social Security number?"]),
            ("A.", [g.ssn(), "."]),
            ("Q.", ["Where did you meet ", g.given(sp), "?"]),
            (
                "A.",
                [
                    "At my cousin ",
                    g.full(g.person()),
                    "'s wedding in ",
                    g.eplace(),
                    ". ",
                    g.given(sp),
                    " was a guest of the bride.",
                ],
            ),
            ("Q.", ["Who lives with you at ", g.address(), "?"]),
            (
                "A.",
                [
                    "Only ",
                    g.later(sp),
                    " and me, and sometimes his mother, ",
                    g.full(g.person(age=(55, 80))),
                    ".",
                ],
            ),
            ("Q.", ["Do you have a state driver's license?"]),
            ("A.", ["Yes, number ", g.dl(ap), "."]),
            ("Q.", ["Mr. Interpreter, please spell the applicant's surname."]),
            ("A.", ["(Interpreter ", g.sur(intp), " spells ", g.sur(ap), ".)"]),
        ],
    )
    s.p(
        None,
        [
            "Applicant advised to submit evidence under ",
            g.law("8 U.S.C. § 1255"),
            " within 87 days. Case notes in ",
            g.product("transcribe"),
            ".",
        ],
    )
    return s


@frame("ssdi_function_report_adult", "xliff", US)
def ssdi(g):
    c, hlp, doc = g.person(), g.person(), g.person()
    s = Spec(g, "Function Report Adult SSA-3373")
    s.h("File", g.refno("SSA")).h("Interview", g.date())
    s.f(
        "Claimant",
        [
            ("Name", g.full(c)),
            ("Social Security number", g.ssn()),
            ("Date of birth", g.dob(c)),
            ("Phone", g.phone()),
        ],
    )
    s.h("Folder barcode", g.ssn_ref())
    s.f("Helper", [("Name", g.full(hlp)), ("Relationship", "neighbor"), ("Phone", g.phone())])
    s.p(
        "Daily activities",
        [
            "I wake up at six. ",
            g.given(hlp),
            " comes over to help me shower because I fell in ",
            g.date(),
            ".",
        ],
        [
            "My doctor, ",
            g.titled(doc),
            ", said I should not lift more than ten pounds. ",
            g.ref(doc),
            " is at ",
            g.hospital(),
            ".",
        ],
    )
    s.sign([g.sig(c, "Claimant")], ["Translated for ", g.inst()[0]])
    return s
