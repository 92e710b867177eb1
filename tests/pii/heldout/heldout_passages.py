"""Held-out paragraph-length passages: contracts, affidavits, judgments, e-mail threads, court forms,
CSV extracts and logs, each mixing PII with the look-alikes a legal text carries."""

from __future__ import annotations

from heldout_decoys import CA_CASES, JUDGES, LAW_FIRMS, STATUTES, US_CASES, _file_no
from heldout_ids import account, ipv4_public, ipv6, nanp_phone, ohip, sin, ssn
from heldout_kit import D, S, build, shape
from heldout_records import _email


@shape(2)
def p_employment_contract(c):
    emp = c.name()
    return build(
        ["ca", "paragraph", "role_field"],
        "EMPLOYMENT AGREEMENT\n\nThis Agreement is made effective ",
        D(c.when(), "date"),
        " (the ",
        D("\u201cEffective Date\u201d", "defined_term"),
        ")\n\nBETWEEN: ",
        D("Cedarline Robotics Inc.", "org"),
        " (the \u201cEmployer\u201d)\nAND: ",
        c.P(emp),
        ", residing at ",
        S(f"{c.r.randint(10, 999)} Harbord Street, Toronto, Ontario M6G 1H2", "ADDRESS"),
        " (the \u201cEmployee\u201d)\n\n1. Salary. The Employer shall pay the Employee an annual base salary of ",
        D(c.amount(), "amount"),
        ", subject to statutory deductions under ",
        D("the Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.)", "statute"),
        ". For payroll purposes the Employee's SIN is ",
        S(sin(c.r, "space"), "SIN"),
        " and deposits shall be made to account ",
        S(account(c.r, 7), "BANK_ACCOUNT"),
        ".",
    )


@shape(2)
def p_affidavit_body(c):
    aff, other, lawyer = c.name(), c.name(sex="f"), c.name()
    return build(
        ["ca", "paragraph", "affidavit"],
        "I, ",
        c.P(aff),
        ", of the City of Mississauga, in the Regional Municipality of Peel, MAKE OATH AND SAY:\n\n",
        "1. I am the applicant's former business partner and have knowledge of the matters below.\n\n",
        "2. On ",
        D(c.when(), "date"),
        ", I met ",
        c.P(other),
        " at the offices of ",
        D(c.pick(LAW_FIRMS), "org"),
        ". ",
        c.P(other, "given"),
        " told me she had already transferred the shares.\n\n",
        "3. Attached as Exhibit \u201cA\u201d is a copy of the e-mail that ",
        c.P(other, "given"),
        " sent me from ",
        S(_email(c, other) if other.latin else "m.wright@outlook.com", "EMAIL"),
        ".\n\n",
        "SWORN before me at the City of Toronto on ",
        D(c.when(), "date"),
        ".\n\n",
        c.P(lawyer),
        "\nCommissioner for Taking Affidavits\n\n",
        c.P(aff, "caps"),
    )


@shape(2)
def p_judgment_ca(c):
    app, wit = c.name(), c.name(sex="f")
    judge = c.pick(JUDGES[2:5])
    return build(
        ["ca", "paragraph", "judgment"],
        "[14] The applicant, ",
        c.P(app),
        ", seeks an order under ",
        D(c.pick(STATUTES[:2]), "statute"),
        ". The respondent opposes, relying on ",
        D(c.pick(CA_CASES), "citation"),
        ".\n\n",
        "[15] ",
        c.P(wit),
        ", the applicant's neighbour, gave evidence that she saw the fence removed in ",
        "the spring. I accept her evidence. I note that ",
        D(judge, "judge"),
        " reached a similar conclusion on comparable facts in ",
        D(c.pick(CA_CASES), "citation"),
        ".\n\n",
        "[16] For these reasons the application is granted. Costs to ",
        c.P(app, "family"),
        " fixed at ",
        D(c.amount(), "amount"),
        ".",
    )


@shape(2)
def p_email_thread(c):
    a, b, d = c.name(latin=True), c.name(latin=True), c.name(latin=True)
    return build(
        ["ca", "paragraph", "email_msg"],
        "From: ",
        c.P(a),
        " <",
        S(_email(c, a), "EMAIL"),
        ">\nTo: ",
        c.P(b),
        " <",
        S(_email(c, b), "EMAIL"),
        ">\n",
        "Cc: ",
        S(_email(c, d), "EMAIL"),
        "\nDate: ",
        D(c.when(), "date"),
        "\nSubject: Closing funds\n\n",
        "Hi ",
        c.P(b, "given"),
        ",\n\nThe balance due on closing is ",
        D(c.amount(), "amount"),
        ". Please wire it to the trust account; do not use the old instructions. If anything is unclear, call me on ",
        S(nanp_phone(c.r, 0), "PHONE"),
        ".\n\nThanks,\n",
        c.P(a, "given"),
        "\n\n",
        c.P(a),
        " | Law Clerk\n",
        D(c.pick(LAW_FIRMS), "org"),
    )


