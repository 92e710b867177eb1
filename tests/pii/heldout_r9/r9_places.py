"""Phones, dates, postal codes and addresses (hand-written forms; no generator library)."""

from __future__ import annotations

import random


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


# ---------------------------------------------------------------- phones

CA_AREAS = "416 647 437 905 289 613 343 514 438 450 418 581 819 604 778 236 250 403 587 780 204 431 306 639 506 902 709 867".split()
US_AREAS = "212 646 718 917 312 773 415 510 213 310 617 206 305 713 214 404 202 303 602 503 612 808 907 504 702".split()


def nanp(r: random.Random, area: str) -> tuple[str, str, str]:
    while True:
        ex = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
        if ex[1:] != "11" and ex != "555":
            return area, ex, digits(r, 4)


def phone_fmt(r: random.Random, country: str = "ca") -> str:
    a, e, n = nanp(r, r.choice(CA_AREAS if country == "ca" else US_AREAS))
    base = r.choice(
        [
            f"({a}) {e}-{n}",
            f"{a}-{e}-{n}",
            f"{a}.{e}.{n}",
            f"{a} {e} {n}",
            f"+1 {a} {e} {n}",
            f"1-{a}-{e}-{n}",
            f"+1 ({a}) {e}-{n}",
        ]
    )
    x = r.random()
    if x < 0.12:
        base += f" ext. {r.randint(10, 4999)}"
    elif x < 0.18:
        base += f" x{r.randint(100, 999)}"
    elif x < 0.22 and country == "ca":
        base += f", poste {r.randint(200, 899)}"
    return base


def intl_phone(r: random.Random, country: str) -> str:
    f = {
        "uk": lambda: r.choice(
            [
                f"+44 7{digits(r, 3)} {digits(r, 6)}",
                f"020 {r.randint(3, 8)}{digits(r, 3)} {digits(r, 4)}",
                f"+44 (0)161 {r.randint(2, 9)}{digits(r, 2)} {digits(r, 4)}",
            ]
        ),
        "ie": lambda: r.choice(
            [
                f"+353 8{r.randint(3, 9)} {digits(r, 3)} {digits(r, 4)}",
                f"(01) {r.randint(2, 9)}{digits(r, 2)} {digits(r, 4)}",
            ]
        ),
        "au": lambda: r.choice(
            [
                f"+61 4{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
                f"(02) 9{digits(r, 3)} {digits(r, 4)}",
                f"04{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
            ]
        ),
        "nz": lambda: r.choice(
            [f"+64 21 {digits(r, 3)} {digits(r, 4)}", f"(09) {r.randint(3, 9)}{digits(r, 2)} {digits(r, 4)}"]
        ),
        "in": lambda: r.choice(
            [f"+91 9{digits(r, 4)} {digits(r, 5)}", f"+91-98{digits(r, 3)}-{digits(r, 5)}"]
        ),
        "za": lambda: r.choice(
            [f"+27 82 {digits(r, 3)} {digits(r, 4)}", f"021 {r.randint(4, 9)}{digits(r, 2)} {digits(r, 4)}"]
        ),
        "sg": lambda: f"+65 {r.choice('89')}{digits(r, 3)} {digits(r, 4)}",
    }
    return f[country]()


# ---------------------------------------------------------------- dates

MONTHS = "January February March April May June July August September October November December".split()
MOIS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth",
       10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth", 15: "fifteenth",
       16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth",
       21: "twenty-first", 22: "twenty-second", 23: "twenty-third", 24: "twenty-fourth", 25: "twenty-fifth",
       26: "twenty-sixth", 27: "twenty-seventh", 28: "twenty-eighth"}  # fmt: skip


def rand_dob(r: random.Random) -> tuple[int, int, int]:
    return r.randint(1938, 2012), r.randint(1, 12), r.randint(1, 28)


def rand_child_dob(r: random.Random) -> tuple[int, int, int]:
    return r.randint(2008, 2022), r.randint(1, 12), r.randint(1, 28)


def rand_recent(r: random.Random) -> tuple[int, int, int]:
    return r.randint(2015, 2026), r.randint(1, 12), r.randint(1, 28)


