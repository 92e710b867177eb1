"""Part 3 of heldout_records.py, split for size; heldout_records.py imports it at its end, so the
templates register in the same order.

Held-out templates for dates of birth, addresses, personal URLs and structured identifiers."""

from __future__ import annotations

from heldout_ids import (
    card,
    iban,
    ipv4_public,
    ipv6,
    luhn_invalid,
    nanp_phone,
    sin,
)
from heldout_kit import D, S, build, shape
from heldout_records_2 import _MAIL_DOMAINS, _email


@shape(2)
def email_prose(c):
    n = c.name(latin=True)
    return build(
        ["us", "email"],
        "Please serve ",
        c.P(n),
        " by e-mail at ",
        S(_email(c, n), "EMAIL"),
        " as agreed in the consent order.",
    )


@shape(1)
def email_obfuscated(c):
    n = c.name(latin=True)
    dom = c.pick(_MAIL_DOMAINS)
    return build(
        ["ca", "email"],
        "Contact ",
        c.P(n, "given"),
        " at ",
        S(f"{n.slug('.')} [at] {dom.replace('.', ' [dot] ')}", "EMAIL"),
    )


@shape(1)
def email_cc_list(c):
    a, b = c.name(latin=True), c.name(latin=True)
    return build(
        ["ca", "email", "email_msg"], "Cc: ", S(_email(c, a), "EMAIL"), "; ", S(_email(c, b), "EMAIL")
    )


@shape(3)
def phone_nanp(c):
    n = c.name()
    return build(
        ["ca", "phone"],
        c.P(n),
        " can be reached at ",
        S(nanp_phone(c.r, c.r.randint(0, 5)), "PHONE"),
        " after 6 p.m.",
    )


@shape(2)
def phone_intl(c):
    n = c.name(loc=("fr", "de", "pl", "tr", "no", "ja", "yo", "sw", "hi", "en"))
    num = {
        "fr": f"+33 6 {c.r.randint(10, 99)} {c.r.randint(10, 99)} {c.r.randint(10, 99)} {c.r.randint(10, 99)}",
        "de": f"+49 151 {c.r.randint(10000000, 99999999)}",
        "pl": f"+48 601 {c.r.randint(100, 999)} {c.r.randint(100, 999)}",
        "tr": f"+90 532 {c.r.randint(100, 999)} {c.r.randint(10, 99)} {c.r.randint(10, 99)}",
        "no": f"+47 {c.r.randint(400, 499)} {c.r.randint(10, 99)} {c.r.randint(100, 999)}",
        "ja": f"090-{c.r.randint(1000, 9999)}-{c.r.randint(1000, 9999)}",
        "yo": f"+234 803 555 {c.r.randint(1000, 9999)}",
        "sw": f"+254 712 {c.r.randint(100000, 999999)}",
        "hi": f"+91 98450 {c.r.randint(10000, 99999)}",
        "en": f"07700 900{c.r.randint(100, 999)}",
    }[n.loc]
    return build(["eu", "phone"], "Mobile of ", c.P(n), ": ", S(num, "PHONE"))


@shape(1)
def phone_uk_landline(c):
    n = c.name()
    return build(
        ["uk", "phone", "form"],
        "Contact name: ",
        c.P(n),
        "\nTelephone: ",
        S(f"020 7946 0{c.r.randint(100, 999)}", "PHONE"),
        "\nBest time to call: mornings",
    )


@shape(1)
def phone_au(c):
    n = c.name()
    return build(
        ["au", "phone"],
        "Call ",
        c.P(n, "given"),
        " on ",
        S(f"0491 570 {c.r.randint(100, 199)}", "PHONE"),
        " to arrange inspection.",
    )


@shape(1)
def phone_ext(c):
    n = c.name()
    return build(["ca", "phone"], c.P(n), " (cell ", S(nanp_phone(c.r, 1), "PHONE"), "; office ext. 2214)")


@shape(2)
def ip_login_log(c):
    n = c.name(latin=True)
    ip = ipv4_public(c.r)
    return build(
        ["us", "ip_address", "log"],
        f"2025-0{c.r.randint(1, 9)}-1{c.r.randint(0, 9)}T22:{c.r.randint(10, 59)}:07Z auth.info ",
        "login ok user=",
        S(_email(c, n), "EMAIL"),
        " src=",
        S(ip, "IP_ADDRESS"),
        " agent=",
        D(f"Firefox/{c.r.randint(110, 135)}.0", "version"),
    )


@shape(2)
def ip_prose(c):
    n = c.name()
    return build(
        ["ca", "ip_address"],
        "The production order disclosed that the messages to ",
        c.P(n),
        " were sent from IP address ",
        S(ipv4_public(c.r), "IP_ADDRESS"),
        ", assigned to the accused's home router.",
    )