@shape(2)
def p_court_form_backsheet(c):
    pl, df, lw = c.name(), c.name(), c.name()
    return build(
        ["ca", "paragraph", "form", "all_caps"],
        c.P(pl, "caps"),
        "\nPlaintiff\n\n-and-\n\n",
        c.P(df, "caps"),
        "\nDefendant\n\nCourt File No. ",
        D(_file_no(c), "court_file"),
        "\n\n",
        D("ONTARIO\nSUPERIOR COURT OF JUSTICE", "place"),
        "\nPROCEEDING COMMENCED AT TORONTO\n\nSTATEMENT OF CLAIM\n\n",
        D("HALVERSON PRIETO LLP", "org"),
        "\nBarristers\n\n",
        c.P(lw),
        " (LSO # ",
        D(f"{c.r.randint(40000, 89999)}{c.pick('ABCDEFGHJKLM')}", "reference_number"),
        ")\nTel: ",
        S(nanp_phone(c.r, 3), "PHONE"),
        "\nEmail: ",
        S(_email(c, lw) if lw.latin else "counsel.x@halversonprieto.ca", "EMAIL"),
        "\n\nLawyers for the Plaintiff",
    )


@shape(2)
def p_csv_intake(c):
    people = [c.name(latin=True) for _ in range(4)]
    pieces = ["client_id,full_name,dob,sin,email,phone\n"]
    for i, n in enumerate(people):
        pieces += [
            D(f"C-{c.r.randint(10000, 99999)}", "reference_number"),
            ",",
            c.P(n),
            ",",
            S(c.dob(c.pick(["iso", "ymd_slash", "us"])), "DATE_OF_BIRTH"),
            ",",
            S(sin(c.r, "plain"), "SIN"),
            ",",
            S(_email(c, n), "EMAIL"),
            ",",
            S(nanp_phone(c.r, i + 1), "PHONE"),
            "\n",
        ]
    return build(["ca", "paragraph", "csv"], *pieces)


@shape(2)
def p_server_log(c):
    a, b = c.name(latin=True), c.name(latin=True)
    return build(
        ["us", "paragraph", "log"],
        f"2025-03-0{c.r.randint(1, 9)} 14:02:11 INFO  svc=docportal ver=",
        D(f"4.{c.r.randint(10, 20)}.2.{c.r.randint(1, 9)}", "version"),
        " upload ok user=",
        S(_email(c, a), "EMAIL"),
        " ip=",
        S(ipv4_public(c.r), "IP_ADDRESS"),
        " bytes=48213\n2025-03-0",
        str(c.r.randint(1, 9)),
        " 14:02:15 WARN  svc=docportal ver=",
        D(f"4.{c.r.randint(10, 20)}.2.{c.r.randint(1, 9)}", "version"),
        " failed login user=",
        S(_email(c, b), "EMAIL"),
        " ip=",
        S(ipv6(c.r), "IP_ADDRESS"),
        " reason=bad_password\n2025-03-0",
        str(c.r.randint(1, 9)),
        " 14:03:00 INFO  svc=scheduler job=",
        D(f"{c.r.randint(200, 899)}-{c.r.randint(10, 99)}-{c.r.randint(1000, 9999)}", "reference_number"),
        " status=done",
    )


@shape(2)
def p_us_complaint(c):
    pl = c.name(sex="f")
    return build(
        ["us", "paragraph", "judgment"],
        "COMPLAINT\n\n1. Plaintiff ",
        c.P(pl),
        " brings this action under ",
        D(c.pick(STATUTES[2:4]), "statute"),
        " against ",
        D("Meridian Data Brokers, Inc.", "org"),
        ".\n\n2. In ",
        D("March 2024", "date"),
        ", Defendant published a consumer report listing Plaintiff's Social Security number, ",
        S(ssn(c.r), "SSN"),
        ", and her date of birth, ",
        S(c.dob("long_us"), "DATE_OF_BIRTH"),
        ", on a publicly accessible page.\n\n3. Venue is proper; see ",
        D(c.pick(US_CASES), "citation"),
        ".",
    )


