"""Pieces of the fresh held-out PII set: the case builder (text with labelled offsets), names,
identifiers with valid checksums, dates, addresses and decoys. The shapes that assemble them are in
``heldout_fresh_shapes.py``; ``build_heldout_fresh.py`` writes the file. Written 2026-12-02 without
reading the detector (see ``build_heldout_fresh.py``).
"""

from __future__ import annotations

import random
import unicodedata

from heldout_fresh_names import JUDGES, LATIN, LOCALES, SCRIPTS
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ca import sin as std_sin
from stdnum.us import ssn as std_ssn

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