@shape(3)
def ip_v6(c):
    n = c.name()
    return build(
        ["eu", "ip_address"],
        "Subscriber ",
        c.P(n),
        " was allocated the IPv6 prefix ",
        S(ipv6(c.r), "IP_ADDRESS"),
        " at the relevant time.",
    )


@shape(2)
def ip_csv(c):
    a, b = c.name(latin=True), c.name(latin=True)
    return build(
        ["us", "ip_address", "csv"],
        "timestamp,user,ip\n2025-02-03 08:11,",
        S(_email(c, a), "EMAIL"),
        ",",
        S(ipv4_public(c.r), "IP_ADDRESS"),
        "\n2025-02-03 08:40,",
        S(_email(c, b), "EMAIL"),
        ",",
        S(ipv6(c.r), "IP_ADDRESS"),
        "\n",
    )


# ---- look-alike numbers next to real ones ------------------------------------------------------------------


@shape(2)
def mixed_sin_vs_ref(c):
    n = c.name()
    bad = luhn_invalid(c.r, 9)
    return build(
        ["ca", "sin"],
        "File ",
        D(f"{bad[:3]} {bad[3:6]} {bad[6:]}", "reference_number"),
        " concerns ",
        c.P(n),
        " (SIN ",
        S(sin(c.r, "space"), "SIN"),
        ").",
    )


@shape(2)
def mixed_card_vs_order(c):
    n = c.name()
    bad = luhn_invalid(c.r, 16)
    return build(
        ["us", "credit_card"],
        "Order ",
        D(" ".join(bad[i : i + 4] for i in range(0, 16, 4)), "reference_number"),
        " was paid by ",
        c.P(n),
        " with card ",
        S(card(c.r, "mc", " "), "CREDIT_CARD"),
        ".",
    )


@shape(2)
def mixed_phone_vs_po(c):
    n = c.name()
    return build(
        ["ca", "phone"],
        D(
            f"PO {c.r.randint(200, 999)}-{c.r.randint(200, 999)}-{c.r.randint(1000, 9999)}",
            "reference_number",
        ),
        " — ship to ",
        c.P(n),
        ", phone ",
        S(nanp_phone(c.r, 3), "PHONE"),
    )


# ---- more shapes: national DOB phrasing, invoices with BIC, Dutch postcodes -----------------------------------


@shape(1)
def dob_pl(c):
    n = c.name(loc="pl")
    return build(
        ["eu", "dob"],
        "Oskarżony ",
        c.P(n),
        ", ur. ",
        S(c.dob("de"), "DATE_OF_BIRTH"),
        " r. w ",
        D("Gdańsku", "place"),
        ".",
    )


@shape(1)
def dob_tr(c):
    n = c.name(loc="tr")
    return build(
        ["eu", "dob", "form"],
        "Adı Soyadı: ",
        c.P(n),
        "\nDoğum tarihi: ",
        S(c.dob("de"), "DATE_OF_BIRTH"),
        "\nDosya No: ",
        D(f"{c.r.randint(2021, 2025)}/{c.r.randint(100, 999)} Esas", "court_file"),
    )


@shape(2)
def iban_invoice_bic(c):
    n = c.name(loc=("de", "nl", "fr", "it", "es"))
    cc = {"de": "DE", "nl": "NL", "fr": "FR", "it": "IT", "es": "ES"}[n.loc]
    bic = c.pick(["COBADEFFXXX", "INGBNL2A", "BNPAFRPP", "UNCRITMM", "CAIXESBB"])
    return build(
        ["eu", "iban", "form"],
        "Rechnung an: ",
        c.P(n),
        "\nIBAN: ",
        S(iban(c.r, cc), "IBAN"),
        "\nBIC: ",
        D(bic, "reference_number"),
        "\nBetrag: ",
        D(c.amount(), "amount"),
    )


@shape(1)
def postal_code_nl(c):
    n = c.name(loc="nl")
    return build(
        ["eu", "postal_code"],
        c.P(n),
        " gaf als postcode ",
        S(f"{c.r.randint(1011, 9999)} {c.pick(['AB', 'CJ', 'KL', 'XR'])}", "POSTAL_CODE"),
        " op.",
    )


@shape(1)
def card_amex_gap(c):
    n = c.name()
    return build(
        ["us", "credit_card"],
        c.P(n),
        " paid the filing fee with AmEx ",
        S(card(c.r, "amex", " "), "CREDIT_CARD"),
        " (auth code ",
        D(f"{c.r.randint(100000, 999999)}", "reference_number"),
        ").",
    )
