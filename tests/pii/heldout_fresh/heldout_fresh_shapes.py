"""The shapes of the fresh held-out PII set (names in ``heldout_fresh_people.py``, the rest here):
each builds one case from a Random, and ``build_heldout_fresh.py`` calls each shape ``ROUNDS``
times, in the order of ``SHAPES``. Written 2026-12-02 without reading the detector (see
``build_heldout_fresh.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from heldout_fresh_kit import (
    CITIES_QC,
    address,
    ascii_slug,
    card,
    case_name,
    citation,
    court_file,
    dob,
    email,
    fmt_date,
    iban,
    judge,
    luhn10,
    name,
    other_date,
    phone,
    phone_shaped_ref,
    section_no,
    sin,
    ssn,
    ssn_shaped_ref,
    statute,
    surname,
    version,
)
from heldout_fresh_names import COMPANIES, LATIN, PLACES, SCRIPTS
from heldout_fresh_people import (
    s_affidavit_ca,
    s_apostrophe_phone,
    s_declaration_us,
    s_form_fields,
    s_form_one,
    s_role_comma,
    s_salutation,
    s_sellers,
    s_signature_corp,
    s_signature_us,
    s_signature_witness,
    s_signed_by,
    s_single_given,
    s_statdec_au,
    s_title_initial,
    s_witness_statement_uk,
)


def s_dob_field(r, c):
    c.tag("dob", "person", "form")
    c.t("Name: ").p("PERSON", name(r, c)).t("\n")
    c.t(r.choice(("Date of birth: ", "DOB: ", "D.O.B.: ", "Born: ", "Birth date: ")))
    style = r.choice(("iso", "slash_ymd", "dmy_mon", "long_us", "long_uk", "dot", "us_slash", "short_mon"))
    c.p("DATE_OF_BIRTH", fmt_date(r, *dob(r), style))
    c.t("\nFile opened: ").d("date", other_date(r))


def s_dob_prose(r, c):
    c.tag("dob", "person")
    y, m, d = dob(r)
    form = r.randrange(5)
    if form == 0:
        c.p("PERSON", name(r, c)).t(" (born ").p("DATE_OF_BIRTH", fmt_date(r, y, m, d, "long_uk")).t(
            ") is the eldest child."
        )
    elif form == 1:
        c.t("The child, ").p("PERSON", name(r, c)).t(", was born on ")
        c.p("DATE_OF_BIRTH", fmt_date(r, y, m, d, "words")).t(".")
    elif form == 2:
        c.t("Mme ").p("PERSON", name(r, c, "fr")).t(", née le ").p(
            "DATE_OF_BIRTH", fmt_date(r, y, m, d, "fr")
        )
        c.t(", demeure à ").d("place", r.choice(CITIES_QC)).t(".")
    elif form == 3:
        c.t("La demandante, ").p("PERSON", name(r, c, "es")).t(", nacida el ")
        c.p("DATE_OF_BIRTH", fmt_date(r, y, m, d, "es")).t(", comparece por derecho propio.")
    else:
        c.p("PERSON", name(r, c)).t(", whose date of birth is ").p(
            "DATE_OF_BIRTH", fmt_date(r, y, m, d, "dmy_mon")
        )
        c.t(", was employed from ").d("date", other_date(r)).t(".")


def s_dob_csv(r, c):
    c.tag("dob", "person", "csv")
    c.t(r.choice(("name,dob,province\n", "client_name;date_of_birth;status\n", "Name\tDOB\tMatter\n")))
    sep = {"n": ",", "c": ";", "N": "\t"}[c.text[0]]
    style = r.choice(("iso", "slash_ymd", "us_slash", "dot"))
    for _ in range(r.randrange(2, 4)):
        c.p("PERSON", name(r, c)).t(sep).p("DATE_OF_BIRTH", fmt_date(r, *dob(r), style)).t(sep)
        c.t(r.choice(("ON", "QC", "BC", "active", "closed", "M-1042")) + "\n")


def s_address_fr(r, c):
    c.tag("address", "person", "fr")
    c.p("PERSON", name(r, c, r.choice(("fr", "fr", "ar_latn", "vi", "es"))))
    c.t(r.choice((", domiciliée au ", ", domicilié au ", ", résidant au ", ", demeurant au ")))
    address(r, c, "qc")
    c.t(", ci-après « la locataire ».")


def s_address_unit(r, c):
    c.tag("address", "person", "unit_first")
    c.t(r.choice(("The Tenant, ", "Mailing address of ", "Service may be effected on "))).p(
        "PERSON", name(r, c)
    )
    c.t(r.choice((", at ", ": ", ", ")))
    address(r, c, r.choice(("ca_unit", "ca_unit", "au", "uk")))
    c.t(".")


def s_address_misc(r, c):
    c.tag("address", "person")
    c.p("PERSON", name(r, c)).t(r.choice((", residing at ", " of ", ", whose last known address is ")))
    address(r, c, r.choice(("ca", "us", "in", "de", "nl", "qc")))
    c.t(r.choice((' (the "Respondent").', ", the defendant.", ".")))


def s_url(r, c):
    c.tag("url", "person")
    n = name(r, c, r.choice(LATIN))
    slug = ascii_slug(n).replace(" ", "-").replace(".", "")
    em = email(r, n)
    url = r.choice(
        (
            f"https://www.linkedin.com/in/{slug}-{r.randrange(10**5, 10**6):x}",
            f"https://portal.example.ca/clients?email={em.replace('@', '%40')}",
            f"https://drive.example.com/u/{slug.replace('-', '.')}/Affidavit_signed.pdf",
            f"http://www.facebook.com/{slug.replace('-', '.')}.{r.randrange(10, 99)}",
            f"https://files.example.org/share/{em}/intake.docx",
            f"https://twitter.com/{slug.replace('-', '_')}",
        )
    )
    c.t("Screenshot of ").p("PERSON", n).t("'s profile (").p("URL", url).t(") marked as Exhibit ")
    c.t(r.choice("ABCDEFG") + ". See also ").d("citation", citation(r)).t(".")


def s_url_contact(r, c):
    c.tag("url", "person", "email")
    n = name(r, c, r.choice(LATIN))
    slug = ascii_slug(n).replace(" ", "").replace(".", "").replace("-", "")
    em = email(r, n)
    url = r.choice(
        (
            f"https://calendly.com/{slug}/30min",
            f"https://www.example.com/team/{ascii_slug(n).replace(' ', '-')}",
            f"https://instagram.com/{slug}_{r.randrange(80, 99)}",
            f"https://intake.example.ca/forms/confirm?user={em}",
            f"https://github.com/{slug}",
        )
    )
    c.t(r.choice(("Per the tenant's ad, ", "Exhibit D: ", "The applicant states that "))).p("PERSON", n)
    c.t(r.choice((" can be reached through ", " posted the photos at ", " uses ")))
    c.p("URL", url).t(" (see ").d("section", section_no(r)).t(").")


def s_email_phone(r, c):
    c.tag("email", "phone", "person")
    region = r.choice(("ca", "uk", "au", "ca"))
    n = name(r, c)
    c.t("Contact for notices: ").p("PERSON", n).t(", ").p("EMAIL", email(r, n))
    c.t(r.choice((", telephone ", " / mobile ", ", ph. "))).p("PHONE", phone(r, region))


def s_sin(r, c):
    c.tag("sin", "person", "ca")
    form = r.randrange(3)
    if form == 0:
        c.t("Employee: ").p("PERSON", name(r, c)).t("\nSocial Insurance Number: ").p("SIN", sin(r))
    elif form == 1:
        c.t("The T4 slip for ").p("PERSON", name(r, c)).t(" shows SIN ").p("SIN", sin(r)).t(
            " and box 14 income."
        )
    else:
        c.t("NAS / SIN: ").p("SIN", sin(r)).t(" — ").p("PERSON", name(r, c, "fr"))


def s_ssn(r, c):
    c.tag("ssn", "person", "us")
    form = r.randrange(3)
    if form == 0:
        c.t("Debtor: ").p("PERSON", name(r, c)).t("\nSSN: ").p("SSN", ssn(r))
    elif form == 1:
        c.p("PERSON", name(r, c)).t("'s Social Security number (").p("SSN", ssn(r)).t(
            ") appears on Form W-9."
        )
    else:
        c.t("Last four digits are not enough; the full SSN ").p("SSN", ssn(r)).t(" was filed under seal.")


def s_iban(r, c):
    c.tag("iban", "person", "eu")
    c.t("Account holder: ").p("PERSON", name(r, c)).t("\nIBAN: ").p("IBAN", iban(r))
    c.t("\nBIC: ").d("reference_number", r.choice(("DEUTDEFF", "INGBNL2A", "BOFIIE2D", "NWBKGB2L")))


def s_card(r, c):
    c.tag("credit_card", "person")
    c.t("Cardholder ").p("PERSON", name(r, c)).t(" authorised a charge of $")
    c.t(f"{r.randrange(50, 9000):,}.{r.randrange(100):02d} to card ").p("CREDIT_CARD", card(r))
    c.t(", expiry " + f"{r.randrange(1, 13):02d}/{r.randrange(27, 32)}.")


def s_ca_ids(r, c):
    c.tag("person", "ca", "ids")
    c.t("Applicant: ").p("PERSON", name(r, c)).t("\n")
    which = r.randrange(3)
    if which == 0:
        n = luhn10(r, 10)
        c.t("Health card number: ").p(
            "HEALTH_CARD", f"{n[:4]}-{n[4:7]}-{n[7:]}-{r.choice('ABCDEFGHKMX')}{r.choice('ABCDEFGHKMX')}"
        )
    elif which == 1:
        s = surname(r, c, "en_ca")
        c.t("Driver's licence no.: ").p(
            "DRIVERS_LICENSE",
            f"{s[0].upper()}{r.randrange(1000, 9999)}-{r.randrange(10000, 99999)}-{r.randrange(10000, 99999)}",
        )
    else:
        c.t(f"Transit {r.randrange(10000, 99999)}, institution 00{r.randrange(1, 9)}, account no. ")
        c.p("BANK_ACCOUNT", f"{r.randrange(1000000, 9999999)}")


def s_ip_version(r, c):
    c.tag("ip_address", "has_decoys", "version")
    c.t("The audit log shows the user ").p("PERSON", name(r, c)).t(" signed in from ")
    c.p("IP_ADDRESS", f"{r.choice(('203.0.113', '198.51.100', '192.0.2'))}.{r.randrange(2, 254)}")
    c.t(" using client version ").d("version", version(r)).t(" on ").d("date", other_date(r)).t(".")


def s_judgment_header(r, c):
    c.tag("judgment", "person", "has_decoys")
    c.t("Court File No. ").d("court_file", court_file(r)).t(
        "\n\nONTARIO\nSUPERIOR COURT OF JUSTICE\n\nBETWEEN:\n\n"
    )
    n = name(r, c)
    c.p("PERSON", n.upper() if r.random() < 0.5 else n).t("\nApplicant\n\n– and –\n\n")
    c.d("company", r.choice(COMPANIES)).t("\nRespondent\n\nBEFORE: ").d("judge", judge(r))
    c.t("\nHEARD: ").d("date", other_date(r))


def s_judgment_prose(r, c):
    c.tag("judgment", "person", "has_decoys")
    c.t("[").t(str(r.randrange(2, 90))).t("] As ").d("judge", judge(r)).t(" held in ").d(
        "case_name", case_name(r)
    )
    c.t(", ").d("citation", citation(r)).t(", the test under ").d("statute", statute(r))
    c.t(" is not met. The evidence of ").p("PERSON", name(r, c)).t(" on this point was candid.")


_TURN = {"script": 0}


def restart_turns() -> None:
    """Start the non-Latin locales' turn again: every build draws the same sequence."""
    _TURN["script"] = 0