@shape(2)
def p_uk_witness_statement(c):
    w, x = c.name(), c.name()
    return build(
        ["uk", "paragraph", "affidavit"],
        "Claim No. ",
        D(f"H{c.r.randint(10, 99)}CL{c.r.randint(100, 999)}", "court_file"),
        "\nWITNESS STATEMENT OF ",
        c.P(w, "caps"),
        "\n\nI, ",
        c.P(w),
        ", of ",
        S(f"{c.r.randint(2, 90)} Elmfield Road, Sheffield S10 1SA", "ADDRESS"),
        ", will say as follows:\n\n1. I was the site manager employed by ",
        D("Brackley Civils Ltd", "org"),
        " until ",
        D(c.when(), "date"),
        ".\n\n2. I reported the crack to ",
        c.P(x),
        " by text message from my mobile, ",
        S(f"07700 900{c.r.randint(100, 999)}", "PHONE"),
        ".\n\n",
        "Statement of truth: I believe that the facts stated in this witness statement are true.",
    )


@shape(2)
def p_medical_report(c):
    pt, dr = c.name(sex="f"), c.name()
    return build(
        ["ca", "paragraph", "health_card"],
        "INDEPENDENT MEDICAL EXAMINATION\n\nPatient: ",
        c.P(pt),
        "\nDOB: ",
        S(c.dob("d_mon_y"), "DATE_OF_BIRTH"),
        "\nHealth card: ",
        S(ohip(c.r), "HEALTH_CARD"),
        "\nReferred by: ",
        D("Aviva Insurance Company of Canada", "org"),
        "\nClaim no.: ",
        D(f"{c.r.randint(10, 99)}-{c.r.randint(1000000, 9999999)}", "reference_number"),
        "\n\nI examined ",
        c.P(pt, "given"),
        " on ",
        D(c.when(), "date"),
        " at the request of counsel. Her family physician, ",
        "Dr ",
        c.P(dr),
        ", provided records from 2019 onward.",
    )


@shape(2)
def p_closing_funds(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "paragraph", "bank_account"],
        "DIRECTION RE: FUNDS\n\nTO: ",
        D("Mackenzie Lowe Law Professional Corporation", "org"),
        "\nRE: Sale of ",
        S(f"{c.r.randint(10, 99)} Birchmount Crescent, Barrie, Ontario L4N 9K3", "ADDRESS"),
        "\n\nThe undersigned, ",
        c.P(a),
        " and ",
        c.P(b),
        ", hereby authorize and direct you to pay the net sale proceeds to account number ",
        S(account(c.r, 7), "BANK_ACCOUNT"),
        " at ",
        D("Tangerine Bank", "org"),
        ", transit 00",
        str(c.r.randint(100, 999)),
        ".\n\nDATED at Barrie this ",
        D(c.day_of(), "date"),
        ".",
    )


@shape(2)
def p_family_financial(c):
    par, k1, k2 = c.name(), c.name(), c.name()
    return build(
        ["ca", "paragraph", "form", "dob"],
        "FORM 13.1 — FINANCIAL STATEMENT (PROPERTY AND SUPPORT CLAIMS)\n\nMy name is: ",
        c.P(par),
        "\nCourt file number: ",
        D(_file_no(c), "court_file"),
        "\n\nChildren:\n1. ",
        c.P(k1),
        ", born ",
        S(c.dob("long_us", 2006, 2020), "DATE_OF_BIRTH"),
        "\n2. ",
        c.P(k2),
        ", born ",
        S(c.dob("long_us", 2006, 2020), "DATE_OF_BIRTH"),
        "\n\nMy gross annual income: ",
        D(c.amount(), "amount"),
    )


@shape(2)
def p_irb_decision(c):
    cl = c.name(loc=("fa", "ar", "tr", "sw", "hi", "vi", "ru"), latin=True, order=None, sex="f")
    return build(
        ["ca", "paragraph", "judgment"],
        "IRB file: ",
        D(f"TB{c.r.randint(20, 25)}-{c.r.randint(10000, 99999)}", "court_file"),
        "\nClaimant: ",
        c.P(cl),
        "\nDate of birth: ",
        S(c.dob("iso"), "DATE_OF_BIRTH"),
        "\nMember: ",
        D(c.pick(["Member L. Okafor-Grant", "Member R. Saint-Jean", "Member D. Pham"]), "judge"),
        "\n\n[8] The claimant fears persecution in her country of nationality. I find her testimony credible and ",
        "consistent with the country condition documents (National Documentation Package, item ",
        D(f"{c.r.randint(1, 14)}.{c.r.randint(1, 30)}", "reference_number"),
        ").",
    )


