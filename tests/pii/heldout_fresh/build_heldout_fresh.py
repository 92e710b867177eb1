"""Build the fresh held-out PII set: tests/pii/heldout_fresh/cases.jsonl.

Written 2026-12-02 independently of the detector source, its word lists and the other case files
(only the JSONL schema and the label list were looked at). Report-only: never tune rules on it.

    python tests/pii/heldout_fresh/build_heldout_fresh.py            # rewrites cases.jsonl
    python tests/pii/heldout_fresh/build_heldout_fresh.py --check    # exit 1 if the file differs

Fixed seed: the output is byte-identical on every run. Everything in it is synthetic: names are
drawn from hand-written lists (heldout_fresh_names.py) and combined at random; numbers with checksums
(SIN, SSN, IBAN, card numbers) are generated to be valid with python-stdnum and belong to no one;
phone numbers use fictional ranges (NANP 555-01xx, Ofcom drama ranges, ACMA 0491 570).
"""

from __future__ import annotations

import json
import random
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ca import sin as std_sin
from stdnum.us import ssn as std_ssn

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_fresh_names import COMPANIES, JUDGES, LATIN, LOCALES, PLACES, SCRIPTS  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "cases.jsonl"
SEED = 20261202
ROUNDS = 10  # each shape is drawn this many times

MONTHS = ("January February March April May June July August September October November December").split()
MONTHS_FR = ("janvier février mars avril mai juin juillet août septembre octobre novembre décembre").split()
MONTHS_ES = (
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"
).split()
ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth "
    "twenty-seventh twenty-eighth"
).split()
UNITS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