def suffix(d: int) -> str:
    return "th" if 10 < d < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def date_fmt(r: random.Random, ymd: tuple[int, int, int], style: str = "na") -> str:
    y, m, d = ymd
    mon = MONTHS[m - 1]
    common = [
        f"{mon} {d}, {y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{d} {mon} {y}",
        f"{mon[:3]}{'.' if len(mon) > 3 else ''} {d}, {y}",
        f"{d}-{mon[:3]}-{y}",
    ]
    by = {
        "na": common
        + [
            f"{m:02d}/{d:02d}/{y}",
            f"{y}/{m:02d}/{d:02d}",
            f"{mon} {d}{suffix(d)}, {y}",
            f"{d:02d}{mon[:3].upper()}{y}",
        ],
        "fr": [
            f"{d} {MOIS[m - 1]} {y}",
            f"{d}er {MOIS[m - 1]} {y}" if d == 1 else f"{d} {MOIS[m - 1]} {y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}/{m:02d}/{y}",
        ],
        "world": common + [f"{d:02d}/{m:02d}/{y}", f"{d}.{m}.{y}", f"{d}{suffix(d)} {mon} {y}"],
        "words": [f"the {ORD[d]} day of {mon}, {y}", f"{mon} the {ORD[d]}, {y}"],
    }[style]
    return r.choice(by)


# ---------------------------------------------------------------- postal codes and addresses

PROV_FIRST = {"NL": "A", "NS": "B", "PE": "C", "NB": "E", "QC": "GHJ", "ON": "KLMNP", "MB": "R", "SK": "S",
              "AB": "T", "BC": "V", "NT": "X", "NU": "X", "YT": "Y"}  # fmt: skip
PC_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def ca_postal(r: random.Random, prov: str) -> str:
    return f"{r.choice(PROV_FIRST[prov])}{r.randint(0, 9)}{r.choice(PC_LETTERS)} {r.randint(0, 9)}{r.choice(PC_LETTERS)}{r.randint(0, 9)}"


CA_TOWNS = {
    "ON": ["Toronto", "Ottawa", "Hamilton", "Sudbury", "Thunder Bay", "Kitchener", "Brampton", "Kingston"],
    "BC": ["Vancouver", "Surrey", "Kamloops", "Nanaimo", "Prince George", "Burnaby"],
    "AB": ["Calgary", "Edmonton", "Lethbridge", "Red Deer", "Fort McMurray"],
    "MB": ["Winnipeg", "Brandon", "Thompson"],
    "SK": ["Saskatoon", "Regina", "Prince Albert"],
    "NS": ["Halifax", "Dartmouth", "Sydney"],
    "NB": ["Moncton", "Fredericton", "Saint John"],
    "NL": ["St. John's", "Corner Brook"],
    "YT": ["Whitehorse"],
    "NT": ["Yellowknife"],
    "NU": ["Iqaluit"],
}
CA_STREETS = ["Harbour Street", "Maple Crescent", "Birchmount Road", "Lakeshore Blvd W", "Prairie View Drive",
              "Concession Road 9", "Elm Avenue", "Kingsway", "Falcon Ridge Court", "Portage Avenue",
              "Spruce Lane", "Centre Street N", "Gladstone Ave", "Highway 11"]  # fmt: skip
QC_TOWNS = ["Montréal", "Québec", "Laval", "Gatineau", "Sherbrooke", "Trois-Rivières", "Saguenay", "Rimouski"]
QC_STREETS = ["rue des Érables", "boulevard Saint-Laurent", "avenue du Parc", "rue Saint-Denis", "chemin de la Côte",
              "rue Beaubien Est", "rang du Petit-Bois", "boul. René-Lévesque Ouest"]  # fmt: skip
US_TOWNS = [("Chicago", "IL", "606"), ("Houston", "TX", "770"), ("Phoenix", "AZ", "850"), ("Columbus", "OH", "432"),
            ("Seattle", "WA", "981"), ("Brooklyn", "NY", "112"), ("Minneapolis", "MN", "554"), ("Atlanta", "GA", "303"),
            ("Denver", "CO", "802"), ("Portland", "OR", "972"), ("Fresno", "CA", "937"), ("Miami", "FL", "331"),
            ("Anchorage", "AK", "995"), ("Boise", "ID", "837"), ("Tulsa", "OK", "741")]  # fmt: skip
US_STREETS = ["Elm Street", "W 79th St", "Magnolia Avenue", "Route 9", "Cottonwood Dr", "N Halsted St",
              "Pine Hollow Road", "Ocean Pkwy", "SE Division St", "County Road 12"]  # fmt: skip