@shape(2)
def p_police_report(c):
    acc, vic = c.name(sex="m"), c.name()
    return build(
        ["ca", "paragraph", "drivers_license"],
        "OCCURRENCE ",
        D(f"{c.r.randint(2024, 2026)}-{c.r.randint(100000, 999999)}", "reference_number"),
        "\n\nAt approximately 23:40 officers stopped a grey sedan. The driver identified himself as ",
        c.P(acc),
        " and produced licence ",
        S(
            f"{c.pick('ABCDKLMRST')}{c.r.randint(1000, 9999)}-{c.r.randint(10000, 99999)}-{c.r.randint(10000, 99999)}",
            "DRIVERS_LICENSE",
        ),
        ". The complainant, ",
        c.P(vic),
        ", of ",
        S(f"{c.r.randint(2, 40)}-{c.r.randint(100, 999)} Kent Street, Ottawa, ON K1R 7T5", "ADDRESS"),
        ", attended the station and provided a statement. Charges laid under ",
        D("s. 320.14(1)(b) of the Criminal Code", "statute"),
        ".",
    )


@shape(2)
def p_deposition(c):
    dep, atty = c.name(), c.name()
    return build(
        ["us", "paragraph", "judgment"],
        "DEPOSITION OF ",
        c.P(dep, "caps"),
        "\nTaken ",
        D(c.when(), "date"),
        "\n\nBY ",
        f"{atty.title.upper()}. ",
        S(atty.family.upper(), "PERSON", atty.loc, atty.script),
        ":\nQ. Please state your name for the record.\nA. ",
        c.P(dep),
        ".\nQ. And your address?\nA. ",
        S(f"{c.r.randint(100, 9999)} Cedar Ridge Drive, Plano, Texas 75093", "ADDRESS"),
        ".\nQ. Have you ever used the e-mail ",
        S(_email(c, dep) if dep.latin else "tiger.lily@gmail.com", "EMAIL"),
        "?\nA. Yes, that's mine.",
    )


@shape(1)
def p_chat_export(c):
    a, b = c.name(), c.name()
    return build(
        ["au", "paragraph", "given_only"],
        "[10:14] ",
        c.P(a, "given"),
        ": did you get the settlement deed?\n[10:15] ",
        c.P(b, "given"),
        ": yes, signing tonight. my new number is ",
        S(f"0491 570 {c.r.randint(100, 199)}", "PHONE"),
        "\n[10:15] ",
        c.P(a, "given"),
        ": ok. the court date is ",
        D(c.when(), "date"),
        "\n[10:16] ",
        c.P(b, "given"),
        ": 👍",
    )


@shape(2)
def p_minutes(c):
    chair, sec, dirx = c.name(), c.name(), c.name()
    return build(
        ["ca", "paragraph", "role_field"],
        "MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF ",
        D("KESTREL BIOTECH CORP.", "org"),
        "\n\nHeld on ",
        D(c.when(), "date"),
        " by videoconference.\n\nPresent: ",
        c.P(chair),
        " (Chair), ",
        c.P(dirx),
        "\n",
        "Secretary: ",
        c.P(sec),
        "\n\nRESOLVED that the Corporation retain ",
        D("Ernst & Young LLP", "org"),
        " as auditors and approve the grant of options under ",
        D("Resolution 2025-14", "reference_number"),
        ".",
    )


@shape(2)
def p_power_of_attorney(c):
    g, a1, w1 = c.name(), c.name(), c.name()
    return build(
        ["ca", "paragraph", "signature"],
        "CONTINUING POWER OF ATTORNEY FOR PROPERTY\n(Made in accordance with ",
        D("the Substitute Decisions Act, 1992", "statute"),
        ")\n\n1. I, ",
        c.P(g),
        ", born ",
        S(c.dob("long_uk"), "DATE_OF_BIRTH"),
        ", appoint ",
        c.P(a1),
        " to be my attorney for property.\n\n",
        "SIGNED in the presence of ",
        c.P(w1),
        ", of ",
        S(
            f"{c.r.randint(10, 99)} Queen Street South, Unit {c.r.randint(1, 9)}, Kitchener, ON N2G 1V6",
            "ADDRESS",
        ),
        ", on ",
        D(c.when(), "date"),
        ".",
    )


# The rest of this module's templates, registered right after these (the order the file rebuilds in).
import heldout_passages_2  # noqa: E402,F401