def next_script_locale() -> str:
    """Non-Latin locales in turn, so every script is drawn (the counter restarts in build())."""
    order = sorted(SCRIPTS)
    loc = order[_TURN["script"] % len(order)]
    _TURN["script"] += 1
    return loc


def s_translation(r, c):
    c.tag("person", "non_latin", "translation")
    loc = next_script_locale()
    orig = name(r, c, loc)
    c.t("I, ").p("PERSON", name(r, c)).t(
        ", certified translator, certify that the attached birth certificate names "
    )
    c.p("PERSON", orig).t(r.choice((" as the father.", " as the registrant.", " as the informant.")))


def s_non_latin_field(r, c):
    c.tag("person", "non_latin", "form")
    loc = next_script_locale()
    c.t(r.choice(("Name (as in passport): ", "Nom : ", "Party name in original script: ", "姓名 / Name: ")))
    c.p("PERSON", name(r, c, loc)).t("\nNationality: ").d(
        "place", r.choice(("Canada", "India", "Greece", "Korea", "Ukraine"))
    ).t("\n")
    c.t("Matter: ").d("court_file", court_file(r))


def s_style_of_cause(r, c):
    c.tag("person", "all_caps", "judgment")
    c.t("BETWEEN:\n\n").p("PERSON", name(r, c).upper()).t("\nApplicant\n\n- and -\n\n")
    c.d("company", r.choice(("MUNICIPALITY OF ", "CITY OF ")) + r.choice(PLACES).upper()).t("\nRespondent")