def ca_address(r: random.Random, prov: str | None = None) -> tuple[str, str, str]:
    """(address, postal code, province) — the address runs from the street to the province."""
    prov = prov or r.choice(["ON", "ON", "BC", "AB", "MB", "SK", "NS", "NB", "NL", "YT", "NT", "NU"])
    if prov == "QC":
        town = r.choice(QC_TOWNS)
        num, st = r.randint(12, 9800), r.choice(QC_STREETS)
        form = r.randrange(3)
        if form == 0:
            a = f"{num}, {st}, app. {r.randint(1, 40)}, {town} (Québec)"
        elif form == 1:
            a = f"{r.randint(1, 40)}-{num}, {st}, {town} (Québec)"
        else:
            a = f"{num} {st}, {town}, QC"
        return a, ca_postal(r, "QC"), "QC"
    town = r.choice(CA_TOWNS[prov])
    num, st = r.randint(3, 9999), r.choice(CA_STREETS)
    form = r.randrange(6)
    if form == 0:
        a = f"{num} {st}, {town}, {prov}"
    elif form == 1:
        a = f"{r.randint(101, 2408)}-{num} {st}, {town}, {prov}"
    elif form == 2:
        a = f"Unit {r.randint(1, 30)}, {num} {st}, {town}, {prov}"
    elif form == 3:
        a = f"RR {r.randint(1, 6)}, {num} Concession Road {r.randint(2, 14)}, {town}, {prov}"
    elif form == 4:
        a = f"PO Box {r.randint(10, 9999)}, Stn Main, {town}, {prov}"
    else:
        a = f"{num} {st}, Apt {r.randint(1, 12)}{r.choice('ABC')}, {town} {prov}"
    return a, ca_postal(r, prov), prov


def us_address(r: random.Random) -> str:
    town, st, zp = r.choice(US_TOWNS)
    num, street = r.randint(10, 19999), r.choice(US_STREETS)
    z = f"{zp}{digits(r, 2)}"
    z = r.choice([z, z, f"{z}-{digits(r, 4)}"])
    return r.choice(
        [
            f"{num} {street}, {town}, {st} {z}",
            f"{num} {street}, Apt {r.randint(1, 30)}{r.choice('ABCD')}, {town}, {st} {z}",
            f"{num} {street} #{r.randint(100, 999)}, {town}, {st} {z}",
            f"P.O. Box {r.randint(10, 9999)}, {town}, {st} {z}",
        ]
    )


def uk_address(r: random.Random) -> tuple[str, str]:
    town, area = r.choice([("Leeds", "LS"), ("Manchester", "M"), ("Bristol", "BS"), ("Cardiff", "CF"), ("Glasgow", "G"),
                           ("Norwich", "NR"), ("Belfast", "BT")])  # fmt: skip
    a = r.choice(
        [
            f"Flat {r.randint(1, 20)}, {r.randint(1, 300)} Carlton Road, {town}",
            f"{r.randint(1, 300)} Mill Lane, {town}",
            f"2 The Mews, Ashby Close, {town}",
        ]
    )
    pc = f"{area}{r.randint(1, 19)} {r.randint(0, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    return a, pc


def world_address(r: random.Random, jur: str) -> str:
    return {
        "au": lambda: f"{r.randint(1, 200)} Wattle Street, Fitzroy VIC 30{r.randint(10, 99)}",
        "nz": lambda: f"{r.randint(1, 400)} Ponsonby Road, Grey Lynn, Auckland 10{r.randint(10, 99)}",
        "ie": lambda: f"{r.randint(1, 90)} Griffith Avenue, Drumcondra, Dublin {r.randint(1, 18)}",
        "in": lambda: (
            f"Flat {r.randint(101, 904)}, Sai Krupa Apartments, Indiranagar, Bengaluru 5600{r.randint(10, 99)}"
        ),
        "za": lambda: (
            f"{r.randint(1, 90)} Kloof Street, Gardens, Cape Town 80{r.randint(0, 9)}{r.randint(0, 9)}"
        ),
        "sg": lambda: (
            f"Blk {r.randint(100, 999)} Tampines Street {r.randint(11, 99)}, #0{r.randint(2, 9)}-{r.randint(10, 99)}, Singapore 52{digits(r, 4)}"
        ),
    }[jur]()


def ipv4(r: random.Random) -> str:
    return f"{r.choice([24, 70, 99, 142, 174, 184, 207, 68, 73])}.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"


def ipv6(r: random.Random) -> str:
    return f"2607:fea8:{r.randint(4096, 65535):x}:{r.randint(4096, 65535):x}::{r.randint(16, 65535):x}"
