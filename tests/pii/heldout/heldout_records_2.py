"""Part 2 of heldout_records.py, split for size; heldout_records.py imports it at its end, so the
templates register in the same order.

Held-out templates for dates of birth, addresses, personal URLs and structured identifiers."""

from __future__ import annotations

from heldout_ids import (
    account,
    card,
    iban,
    nhs,
    ohip,
    routing,
    sin,
    ssn,
)
from heldout_kit import D, S, build, shape
from heldout_names import ascii_fold


@shape(2)
def postal_code_zip(c):
    n = c.name()
    return build(
        ["us", "postal_code", "form"],
        "Cardholder: ",
        c.P(n),
        " | Billing ZIP: ",
        S(c.pick(["02139", "94110-2317", "60614", "10027"]), "POSTAL_CODE"),
    )


@shape(2)
def postal_code_uk(c):
    n = c.name(sex="f")
    return build(
        ["uk", "postal_code"],
        c.P(n),
        " gave her postcode as ",
        S(c.pick(["SW9 8EJ", "M14 5TQ", "EH7 5QD"]), "POSTAL_CODE"),
        " but no house number.",
    )


# ---- personal URLs -----------------------------------------------------------------------------------------


@shape(2)
def url_linkedin(c):
    n = c.name(latin=True)
    return build(
        ["ca", "url"],
        "Profile of the proposed expert: ",
        S(f"https://www.linkedin.com/in/{n.slug('-')}-{c.r.randint(100, 999)}{c.pick('abcdef')}", "URL"),
    )


@shape(2)
def url_calendar(c):
    n = c.name(latin=True)
    return build(
        ["us", "url"],
        "Book a consult with ",
        c.P(n),
        " here: ",
        S(f"https://calendly.com/{n.slug('-')}/30min", "URL"),
    )


@shape(2)
def url_email_in_query(c):
    n = c.name(latin=True)
    return build(
        ["ca", "url"],
        "The data-room link was shared as ",
        S(f"https://dataroom.example-vdr.com/share?user={n.slug('.')}%40gmail.com&folder=7", "URL"),
        " and remained active after closing.",
    )


@shape(2)
def url_facebook(c):
    n = c.name(latin=True)
    return build(
        ["us", "url"],
        "Exhibit 12 is a printout of ",
        S(f"https://www.facebook.com/{n.slug('.')}.{c.r.randint(80, 99)}", "URL"),
        " captured on ",
        D(c.when(), "date"),
        ".",
    )


@shape(1)
def url_client_portal(c):
    n = c.name(latin=True)
    return build(
        ["ca", "url"],
        "Upload your documents at ",
        S(f"https://portal.harlowlaw.ca/clients/{n.slug('-')}/documents", "URL"),
    )


@shape(2)
def url_github(c):
    n = c.name(latin=True)
    return build(
        ["eu", "url"],
        "The commits were pushed from the account at ",
        S(f"https://github.com/{n.slug('')}", "URL"),
        ", which the respondent admitted controlling.",
    )


@shape(1)
def url_mailto(c):
    n = c.name(latin=True)
    addr = f"{n.slug('.')}@proton.me"
    return build(["eu", "url"], "Contact link on the site: ", S(f"mailto:{addr}?subject=Claim", "URL"))


# ---- SIN / SSN ---------------------------------------------------------------------------------------------


@shape(3)
def sin_form(c):
    n = c.name()
    return build(
        ["ca", "sin", "form"],
        "Employee: ",
        c.P(n),
        "\nSocial Insurance Number: ",
        S(sin(c.r, c.pick(["space", "dash", "plain"])), "SIN"),
    )


@shape(2)
def sin_prose(c):
    n = c.name()
    return build(
        ["ca", "sin"],
        "The T4 slip issued to ",
        c.P(n),
        " shows SIN ",
        S(sin(c.r, "space"), "SIN"),
        " and employment income of ",
        D(c.amount(), "amount"),
        ".",
    )


@shape(1)
def sin_fr(c):
    n = c.name(loc="fr")
    return build(["ca", "sin"], "NAS de ", c.P(n), " : ", S(sin(c.r, "dash"), "SIN"))


@shape(3)
def ssn_form(c):
    n = c.name()
    return build(
        ["us", "ssn", "form"],
        "Name of claimant: ",
        c.P(n),
        "\nSSN: ",
        S(ssn(c.r), "SSN"),
        "\nClaim Ref. ",
        D(f"{c.r.randint(100, 899)}-{c.r.randint(10, 99)}-{c.r.randint(1000, 9999)}X", "reference_number"),
    )


