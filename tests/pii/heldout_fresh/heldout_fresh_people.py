"""Shapes of the fresh held-out PII set whose PII is a person's name: roles and form fields,
signature blocks, affidavits and declarations, salutations, single given names, titles with
initials. The other shapes and their order are in ``heldout_fresh_shapes.py``. Written 2026-12-02
without reading the detector (see ``build_heldout_fresh.py``).
"""

from __future__ import annotations

from heldout_fresh_kit import address, given_name, name, other_date, phone, section_no, surname
from heldout_fresh_names import COMPANIES, LOCALES, PLACES

# --------------------------------------------------------------------------- shapes
# Each shape builds one case from a Random; the builder calls each shape ROUNDS times.

ROLES_COMMA = ("Contractor", "Tenant", "Borrower", "Purchaser", "Employee", "Licensee", "Guarantor", "Vendor")
ROLE_TAILS = (
    ", operating as a sole proprietor, shall supply all labour and materials.",
    ", of the Town of {place}, agrees to the terms set out in Schedule A.",
    ", hereby acknowledges receipt of the deposit.",
    ", residing in {place}, shall pay the amounts when due.",
)


def s_role_comma(r, c):
    role = r.choice(ROLES_COMMA)
    c.tag("role", "person").t(f"The {role}, ").p("PERSON", name(r, c))
    tail = r.choice(ROLE_TAILS)
    if "{place}" in tail:
        a, b = tail.split("{place}")
        c.t(a).d("place", r.choice(PLACES)).t(b)
    else:
        c.t(tail)


FIELDS = (
    "Optionee",
    "Child",
    "Witness 2",
    "Seller(s)",
    "Mother",
    "Father",
    "Respondent",
    "Beneficiary",
    "Executor",
    "Deponent",
    "Insured",
    "Claimant",
    "Co-signer",
    "Emergency contact",
    "Name of employee",
    "Tenant 1",
    "Guardian",
    "Payee",
)


def s_form_fields(r, c):
    c.tag("form", "person")
    f1, f2 = r.sample(FIELDS, 2)
    c.t(f"{f1}: ").p("PERSON", name(r, c)).t("\n")
    c.t(f"{f2}: ").p("PERSON", name(r, c)).t("\n")
    c.t(r.choice(("Grant date: ", "Date of agreement: ", "Effective date: "))).d("date", other_date(r))
    c.t(f"\nNumber of shares: {r.randrange(100, 9000):,}")


def s_form_one(r, c):
    c.tag("form", "person")
    c.t(r.choice(("SCHEDULE B — PARTICULARS\n", "Part 2 – Parties\n", "")))
    c.t(f"{r.choice(FIELDS)}: ").p("PERSON", name(r, c, latin=r.random() < 0.7))
    c.t(r.choice(("\nRelationship: spouse", "\nCapacity: personal", "\nSee ")))
    if c.text.endswith("See "):
        c.d("section", section_no(r))


def s_sellers(r, c):
    c.tag("form", "person", "two_people")
    c.t(r.choice(("Seller(s): ", "Buyer(s): ", "Vendor(s): ", "Purchaser(s): ")))
    c.p("PERSON", name(r, c)).t(r.choice((" and ", " & ", "; "))).p("PERSON", name(r, c))
    c.t("\nProperty: ")
    address(r, c)


def s_signature_witness(r, c):
    c.tag("signature", "person")
    c.t("SIGNED, SEALED AND DELIVERED\nin the presence of:\n\n____________________\nWitness: ")
    c.p("PERSON", name(r, c)).t("\n\n____________________\n").p("PERSON", name(r, c))


def s_signature_us(r, c):
    c.tag("signature", "person")
    n = name(r, c)
    c.t("/s/ ").p("PERSON", n).t("\n").p("PERSON", n).t("\n")
    c.t(r.choice(("Chief Financial Officer", "Managing Member", "Attorney for Plaintiff", "Trustee")))
    c.t("\nDated: ").d("date", other_date(r))


def s_signature_corp(r, c):
    c.tag("signature", "person", "has_company")
    c.d("company", r.choice(COMPANIES).upper() if r.random() < 0.3 else r.choice(COMPANIES))
    c.t("\n\nPer: ____________________\nName: ").p("PERSON", name(r, c)).t("\nTitle: ")
    c.t(r.choice(("Director", "President", "Authorized Signatory", "Secretary")))
    c.t("\nI have authority to bind the corporation.")


def s_signed_by(r, c):
    c.tag("signature", "person")
    verb = r.choice(("SIGNED by ", "EXECUTED by ", "Signed and delivered by ", "Sworn before me by "))
    c.t(verb).p("PERSON", name(r, c, latin=r.random() < 0.8))
    c.t(r.choice((" in the presence of:", " on ", " at ")))
    if c.text.endswith(" on "):
        c.d("date", other_date(r)).t(".")
    elif c.text.endswith(" at "):
        c.d("place", r.choice(PLACES)).t(", this day.")