# ---- decoy-only shapes (no PII at all)


def s_decoy_citations(r, c):
    c.tag("decoy_only", "citation")
    c.t("See ").d("case_name", case_name(r)).t(", ").d("citation", citation(r)).t(", at para. ")
    c.t(str(r.randrange(10, 200))).t("; and ").d("citation", citation(r)).t(", applying ").d(
        "statute", statute(r)
    ).t(".")


def s_decoy_refs(r, c):
    c.tag("decoy_only", "reference_number")
    k, n = phone_shaped_ref(r)
    k2, n2 = ssn_shaped_ref(r)
    c.t(f"{k} ").d("reference_number", n).t(" was issued to ").d("company", r.choice(COMPANIES))
    c.t(f"; {k2} ").d("reference_number", n2).t(" is on back order until ").d("date", other_date(r)).t(".")


def s_decoy_versions(r, c):
    c.tag("decoy_only", "version")
    c.t(r.choice(("The e-filing portal was upgraded to build ", "Firmware ", "Software release ")))
    c.d("version", version(r)).t(" (previously ").d("version", version(r)).t("); see ").d(
        "section", section_no(r)
    ).t(".")


def s_decoy_court(r, c):
    c.tag("decoy_only", "court_file")
    c.t("Court File No. ").d("court_file", court_file(r)).t("\nBEFORE: ").d("judge", judge(r))
    c.t("\nDATE: ").d("date", other_date(r)).t("\nLOCATION: ").d("place", r.choice(PLACES))