@shape(3)
def ssn_prose(c):
    n = c.name()
    return build(
        ["us", "ssn"],
        "The W-2 lists the employee as ",
        c.P(n),
        " with Social Security number ",
        S(ssn(c.r, c.pick(["dash", "space"])), "SSN"),
        ".",
    )


@shape(2)
def ssn_last_line(c):
    n = c.name()
    return build(["us", "ssn", "csv"], "name,ssn,state\n", c.P(n), ",", S(ssn(c.r, "plain"), "SSN"), ",NJ")


# ---- payment cards, IBAN, bank accounts --------------------------------------------------------------------


@shape(4)
def card_prose(c):
    n = c.name()
    brand = c.pick(["visa", "mc", "amex"])
    return build(
        ["ca", "credit_card"],
        "The retainer was charged to ",
        c.P(n),
        "'s card ",
        S(card(c.r, brand, c.pick([" ", "-", ""])), "CREDIT_CARD"),
        ", expiry 08/29.",
    )


@shape(2)
def card_form(c):
    n = c.name()
    return build(
        ["us", "credit_card", "form"],
        "Cardholder name: ",
        c.P(n),
        "\nCard number: ",
        S(card(c.r, "visa"), "CREDIT_CARD"),
        "\nAmount authorised: ",
        D(c.amount(), "amount"),
    )


@shape(4)
def iban_eu(c):
    n = c.name(loc=("de", "nl", "fr", "es", "it", "pl", "no", "fi", "pt", "da", "sv"))
    cc = {
        "de": "DE",
        "nl": "NL",
        "fr": "FR",
        "es": "ES",
        "it": "IT",
        "pl": "PL",
        "no": "NO",
        "fi": "FI",
        "pt": "PT",
        "da": "DK",
        "sv": "SE",
    }[n.loc]
    return build(
        ["eu", "iban"],
        "Please pay the settlement sum of ",
        D(c.amount(), "amount"),
        " to ",
        c.P(n),
        ", IBAN ",
        S(iban(c.r, cc, c.r.random() < 0.7), "IBAN"),
        ".",
    )


@shape(3)
def iban_uk_ie(c):
    n = c.name(loc=("en", "ie"))
    cc = "IE" if n.loc == "ie" else "GB"
    return build(
        ["uk", "iban", "form"],
        "Account holder: ",
        c.P(n),
        "\nIBAN: ",
        S(iban(c.r, cc), "IBAN"),
        "\nPayment reference: ",
        D(f"INV-{c.r.randint(2024, 2026)}-{c.r.randint(1000, 9999)}", "reference_number"),
    )


@shape(2)
def bank_ca(c):
    n = c.name()
    return build(
        ["ca", "bank_account"],
        "Direct deposit for ",
        c.P(n),
        ": transit 0",
        str(c.r.randint(1000, 9999)),
        ", institution 00",
        str(c.r.randint(1, 9)),
        ", account ",
        S(account(c.r, 7), "BANK_ACCOUNT"),
        ".",
    )


@shape(2)
def bank_uk(c):
    n = c.name()
    return build(
        ["uk", "bank_account"],
        c.P(n),
        "'s account: sort code ",
        f"{c.r.randint(10, 99)}-{c.r.randint(10, 99)}-{c.r.randint(10, 99)}",
        ", account number ",
        S(account(c.r, 8), "BANK_ACCOUNT"),
    )


@shape(2)
def bank_us(c):
    n = c.name()
    return build(
        ["us", "bank_account", "form"],
        "Payee: ",
        c.P(n),
        "\nABA routing: ",
        routing(c.r),
        "\nChecking account: ",
        S(account(c.r, c.pick([9, 10, 12])), "BANK_ACCOUNT"),
    )


@shape(2)
def bank_void_cheque(c):
    n = c.name()
    return build(
        ["ca", "bank_account"],
        "Void cheque received from ",
        c.P(n),
        " — account no. ",
        S(f"{account(c.r, 3)}-{account(c.r, 4)}-{account(c.r, 3)}", "BANK_ACCOUNT"),
        " at ",
        D("Caisse Desjardins de Lévis", "org"),
    )


# ---- health cards and driver's licences --------------------------------------------------------------------


