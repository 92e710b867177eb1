"""Held-out templates for dates of birth, addresses, personal URLs and structured identifiers."""

from __future__ import annotations

from heldout_ids import (
    account,
    card,
    iban,
    ipv4_public,
    ipv6,
    luhn_invalid,
    nanp_phone,
    nhs,
    ohip,
    routing,
    sin,
    ssn,
)
from heldout_kit import D, S, build, shape
from heldout_names import ascii_fold

# ---- dates of birth ----------------------------------------------------------------------------------------


@shape(2)
def dob_field_slash(c):
    n = c.name()
    return build(
        ["ca", "dob", "form"],
        "Name: ",
        c.P(n),
        "\nDOB: ",
        S(c.dob("ymd_slash"), "DATE_OF_BIRTH"),
        "\nDate of application: ",
        D(c.when(), "date"),
    )


@shape(2)
def dob_d_mon_y(c):
    n = c.name()
    return build(
        ["uk", "dob"],
        c.P(n),
        " (d.o.b. ",
        S(c.dob("d_mon_y"), "DATE_OF_BIRTH"),
        ") was interviewed under caution on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def dob_fr(c):
    n = c.name(loc="fr", sex="f")
    return build(
        ["ca", "dob"],
        c.P(n),
        ", née le ",
        S(c.dob("fr"), "DATE_OF_BIRTH"),
        " à ",
        D("Trois-Rivières", "place"),
        ", demande la garde exclusive.",
    )


@shape(2)
def dob_words(c):
    n = c.name()
    return build(
        ["ca", "dob"],
        "The testator, ",
        c.P(n),
        ", was born on ",
        S(c.dob("words"), "DATE_OF_BIRTH"),
        ", and executed this Will on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def dob_born_on(c):
    n = c.name()
    return build(
        ["uk", "dob"],
        "The appellant, ",
        c.P(n),
        ", born on ",
        S(c.dob("long_uk"), "DATE_OF_BIRTH"),
        ", arrived in the United Kingdom in 2009.",
    )


@shape(2)
def dob_us(c):
    n = c.name()
    return build(
        ["us", "dob", "form"],
        "PATIENT: ",
        c.P(n, "caps_ff"),
        "   DOB: ",
        S(c.dob("us"), "DATE_OF_BIRTH"),
        "   MRN: ",
        D(f"00{c.r.randint(1000000, 9999999)}", "reference_number"),
    )


@shape(1)
def dob_us_short(c):
    n = c.name()
    return build(
        ["us", "dob"],
        "Defendant ",
        c.P(n),
        ", d.o.b. ",
        S(c.dob("us_short"), "DATE_OF_BIRTH"),
        ", appeared with counsel.",
    )


@shape(2)
def dob_iso_field(c):
    n = c.name()
    return build(
        ["eu", "dob", "form"],
        "Surname: ",
        c.P(n, "family"),
        "\nGiven names: ",
        c.P(n, "given"),
        "\nDate of birth (YYYY-MM-DD): ",
        S(c.dob("iso"), "DATE_OF_BIRTH"),
    )


@shape(1)
def dob_es(c):
    n = c.name(loc="es")
    return build(
        ["eu", "dob"],
        "Don/Doña ",
        c.P(n),
        ", nacido/a el ",
        S(c.dob("es"), "DATE_OF_BIRTH"),
        ", comparece ante el Juzgado.",
    )


@shape(1)
def dob_de(c):
    n = c.name(loc="de")
    return build(
        ["eu", "dob"],
        c.P(n),
        ", geboren am ",
        S(c.dob("de"), "DATE_OF_BIRTH"),
        ", wohnhaft in ",
        D("Köln", "place"),
        ".",
    )


@shape(1)
def dob_ordinal(c):
    n = c.name()
    return build(
        ["us", "dob"],
        "Born: ",
        S(c.dob("ordinal"), "DATE_OF_BIRTH"),
        "\nName: ",
        c.P(n),
        "\nHearing: ",
        D(c.when(), "date"),
    )


@shape(1)
def dob_compact(c):
    n = c.name()
    return build(
        ["eu", "dob", "log"],
        f"rec|{c.r.randint(1000, 9999)}|",
        c.P(n, "ff"),
        "|",
        S(c.dob("compact"), "DATE_OF_BIRTH"),
        "|F|ACTIVE",
    )


@shape(1)
def dob_ja(c):
    n = c.name(loc="ja", latin=False, order="fg")
    return build(
        ["ca", "dob", "non_latin"], "氏名：", c.P(n), "　生年月日：", S(c.dob("ja"), "DATE_OF_BIRTH")
    )


@shape(1)
def dob_dmy_dash(c):
    n = c.name(loc=("hi", "pa", "ar", "sw"))
    return build(
        ["uk", "dob"],
        "Applicant: ",
        c.P(n),
        ", DOB ",
        S(c.dob("dmy_dash"), "DATE_OF_BIRTH"),
        ", Home Office ref. ",
        D(f"{c.pick('ABDHKM')}{c.r.randint(1000000, 9999999)}", "reference_number"),
    )


@shape(1)
def dob_mon_abbr(c):
    n = c.name()
    return build(
        ["us", "dob"],
        c.P(n),
        " was born ",
        S(c.dob("mon_abbr"), "DATE_OF_BIRTH"),
        " and was 17 at the time of the accident on ",
        D(c.when(2018, 2022), "date"),
        ".",
    )


@shape(2)
def dob_csv(c):
    rows = [c.name() for _ in range(3)]
    styles = ["iso", "ymd_slash", "us", "d_mon_y", "long_uk", "de"]
    pieces = ["name,dob,city\n"]
    for n in rows:
        pieces += [
            c.P(n),
            ",",
            S(c.dob(c.pick(styles)), "DATE_OF_BIRTH"),
            f",{c.pick(['Ottawa', 'Regina', 'Moncton'])}\n",
        ]
    return build(["ca", "dob", "csv"], *pieces)


@shape(1)
def dob_csv_semicolon(c):
    rows = [c.name(nonascii=True) for _ in range(3)]
    pieces = ["nom;prénom;date_naissance;dossier\n"]
    for n in rows:
        pieces += [
            c.P(n, "family"),
            ";",
            c.P(n, "given"),
            ";",
            S(c.dob("de"), "DATE_OF_BIRTH"),
            ";",
            D(f"D-{c.r.randint(2020, 2025)}-{c.r.randint(100, 999)}", "reference_number"),
            "\n",
        ]
    return build(["eu", "dob", "csv"], *pieces)


# ---- addresses ---------------------------------------------------------------------------------------------


@shape(2)
def addr_fr_qc(c):
    n = c.name(loc="fr")
    street = c.pick(
        [
            "boulevard René-Lévesque Ouest",
            "avenue du Mont-Royal Est",
            "rue Sainte-Catherine Est",
            "chemin de la Côte-des-Neiges",
        ]
    )
    return build(
        ["ca", "address"],
        "Adresse du locataire : ",
        c.P(n),
        ", ",
        S(
            f"{c.r.randint(100, 9999)}, {street}, app. {c.r.randint(101, 2404)}, Montréal (Québec) H3H 1R6",
            "ADDRESS",
        ),
    )


@shape(2)
def addr_unit_first_ca(c):
    n = c.name()
    return build(
        ["ca", "address"],
        "Service address for ",
        c.P(n),
        ": ",
        S(f"{c.r.randint(2, 19)}-{c.r.randint(10, 880)} Pinecrest Road, Ottawa, ON K2B 6Y9", "ADDRESS"),
    )


@shape(1)
def addr_suite_hash(c):
    n = c.name()
    return build(
        ["ca", "address"],
        c.P(n),
        " now resides at ",
        S(
            f"#{c.r.randint(101, 1909)} - {c.r.randint(1000, 9999)} West 10th Avenue, Vancouver, BC V6R 2H4",
            "ADDRESS",
        ),
        ".",
    )


@shape(2)
def addr_us(c):
    n = c.name()
    return build(
        ["us", "address"],
        "Mail the check to ",
        c.P(n),
        " at ",
        S(
            f"{c.r.randint(100, 9999)} Maple Hollow Lane, Apt. {c.r.randint(1, 9)}B, Dayton, OH 45419",
            "ADDRESS",
        ),
        ".",
    )


@shape(1)
def addr_us_po_box(c):
    n = c.name()
    return build(
        ["us", "address"],
        "Notices to the Member: ",
        c.P(n),
        ", ",
        S(f"P.O. Box {c.r.randint(100, 9999)}, Bozeman, MT 59771", "ADDRESS"),
    )


@shape(2)
def addr_uk(c):
    n = c.name()
    return build(
        ["uk", "address"],
        c.P(n),
        " of ",
        S(
            f"Flat {c.r.randint(1, 12)}, {c.r.randint(2, 120)} {c.pick(['Cranbrook Road', 'Victoria Park Avenue', 'Shore Road'])}, "
            f"{c.pick(['Ilford IG1 4PU', 'Belfast BT15 3QP', 'Cardiff CF24 3DF'])}",
            "ADDRESS",
        ),
        " (the Tenant)",
    )


@shape(1)
def addr_rural(c):
    n = c.name()
    return build(
        ["ca", "address"],
        "Registered owner: ",
        c.P(n),
        ", ",
        S(f"RR 2, {c.r.randint(1000, 9999)} Concession 6 Road, Niagara-on-the-Lake, ON L0S 1J0", "ADDRESS"),
    )


@shape(1)
def addr_de(c):
    n = c.name(loc="de")
    return build(
        ["eu", "address"],
        "Zustellanschrift: ",
        c.P(n),
        ", ",
        S(f"Lindenstraße {c.r.randint(1, 99)}, 10969 Berlin", "ADDRESS"),
    )


@shape(1)
def addr_nl(c):
    n = c.name(loc="nl")
    return build(
        ["eu", "address"],
        c.P(n),
        ", wonende te ",
        S(f"Keizersgracht {c.r.randint(10, 800)}-III, 1015 CJ Amsterdam", "ADDRESS"),
    )


@shape(1)
def addr_ie(c):
    n = c.name(loc="ie")
    return build(
        ["ie", "address"],
        c.P(n),
        ", ",
        S(f"{c.r.randint(1, 60)} Ashgrove Park, Ballincollig, Co. Cork, P31 X2K7", "ADDRESS"),
        ", Plaintiff",
    )


@shape(1)
def addr_pl(c):
    n = c.name(loc="pl")
    return build(
        ["eu", "address"],
        "Pozwany: ",
        c.P(n),
        ", zam. ",
        S(f"ul. Mokotowska {c.r.randint(2, 70)} m. {c.r.randint(1, 30)}, 00-561 Warszawa", "ADDRESS"),
    )


@shape(1)
def addr_es(c):
    n = c.name(loc="es")
    return build(
        ["eu", "address"],
        c.P(n),
        ", con domicilio en ",
        S(f"Calle de Alcalá {c.r.randint(10, 300)}, 3.º izquierda, 28014 Madrid", "ADDRESS"),
    )


@shape(1)
def addr_no(c):
    n = c.name(loc="no")
    return build(
        ["eu", "address"],
        "Saksøker: ",
        c.P(n),
        ", ",
        S(f"Bygdøy allé {c.r.randint(2, 80)}, 0257 Oslo", "ADDRESS"),
    )


@shape(1)
def addr_au(c):
    n = c.name()
    return build(
        ["au", "address"],
        "Deliver to ",
        c.P(n),
        ", ",
        S(f"Unit {c.r.randint(1, 30)}, {c.r.randint(2, 90)} Kingsway, Glen Waverley VIC 3150", "ADDRESS"),
    )


@shape(1)
def addr_jp(c):
    n = c.name(loc="ja", latin=False, order="fg")
    return build(
        ["ca", "address", "non_latin"],
        "住所：",
        S(
            f"〒150-0001 東京都渋谷区神宮前{c.r.randint(1, 6)}-{c.r.randint(1, 20)}-{c.r.randint(1, 9)}",
            "ADDRESS",
        ),
        "　氏名：",
        c.P(n),
    )


@shape(3)
def postal_code_alone(c):
    n = c.name()
    code = c.pick(["M6H 2T4", "H2X 1Y9", "V5L 3C8", "T2N 1N4", "B3K 5L2", "R3T 2N2"])
    return build(
        ["ca", "postal_code", "form"],
        "Applicant: ",
        c.P(n),
        "\nPostal code: ",
        S(code, "POSTAL_CODE"),
        "\nProvince: Ontario",
    )


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
