"""Values for ``build_fresh.py``: dates of birth, addresses, URLs, contact details and decoys, each
written in many formats (typed by hand for quilltune). Every maker takes the ``random.Random`` and the
case's person and returns the text to insert."""

from __future__ import annotations

import random
import unicodedata

MONTHS = "January February March April May June July August September October November December".split()
MOIS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
    "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
TENS = {4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
UNITS = ["", "-one", "-two", "-three", "-four", "-five", "-six", "-seven", "-eight", "-nine"]


def ascii_slug(value: str, sep: str = "-") -> str:
    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return sep.join("".join(c for c in w if c.isalnum()) for w in plain.lower().split())


def dob(rng: random.Random) -> str:
    y, m, d = rng.randint(1941, 2006), rng.randint(1, 12), rng.randint(1, 28)
    mon = MONTHS[m - 1]
    forms = [
        f"{y}/{m:02d}/{d:02d}",
        f"{d:02d}-{mon[:3]}-{y}",
        f"{d} {MOIS[m - 1]} {y}",
        f"{mon} {d}, {y}",
        f"{d} {mon} {y}",
        f"{mon[:3]}. {d}, {y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{m:02d}/{d:02d}/{y}",
        f"{d}{'st' if d in (1, 21) else 'nd' if d in (2, 22) else 'rd' if d in (3, 23) else 'th'} {mon} {y}",
        f"{d:02d}{mon[:3].upper()}{y}",
    ]
    if d <= 20 and y < 2000:
        dec, unit = divmod(y - 1900, 10)
        words = f"nineteen {TENS[dec]}{UNITS[unit]}" if dec >= 4 else f"{y}"
        forms.append(f"the {ORDINALS[d - 1]} day of {mon}, {words}")
    return rng.choice(forms)


ADDRESSES = [
    "{n}, rue Saint-Denis, Montréal (Québec) H2J 2L3",
    "app. {u}, {n}, chemin Sainte-Foy, Québec (Québec) G1X 1S9",
    "bureau {u}, {n}, boulevard René-Lévesque Ouest, Montréal (Québec) H3B 4W8",
    "{n}, avenue des Érables, Gatineau (Québec) J8T 3K5",
    "Unit {u}, {n} Birchmount Road, Scarborough, ON M1N 3J8",
    "{u}-{n} Lakeshore Blvd. W., Etobicoke, Ontario M8V 1A1",
    "#{u} - {n} Granville Street, Vancouver, BC V6C 1T1",
    "Apt. {u}, {n} Elm Street, Springfield, IL 62704",
    "Suite {u}, {n} Peachtree Road NE, Atlanta, GA 30305",
    "{n} Concession Road 7, R.R. 2, Uxbridge, Ontario L9P 1R2",
    "{n} Rue Principale, Caraquet (N.-B.) E1W 1B2",
    "Flat {u}, {n} Harcourt Terrace, Dublin 2, D02 X285",
    "{n} Wellington Crescent, Winnipeg, Manitoba R3M 0A7",
    "{n} - {u}th Avenue SW, Calgary, AB T2P 1J9",
    "P.O. Box {n}, Yellowknife, NT X1A 2N5",
]


def address(rng: random.Random) -> str:
    return rng.choice(ADDRESSES).format(n=rng.randint(12, 9870), u=rng.randint(2, 39))


URLS = [
    "https://www.facebook.com/{dot}",
    "https://www.linkedin.com/in/{dash}-{h}",
    "https://example-realty.ca/agents/{dash}",
    "https://forms.example.org/confirm?user={dot}%40mail.example",
    "http://{dash}.example.net/blog",
    "https://drive.example.com/files/CV_{under}.pdf",
    "https://github.com/{flat}",
    "https://www.instagram.com/{flat}{h}/",
    "https://portal.example-clinic.ca/patients/{dash}/records",
    "https://x.com/{flat}",
]


def person_url(rng: random.Random, name: str) -> str:
    slug = ascii_slug(name)
    return rng.choice(URLS).format(
        dot=slug.replace("-", "."),
        dash=slug,
        under="_".join(w.capitalize() for w in slug.split("-")),
        flat=slug.replace("-", ""),
        h=rng.randint(10, 99),
    )


def email(rng: random.Random, name: str) -> str:
    slug = ascii_slug(name)
    host = rng.choice(["mail.example", "example.ca", "courriel.example.qc.ca", "example.org"])
    return f"{slug.replace('-', rng.choice(['.', '_', '']))}@{host}"


def phone(rng: random.Random) -> str:
    area = rng.choice(["416", "514", "604", "613", "312", "905", "867"])
    n = rng.randint(100, 199)
    return rng.choice(
        [f"{area}-555-01{n % 100:02d}", f"({area}) 555-01{n % 100:02d}", f"{area}.555.01{n % 100:02d}"]
    )


# Decoys: what must stay.
def version(rng: random.Random) -> str:
    return f"{rng.randint(2, 19)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}.{rng.randint(1, 250)}"


def phone_shaped_ref(rng: random.Random) -> str:
    return f"{rng.choice(['905', '416', '289'])}-{rng.randint(200, 899)}-{rng.randint(1000, 9999)}"


def ssn_shaped_ref(rng: random.Random) -> str:
    return f"{rng.randint(100, 599)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"


CITATIONS = [
    "R. v. Grant, 2009 SCC 32",
    "Hryniak v. Mauldin, 2014 SCC 7",
    "Miranda v. Arizona, 384 U.S. 436 (1966)",
    "Donoghue v Stevenson [1932] AC 562",
    "Vavilov, 2019 SCC 65, at para. 86",
    "Jordan, 2016 SCC 27",
]
STATUTES = [
    "s. 11(b) of the Charter",
    "section 24(2) of the Canadian Charter of Rights and Freedoms",
    "s. 7 of the Limitations Act, 2002",
    "42 U.S.C. § 1983",
    "art. 1457 C.C.Q.",
    "Rule 20.04 of the Rules of Civil Procedure",
]
JUDGES = [
    "Justice Rosalie Abella",
    "Karakatsanis J.",
    "Chief Justice Wagner",
    "Justice Sopinka",
    "Côté J.",
    "Justice Moldaver",
]
FILES = [
    "Court File No. CV-21-00654321-0000",
    "Docket: T-1123-22",
    "File No. 500-17-098765-219",
    "Case No. 1:22-cv-04412",
]
FIRMS = [
    "Osler, Hoskin & Harcourt LLP",
    "McCarthy Tétrault LLP",
    "Stikeman Elliott LLP",
    "Borden Ladner Gervais LLP",
]
PUBLIC_URLS = [
    "https://www.canlii.org/en/on/onca/doc/2019/2019onca455/2019onca455.html",
    "https://laws-lois.justice.gc.ca/eng/acts/P-8.6/",
    "https://www.ontario.ca/laws/statute/90c43",
]


def other_date(rng: random.Random) -> str:
    return f"{MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}, {rng.randint(2015, 2026)}"


def amount(rng: random.Random) -> str:
    return f"${rng.randint(1, 99)},{rng.randint(100, 999)}.00"


def nhs_number(rng: random.Random) -> str:
    """Ten digits whose mod-11 check digit holds (weights 10..2), written 3-3-4."""
    while True:
        body = [rng.randint(0, 9) for _ in range(9)]
        check = 11 - sum(d * w for d, w in zip(body, range(10, 1, -1), strict=True)) % 11
        check = 0 if check == 11 else check
        if check != 10:
            n = "".join(map(str, body)) + str(check)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


PARTICLES = ["van der {s}", "de la {s}", "ter {s}", "dos {s}", "al-{s}", "bin {s}", "Ó {s}", "Mac {s}"]

MORE = {
    "UKPH": lambda r, p: f"020 7946 0{r.randint(0, 999):03d}",
    "AUPH": lambda r, p: f"0491 570 {r.randint(100, 999)}",
    "UKMOB": lambda r, p: f"07700 900{r.randint(0, 999):03d}",
    "TENPH": lambda r, p: f"{r.choice(['416', '604', '514'])}55501{r.randint(0, 99):02d}",
    "NHS": lambda r, p: nhs_number(r),
    "CAPSP": lambda r, p: p.upper(),
    "PART": lambda r, p: p.split()[0] + " " + r.choice(PARTICLES).format(s=p.split()[-1].capitalize()),
}