@shape(3)
def health_ohip(c):
    n = c.name()
    return build(
        ["ca", "health_card"],
        "OHIP: ",
        S(ohip(c.r, c.pick(["-", " "])), "HEALTH_CARD"),
        "  Patient: ",
        c.P(n),
    )


@shape(1)
def health_ohip_prose(c):
    n = c.name()
    return build(
        ["ca", "health_card"],
        "The clinic billed the visit under ",
        c.P(n),
        "'s health number ",
        S(ohip(c.r, " "), "HEALTH_CARD"),
        ".",
    )


@shape(3)
def health_nhs(c):
    n = c.name()
    return build(["uk", "health_card"], "NHS number ", S(nhs(c.r), "HEALTH_CARD"), " (", c.P(n), ")")


@shape(1)
def health_ramq(c):
    n = c.name(loc="fr")
    fam = "".join(ch for ch in ascii_fold(n.family).upper() if ch.isalpha())[:3]
    code = f"{fam}{n.given[0].upper()} {c.r.randint(1000, 9999)} {c.r.randint(1000, 9999)}"
    return build(
        ["ca", "health_card"], "Carte d'assurance maladie (RAMQ) de ", c.P(n), " : ", S(code, "HEALTH_CARD")
    )


@shape(1)
def health_medicare_au(c):
    n = c.name()
    return build(
        ["au", "health_card"],
        "Medicare card ",
        S(f"{c.r.randint(2000, 6999)} {c.r.randint(10000, 99999)} {c.r.randint(1, 9)}", "HEALTH_CARD"),
        ", reference number 2, in the name of ",
        c.P(n),
    )


@shape(2)
def dl_ontario(c):
    n = c.name()
    letter = next(ch for ch in ascii_fold(n.family.split()[-1]).upper() if ch.isalpha())
    num = f"{letter}{c.r.randint(1000, 9999)}-{c.r.randint(10000, 99999)}-{c.r.randint(10000, 99999)}"
    return build(
        ["ca", "drivers_license"],
        c.P(n),
        " produced Ontario driver's licence ",
        S(num, "DRIVERS_LICENSE"),
        " at the roadside.",
    )


@shape(2)
def dl_california(c):
    n = c.name()
    return build(
        ["us", "drivers_license", "form"],
        "Driver: ",
        c.P(n),
        "  CA DL# ",
        S(f"{c.pick('ABDEFGY')}{c.r.randint(1000000, 9999999)}", "DRIVERS_LICENSE"),
        "  Class C",
    )


@shape(2)
def dl_uk(c):
    n = c.name(loc="en")
    fam = "".join(ch for ch in n.family.upper() if ch.isalpha())[:5].ljust(5, "9")
    num = f"{fam}{c.r.randint(100000, 999999)}{n.given[0]}{c.pick('ABCDJMS')}9{c.pick('ABCDEF')}{c.pick('GHIJKL')}"
    return build(
        ["uk", "drivers_license"], "Licence number: ", S(num, "DRIVERS_LICENSE"), " — holder ", c.P(n)
    )


@shape(2)
def dl_ny(c):
    n = c.name()
    return build(
        ["us", "drivers_license"],
        "NY license ",
        S(f"{c.r.randint(100, 999)} {c.r.randint(100, 999)} {c.r.randint(100, 999)}", "DRIVERS_LICENSE"),
        " was issued to ",
        c.P(n),
        " in 2019.",
    )


# ---- e-mail, phone, IP -------------------------------------------------------------------------------------


_MAIL_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "icloud.com",
    "shaw.ca",
    "videotron.ca",
    "bell.net",
    "btinternet.com",
    "web.de",
    "orange.fr",
    "libero.it",
    "wp.pl",
    "seznam.cz",
    "hotmail.co.uk",
    "yahoo.co.jp",
    "gmx.at",
]


def _email(c, n) -> str:
    local = c.pick(
        [
            n.slug("."),
            n.slug("_"),
            (n.slug("")[:1] + n.slug(".").split(".")[-1]),
            n.slug(".") + str(c.r.randint(70, 99)),
        ]
    )
    return f"{local}@{c.pick(_MAIL_DOMAINS)}"


@shape(3)
def email_header(c):
    n = c.name(latin=True)
    return build(
        ["ca", "email", "email_msg"],
        "From: ",
        c.P(n),
        " <",
        S(_email(c, n), "EMAIL"),
        ">\nSent: ",
        D(c.when(), "date"),
        "\nSubject: RE: Draft affidavit",
    )