class Case:
    """Text built piece by piece; labelled pieces record their offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.tags: list[str] = []

    def t(self, s: str) -> Case:
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, label: str, s: str) -> Case:
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": label})
        return self.t(s)

    def d(self, kind: str, s: str) -> Case:
        self.decoys.append({"start": self.n, "end": self.n + len(s), "kind": kind})
        return self.t(s)

    def tag(self, *tags: str) -> Case:
        for x in tags:
            if x not in self.tags:
                self.tags.append(x)
        return self

    @property
    def text(self) -> str:
        return "".join(self.parts)


# --------------------------------------------------------------------------- names


def pick_locale(r: random.Random, latin: bool = True) -> str:
    return r.choice(LATIN if latin else sorted(LOCALES))


def name(r: random.Random, c: Case, loc: str | None = None, *, latin: bool = True) -> str:
    loc = loc or pick_locale(r, latin)
    given, sur, order = LOCALES[loc]
    g, s = r.choice(given), r.choice(sur)
    c.tag(f"loc:{loc}")
    if loc in SCRIPTS:
        c.tag(f"script:{SCRIPTS[loc]}")
    if not s.isascii() or not g.isascii():
        c.tag("non_ascii")
    if order == "sg0":
        return s + g
    if order == "sg":
        return f"{s} {g}"
    if "'" in s:
        c.tag("apostrophe")
    if r.random() < 0.15 and "-" not in g and " " not in g:
        return f"{g} {r.choice('ABCDEFGHJKLMNPRSTW')}. {s}"
    return f"{g} {s}"


def given_name(r: random.Random, c: Case, loc: str | None = None) -> str:
    loc = loc or pick_locale(r)
    c.tag(f"loc:{loc}", "single_given_name")
    return r.choice(LOCALES[loc][0])


def surname(r: random.Random, c: Case, loc: str | None = None) -> str:
    loc = loc or pick_locale(r)
    c.tag(f"loc:{loc}")
    s = r.choice(LOCALES[loc][1])
    if not s.isascii():
        c.tag("non_ascii")
    return s


def ascii_slug(s: str) -> str:
    """Lower-case ASCII form of a Latin-script name, as people type it in user names."""
    s = s.lower()
    for a, b in (
        ("ø", "o"),
        ("ł", "l"),
        ("đ", "d"),
        ("ð", "d"),
        ("þ", "th"),
        ("ß", "ss"),
        ("æ", "ae"),
        ("ı", "i"),
    ):
        s = s.replace(a, b)
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum() or ch in " -.")).strip()


# --------------------------------------------------------------------------- numbers


def sin(r: random.Random) -> str:
    while True:
        body = str(r.choice((1, 2, 3, 4, 5, 6, 7, 9))) + "".join(str(r.randrange(10)) for _ in range(7))
        num = body + luhn.calc_check_digit(body)
        if std_sin.is_valid(num):
            return r.choice((f"{num[:3]} {num[3:6]} {num[6:]}", f"{num[:3]}-{num[3:6]}-{num[6:]}", num))


def ssn(r: random.Random) -> str:
    while True:
        a = r.randrange(1, 900)
        if a == 666:
            continue
        num = f"{a:03d}{r.randrange(1, 100):02d}{r.randrange(1, 10000):04d}"
        if std_ssn.is_valid(num):
            return r.choice((f"{num[:3]}-{num[3:5]}-{num[5:]}", f"{num[:3]} {num[3:5]} {num[5:]}"))


IBAN_SHAPES = {"DE": "n18", "GB": "a4n14", "NL": "a4n10", "IE": "a4n14", "AT": "n16", "CH": "n17"}


def iban(r: random.Random) -> str:
    while True:
        cc = r.choice(sorted(IBAN_SHAPES))
        shape = IBAN_SHAPES[cc]
        bban = ""
        for part in shape.replace("a", " a").replace("n", " n").split():
            k, n = part[0], int(part[1:])
            pool = "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if k == "a" else "0123456789"
            bban += "".join(r.choice(pool) for _ in range(n))
        num = cc + std_iban.calc_check_digits(cc + "00" + bban) + bban
        if std_iban.is_valid(num):
            if r.random() < 0.6:
                return " ".join(num[i : i + 4] for i in range(0, len(num), 4))
            return num


def card(r: random.Random) -> str:
    kind = r.choice(("visa", "mc", "amex"))
    if kind == "amex":
        body = r.choice(("34", "37")) + "".join(str(r.randrange(10)) for _ in range(12))
        num = body + luhn.calc_check_digit(body)
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    prefix = "4" if kind == "visa" else str(r.randrange(51, 56))
    body = prefix + "".join(str(r.randrange(10)) for _ in range(15 - len(prefix)))
    num = body + luhn.calc_check_digit(body)
    sep = r.choice((" ", "-", ""))
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def phone(r: random.Random, region: str = "ca") -> str:
    if region == "uk":
        return f"+44 20 7946 0{r.randrange(100, 1000)}"
    if region == "au":
        return f"0491 570 {r.randrange(6, 160):03d}"
    area = r.choice(("416", "613", "604", "514", "902", "212", "312", "503", "905"))
    last = f"01{r.randrange(0, 100):02d}"
    return r.choice(
        (f"({area}) 555-{last}", f"{area}-555-{last}", f"{area}.555.{last}", f"+1 {area} 555 {last}")
    )


def email(r: random.Random, full: str) -> str:
    parts = ascii_slug(full).replace("-", " ").replace(".", " ").split()
    if not parts:
        parts = ["client", str(r.randrange(100, 999))]
    user = r.choice(
        (
            ".".join(parts[:1] + parts[-1:]),
            parts[0][0] + parts[-1],
            "_".join(parts[-1:] + parts[:1]),
            parts[0] + str(r.randrange(10, 99)),
        )
    )
    dom = r.choice(("example.com", "example.ca", "mail.example.org", "example.co.uk", "example.net"))
    return f"{user}@{dom}"


def luhn10(r: random.Random, n: int) -> str:
    body = "".join(str(r.randrange(10)) for _ in range(n - 1))
    return body + luhn.calc_check_digit(body)


# --------------------------------------------------------------------------- dates


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + (f" and {num_words(rest)}" if rest else "")
    return f"nineteen {num_words(y - 1900)}" if y % 100 >= 10 else f"nineteen oh-{UNITS[y % 10]}"


def num_words(n: int) -> str:
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    t, u = divmod(n, 10)
    return TENS[t] + (f"-{UNITS[u]}" if u else "")


def dob(r: random.Random) -> tuple[int, int, int]:
    return r.randrange(1934, 2007), r.randrange(1, 13), r.randrange(1, 29)


def fmt_date(r: random.Random, y: int, m: int, d: int, style: str | None = None) -> str:
    style = style or r.choice(
        ("iso", "slash_ymd", "dmy_mon", "long_us", "long_uk", "dot", "us_slash", "fr", "words")
    )
    mon = MONTHS[m - 1]
    return {
        "iso": f"{y}-{m:02d}-{d:02d}",
        "slash_ymd": f"{y}/{m:02d}/{d:02d}",
        "dmy_mon": f"{d:02d}-{mon[:3]}-{y}",
        "long_us": f"{mon} {d}, {y}",
        "long_uk": f"{d} {mon} {y}",
        "dot": f"{d:02d}.{m:02d}.{y}",
        "us_slash": f"{m:02d}/{d:02d}/{y}",
        "fr": f"{d} {MONTHS_FR[m - 1]} {y}",
        "es": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "words": f"the {ORDINALS[d - 1]} day of {mon}, {year_words(y)}",
        "short_mon": f"{mon[:3]}. {d}, {y}",
    }[style]


def other_date(r: random.Random) -> str:
    y, m, d = r.randrange(2015, 2027), r.randrange(1, 13), r.randrange(1, 29)
    return r.choice((f"{MONTHS[m - 1]} {d}, {y}", f"{d} {MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"))


# --------------------------------------------------------------------------- addresses

STREETS_EN = (
    "Harbour Street",
    "Magnolia Drive",
    "Birchmount Road",
    "Wellington Crescent",
    "Old Mill Lane",
    "Kingsway Avenue",
    "Cedar Hollow Court",
    "Marchmont Road",
    "Riverside Boulevard",
    "Lakeshore Road West",
)
STREETS_FR = (
    "rue Saint-Denis",
    "boulevard René-Lévesque Ouest",
    "avenue du Mont-Royal Est",
    "rue de l'Église",
    "chemin de la Côte-des-Neiges",
    "rue Sainte-Catherine",
    "rang Saint-Joseph",
)
CITIES_CA = (
    ("Toronto", "Ontario", "ON"),
    ("Ottawa", "Ontario", "ON"),
    ("Halifax", "Nova Scotia", "NS"),
    ("Winnipeg", "Manitoba", "MB"),
    ("Regina", "Saskatchewan", "SK"),
    ("Vancouver", "British Columbia", "BC"),
    ("Calgary", "Alberta", "AB"),
)
CITIES_QC = ("Montréal", "Québec", "Sherbrooke", "Laval", "Lévis", "Rimouski")
CITIES_US = (
    ("Boise", "ID", "83702"),
    ("Albany", "NY", "12207"),
    ("Tucson", "AZ", "85719"),
    ("Madison", "WI", "53703"),
    ("Savannah", "GA", "31401"),
    ("Eugene", "OR", "97401"),
)
CITIES_UK = (("Edinburgh", "EH9 1HZ"), ("Leeds", "LS6 2AB"), ("Cardiff", "CF10 3NP"), ("Bristol", "BS8 1TH"))
CITIES_AU = (("Fitzroy", "VIC", "3065"), ("Paddington", "NSW", "2021"), ("Fremantle", "WA", "6160"))


def ca_postal(r: random.Random) -> str:
    L = "ABCEGHJKLMNPRSTVXY"
    D = "0123456789"
    first = r.choice("ABCEGHJKLMNPRSTVXY")
    return f"{first}{r.choice(D)}{r.choice(L)} {r.choice(D)}{r.choice(L)}{r.choice(D)}"


def address(r: random.Random, c: Case, kind: str | None = None) -> None:
    """Append an address: ADDRESS span, then a separate POSTAL_CODE span where there is one."""
    kind = kind or r.choice(("ca", "ca_unit", "qc", "us", "uk", "au", "in", "de", "nl"))
    c.tag(f"addr:{kind}")
    num = r.randrange(2, 9800)
    if kind == "ca":
        city, prov, ab = r.choice(CITIES_CA)
        c.p("ADDRESS", f"{num} {r.choice(STREETS_EN)}, {city}, {r.choice((prov, ab))}")
        c.t(" ").p("POSTAL_CODE", ca_postal(r))
    elif kind == "ca_unit":
        city, prov, ab = r.choice(CITIES_CA)
        unit = r.randrange(101, 3400)
        st = r.choice(STREETS_EN)
        form = r.choice(
            (
                f"Unit {unit} – {num} {st}",
                f"{unit}-{num} {st}",
                f"Suite {unit}, {num} {st}",
                f"Apt. {unit}, {num} {st}",
            )
        )
        c.p("ADDRESS", f"{form}, {city}, {ab}")
        c.t(" ").p("POSTAL_CODE", ca_postal(r))
    elif kind == "qc":
        city = r.choice(CITIES_QC)
        unit = r.choice(("", f", app. {r.randrange(1, 40)}", f", bureau {r.randrange(100, 900)}"))
        c.p("ADDRESS", f"{num}, {r.choice(STREETS_FR)}{unit}, {city} (Québec)")
        c.t(" ").p("POSTAL_CODE", ca_postal(r))
    elif kind == "us":
        city, st, z = r.choice(CITIES_US)
        unit = r.choice(("", f", Apt {r.randrange(1, 30)}{r.choice('ABCD')}", f" #{r.randrange(100, 999)}"))
        c.p("ADDRESS", f"{num} {r.choice(STREETS_EN)}{unit}, {city}, {st} {z}")
    elif kind == "uk":
        city, pc = r.choice(CITIES_UK)
        flat = r.choice(
            ("", f"Flat {r.randrange(1, 9)}, ", f"Flat {r.randrange(1, 4)}F{r.randrange(1, 4)}, ")
        )
        c.p("ADDRESS", f"{flat}{r.randrange(2, 120)} {r.choice(STREETS_EN)}, {city}")
        c.t(" ").p("POSTAL_CODE", pc)
    elif kind == "au":
        city, st, pc = r.choice(CITIES_AU)
        c.p(
            "ADDRESS",
            f"Unit {r.randrange(1, 20)}/{r.randrange(2, 300)} {r.choice(STREETS_EN)}, {city} {st} {pc}",
        )
    elif kind == "in":
        c.p(
            "ADDRESS",
            f"Flat No. {r.randrange(101, 905)}, {r.choice(('Shanti', 'Sai Kripa', 'Green Park'))} Apartments, "
            f"{r.randrange(2, 18)}th Cross, {r.choice(('Indiranagar', 'Koramangala', 'Jayanagar'))}, Bengaluru "
            f"{r.randrange(560001, 560099)}",
        )
    elif kind == "de":
        c.p(
            "ADDRESS",
            f"{r.choice(('Hauptstraße', 'Lindenallee', 'Am Mühlbach', 'Schillerstraße'))} {r.randrange(1, 90)}, "
            f"{r.randrange(10115, 99999):05d} {r.choice(('Berlin', 'Leipzig', 'Köln', 'Freiburg'))}",
        )
    elif kind == "nl":
        c.p(
            "ADDRESS",
            f"{r.choice(('Keizersgracht', 'Lange Voorhout', 'Oudegracht'))} {r.randrange(2, 400)}-II, "
            f"{r.randrange(1011, 3599)} {r.choice('ABCDEGHJKLMN')}{r.choice('ABCDEGHJKLMN')} "
            f"{r.choice(('Amsterdam', 'Den Haag', 'Utrecht'))}",
        )


# --------------------------------------------------------------------------- decoys


def citation(r: random.Random) -> str:
    return r.choice(
        (
            f"{r.randrange(2001, 2026)} SCC {r.randrange(1, 70)}",
            f"{r.randrange(2005, 2026)} ONCA {r.randrange(10, 999)}",
            f"[{r.randrange(1990, 2026)}] UKSC {r.randrange(1, 60)}",
            f"[{r.randrange(1990, 2026)}] EWCA Civ {r.randrange(10, 1999)}",
            f"{r.randrange(300, 600)} U.S. {r.randrange(1, 999)} ({r.randrange(1950, 2024)})",
            f"{r.randrange(10, 999)} F.3d {r.randrange(1, 1400)} (9th Cir. {r.randrange(1995, 2021)})",
            f"({r.randrange(1995, 2022)}), {r.randrange(10, 160)} O.R. (3d) {r.randrange(1, 800)} (C.A.)",
            f"[{r.randrange(1995, 2024)}] HCA {r.randrange(1, 50)}",
            f"({r.randrange(2000, 2024)}) {r.randrange(1, 15)} SCC {r.randrange(1, 999)}",
            f"Case C-{r.randrange(1, 800)}/{r.randrange(10, 24)}",
        )
    )


def case_name(r: random.Random) -> str:
    a = r.choice(("Jordan", "Vavilov", "Hryniak", "Bhasin", "Donoghue", "Salomon", "Carillion"))
    return r.choice(
        (f"R. v. {a}", f"{a} v. Canada (Attorney General)", f"{a} v {r.choice(('Stevenson', 'Hrynew'))}")
    )


def statute(r: random.Random) -> str:
    return r.choice(
        (
            f"s. {r.randrange(1, 40)} of the Charter",
            f"42 U.S.C. § {r.randrange(1981, 2000)}",
            f"Criminal Code, R.S.C. 1985, c. C-46, s. {r.randrange(100, 800)}",
            f"Companies Act 2006, s. {r.randrange(100, 1000)}",
            f"Article {r.randrange(2, 15)} ECHR",
            f"Regulation (EU) 2016/679, Art. {r.randrange(1, 99)}",
            f"Residential Tenancies Act, 2006, S.O. 2006, c. 17, s. {r.randrange(1, 200)}",
            f"Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.), s. {r.randrange(2, 250)}",
            "the Sarbanes-Oxley Act of 2002",
            f"Family Law Act, R.S.O. 1990, c. F.3, s. {r.randrange(1, 60)}",
            f"Corporations Act 2001 (Cth), s {r.randrange(100, 600)}",
        )
    )


def court_file(r: random.Random) -> str:
    return r.choice(
        (
            f"CV-{r.randrange(18, 27)}-{r.randrange(10**7, 10**8):08d}-0000",
            f"{r.randrange(1, 4)}:{r.randrange(19, 27)}-cv-{r.randrange(1000, 99999):05d}-{r.choice(('JLR', 'RS', 'KAW'))}",
            f"T-{r.randrange(100, 2999)}-{r.randrange(18, 27)}",
            f"HQ{r.randrange(18, 27)}X{r.randrange(1000, 99999):05d}",
            f"NSD {r.randrange(100, 2000)} of {r.randrange(2018, 2027)}",
            f"500-17-{r.randrange(100000, 999999)}-{r.randrange(18, 27)}{r.randrange(1, 9)}",
            f"FS-{r.randrange(20, 27)}-{r.randrange(1000, 99999)}",
        )
    )


def version(r: random.Random) -> str:
    return f"{r.randrange(1, 20)}.{r.randrange(0, 30)}.{r.randrange(0, 400)}.{r.randrange(1, 9999)}"


def section_no(r: random.Random) -> str:
    return r.choice(
        (
            f"{r.randrange(1, 20)}.{r.randrange(1, 12)}.{r.randrange(1, 9)}.{r.randrange(1, 9)}",
            f"s. {r.randrange(1, 99)}({r.randrange(1, 9)})({r.choice('abcdef')})",
            f"Rule {r.randrange(1, 77)}.{r.randrange(1, 15):02d}({r.randrange(1, 9)})",
            f"clause {r.randrange(1, 30)}.{r.randrange(1, 12)}",
        )
    )


def phone_shaped_ref(r: random.Random) -> tuple[str, str]:
    n = f"{r.randrange(200, 999)}-{r.randrange(200, 999)}-{r.randrange(1000, 9999)}"
    return r.choice(("PO", "Invoice No.", "Purchase order", "Work order", "Policy")), n


def ssn_shaped_ref(r: random.Random) -> tuple[str, str]:
    n = f"{r.randrange(100, 999)}-{r.randrange(10, 99)}-{r.randrange(1000, 9999)}"
    return r.choice(("Ref.", "Matter No.", "Lot", "Claim ref.", "Part no.")), n


def judge(r: random.Random) -> str:
    j = r.choice(JUDGES)
    return r.choice(
        (
            f"Justice {j}",
            f"the Honourable Justice {r.choice('ACDEGKLMPRS')}. {j}",
            f"{j} J.",
            f"Lord Justice {j}",
            f"Judge {j}",
            f"{j} J.A.",
        )
    )


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


def build() -> list[dict]:
    r = random.Random(SEED)
    _TURN["script"] = 0
    cases = []
    for _ in range(ROUNDS):
        for shape in SHAPES:
            c = Case()
            shape(r, c)
            c.tag("shape:" + shape.__name__[2:])
            if c.decoys:
                c.tag("has_decoys")
            cases.append(
                {
                    "id": f"f-{len(cases) + 1:04d}",
                    "tags": c.tags,
                    "text": c.text,
                    "spans": c.spans,
                    "decoys": c.decoys,
                }
            )
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from the build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