def s_decoy_company_place(r, c):
    c.tag("decoy_only", "company", "place")
    c.d("company", r.choice(COMPANIES)).t(" carries on business in ").d("place", r.choice(PLACES))
    c.t(" and ").d("place", r.choice(PLACES)).t(", and is registered under ").d("statute", statute(r)).t(".")


def s_decoy_sections(r, c):
    c.tag("decoy_only", "section")
    c.t("Subject to ").d("section", section_no(r)).t(" and ").d("section", section_no(r))
    c.t(", amounts owing under ").d("section", section_no(r)).t(" bear interest from ").d(
        "date", other_date(r)
    ).t(".")


SHAPES: tuple[Callable, ...] = (
    s_role_comma,
    s_form_fields,
    s_form_one,
    s_sellers,
    s_signature_witness,
    s_signature_us,
    s_signature_corp,
    s_signed_by,
    s_affidavit_ca,
    s_declaration_us,
    s_witness_statement_uk,
    s_statdec_au,
    s_salutation,
    s_single_given,
    s_title_initial,
    s_apostrophe_phone,
    s_dob_field,
    s_dob_prose,
    s_dob_csv,
    s_address_fr,
    s_address_unit,
    s_address_misc,
    s_url,
    s_url_contact,
    s_email_phone,
    s_sin,
    s_ssn,
    s_iban,
    s_card,
    s_ca_ids,
    s_ip_version,
    s_judgment_header,
    s_judgment_prose,
    s_translation,
    s_non_latin_field,
    s_style_of_cause,
    s_decoy_citations,
    s_decoy_refs,
    s_decoy_versions,
    s_decoy_court,
    s_decoy_company_place,
    s_decoy_sections,
)