def s_affidavit_ca(r, c):
    c.tag("affidavit", "person")
    c.t(r.choice(("AFFIDAVIT OF SERVICE\n\n", "AFFIDAVIT\n\n", "")))
    c.t("I, ").p("PERSON", name(r, c)).t(", of the City of ").d("place", r.choice(PLACES))
    c.t(r.choice((", in the Province of Ontario, ", ", in the Province of Alberta, ", ", ")))
    c.t(r.choice(("MAKE OATH AND SAY:", "SOLEMNLY AFFIRM THAT:", "make oath and say as follows:")))
    c.t("\n\n1. I am the ").t(r.choice(("applicant", "process server", "respondent's sister", "landlord")))
    c.t(" in this proceeding and have knowledge of the matters below.")


def s_declaration_us(r, c):
    c.tag("affidavit", "person", "us")
    c.t("I, ").p("PERSON", name(r, c)).t(", declare under penalty of perjury under the laws of the State of ")
    c.t(r.choice(("California", "Washington", "New York")) + " that the foregoing is true and correct.")
    c.t(" Executed on ").d("date", other_date(r)).t(" at ").d("place", r.choice(PLACES)).t(".")


def s_witness_statement_uk(r, c):
    c.tag("affidavit", "person", "uk", "address")
    c.t("WITNESS STATEMENT\n\nI, ").p("PERSON", name(r, c)).t(", of ")
    address(r, c, "uk")
    c.t(", WILL SAY as follows:")


def s_statdec_au(r, c):
    c.tag("affidavit", "person", "au", "address")
    c.t("I, ").p("PERSON", name(r, c)).t(", of ")
    address(r, c, "au")
    c.t(
        f", {r.choice(('nurse', 'electrician', 'retired teacher', 'student'))}, make the following declaration under the "
    )
    c.d("statute", "Oaths Act 1867 (Qld)").t(":")


def s_salutation(r, c):
    c.tag("salutation", "person")
    form = r.randrange(3)
    if form == 0:
        c.t("Dear ").p("PERSON", name(r, c)).t(",\n\n")
    elif form == 1:
        c.t(f"Dear {r.choice(('Ms', 'Mr', 'Mx', 'Dr', 'Ms.', 'Mr.'))} ").p("PERSON", surname(r, c)).t(":\n\n")
    else:
        c.t(r.choice(("Dear ", "Hi ", "Good morning "))).p("PERSON", given_name(r, c)).t(",\n\n")
    c.t(
        r.choice(
            (
                "Further to our call, please find enclosed the draft separation agreement.",
                "We confirm that the closing has been moved to the date set out in our last letter.",
                "Thank you for your instructions regarding the estate.",
            )
        )
    )
    c.t("\n\nYours truly,\n\n").p("PERSON", name(r, c))


def s_single_given(r, c):
    c.tag("person", "single_given_name")
    g = given_name(r, c)
    form = r.randrange(4)
    if form == 0:
        c.p("PERSON", g).t(" confirmed by email that the keys were returned to the landlord.")
    elif form == 1:
        c.t("Please ask ").p("PERSON", g).t(" to initial page 4 and return the original.")
    elif form == 2:
        c.t("Per ").p("PERSON", g).t("'s instructions, the funds were held in trust.")
    else:
        c.t("Q. And what did ").p("PERSON", g).t(" say to you then?\nA. She said she would call the bank.")


TITLES = ("Mr", "Ms", "Mrs", "Dr", "Mr.", "Ms.", "Mme", "M.", "Prof.")


def s_title_initial(r, c):
    c.tag("person", "title")
    loc = r.choice(("pl", "tr", "cs", "hu", "nb", "is", "ro", "de", "fr", "ga", "it", "vi"))
    s = surname(r, c, loc)
    g = LOCALES[loc][0][r.randrange(6)]
    intro, tail = r.choice(
        (
            ("According to ", ", the notice was never served."),
            ("Counsel for ", " filed the motion record late."),
            ("The report prepared by ", " is attached as Exhibit C."),
            ("Correspondence from ", " was not disputed."),
            ("", " attended the mediation by video."),
        )
    )
    c.t(intro + f"{r.choice(TITLES)} ").p("PERSON", f"{g[0]}. {s}" if r.random() < 0.6 else s).t(tail)


def s_apostrophe_phone(r, c):
    c.tag("person", "apostrophe", "phone")
    loc = r.choice(("ga", "it", "nl", "ga"))
    c.tag(f"loc:{loc}")
    g = r.choice(LOCALES[loc][0])
    s = r.choice([x for x in LOCALES[loc][1] if "'" in x] or list(LOCALES[loc][1]))
    c.t(r.choice(("Seller: ", "Landlord: ", "Contact: ", "Owner: "))).p("PERSON", f"{g} {s}")
    c.t(", tel. ").p("PHONE", phone(r))
