"""Deterministic fake identities for the sample corpus: every value is invented, and numbers that
carry checksums (SIN, SSN, cards, Ontario health numbers, IBAN) are made valid on purpose so the
PII detector has real work to do."""

from __future__ import annotations

import random
from dataclasses import dataclass

from stdnum import iban, luhn

FIRST = [
    "Amélie",
    "Marcus",
    "Priya",
    "Jean-François",
    "Olivia",
    "Tariq",
    "Hannah",
    "Liam",
    "Sofia",
    "Mathieu",
    "Grace",
    "Arjun",
    "Chloé",
    "Daniel",
    "Mei",
    "Noah",
    "Isabelle",
    "Kwame",
    "Aisha",
    "Gabriel",
    "Rosalind",
    "Wei",
    "Fatima",
    "Connor",
    "Élodie",
    "Samuel",
    "Nadia",
    "Ethan",
]
LAST = [
    "Tremblay",
    "Gagnon",
    "MacDonald",
    "Singh",
    "Nguyen",
    "Roy",
    "Campbell",
    "Okafor",
    "Côté",
    "Bouchard",
    "Chen",
    "Patel",
    "Fraser",
    "Lavoie",
    "Morrison",
    "Haddad",
    "Kowalski",
    "Leblanc",
    "Sutherland",
    "Ahmed",
    "Bergeron",
    "O'Neill",
    "Desjardins",
    "Whitfield",
    "Ranganathan",
]
JUDGES = ["Abella", "Karakatsanis", "Moldaver", "Côté", "Rowe", "Martin", "Kasirer", "Jamal"]
COMPANIES = [
    "Northern Maple Logistics Inc.",
    "Laurentian Data Systems Ltd.",
    "Bayview Legal Tech Corp.",
    "Prairie Harvest Co-operative",
    "Fundy Tidal Energy Inc.",
    "Rideau Analytics Inc.",
    "Boreal Software Ltd.",
    "Ottawa Valley Freight Ltd.",
    "Cascadia Biotech Inc.",
    "Great Lakes Insurance Company",
    "Algonquin Property Holdings Inc.",
    "Saint-Laurent Textiles Ltée",
]
STREETS = [
    "Wellington Street",
    "Rue Sainte-Catherine",
    "Bay Street",
    "Portage Avenue",
    "Spring Garden Road",
    "Granville Street",
    "Jasper Avenue",
    "Queen Street West",
    "Bank Street",
    "Water Street",
]
CITIES = [
    ("Toronto", "ON", "M5V"),
    ("Ottawa", "ON", "K1P"),
    ("Montréal", "QC", "H3B"),
    ("Winnipeg", "MB", "R3C"),
    ("Halifax", "NS", "B3J"),
    ("Vancouver", "BC", "V6C"),
    ("Edmonton", "AB", "T5J"),
    ("Kingston", "ON", "K7L"),
]
US_CITIES = [("Seattle", "WA", "98101"), ("Buffalo", "NY", "14202"), ("Detroit", "MI", "48226")]
AREA = {
    "ON": ["416", "613", "647"],
    "QC": ["514", "438"],
    "MB": ["204"],
    "NS": ["902"],
    "BC": ["604"],
    "AB": ["780"],
}


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    email: str
    phone: str
    street: str
    city: str
    province: str
    postal: str
    sin: str
    dob: str
    health_card: str
    card: str
    iban: str
    drivers_license: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city}, {self.province}"


def _luhn_complete(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
    return body + luhn.calc_check_digit(body)


def _ascii(s: str) -> str:
    table = str.maketrans("éèêëàâçôîïûÉ'", "eeeeaacoiiuE-")
    return s.translate(table).lower().replace(" ", "")


def make_person(rng: random.Random) -> Person:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    city, prov, fsa = rng.choice(CITIES)
    postal = f"{fsa} {rng.randrange(10)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')}{rng.randrange(10)}"
    sin = _luhn_complete(rng, str(rng.choice([1, 2, 3, 4, 5, 6, 7])), 9)
    hc = _luhn_complete(rng, str(rng.randrange(1, 10)), 10)
    iban_body = "DE00" + "".join(str(rng.randrange(10)) for _ in range(18))
    iban_val = iban_body[:2] + iban.calc_check_digits(iban_body) + iban_body[4:]
    letter = last[0].upper() if last[0].isascii() else "C"
    dl = f"{letter}{rng.randrange(1000, 9999)}-{rng.randrange(10000, 99999)}-{rng.randrange(10000, 99999)}"
    card = _luhn_complete(rng, "4", 16)
    return Person(
        first=first,
        last=last,
        email=f"{_ascii(first)}.{_ascii(last)}@{rng.choice(['example.ca', 'mail.example.com', 'courriel.example.qc.ca'])}",
        phone=f"({rng.choice(AREA[prov])}) {rng.randrange(230, 990)}-{rng.randrange(1000, 9999)}",
        street=f"{rng.randrange(10, 2999)} {rng.choice(STREETS)}",
        city=city,
        province=prov,
        postal=postal,
        sin=f"{sin[:3]} {sin[3:6]} {sin[6:]}",
        dob=f"{rng.choice(['January', 'March', 'May', 'July', 'September', 'November'])} {rng.randrange(1, 28)}, {rng.randrange(1950, 2000)}",
        health_card=f"{hc[:4]}-{hc[4:7]}-{hc[7:]}-{rng.choice(['AB', 'KL', 'XY'])}",
        card=" ".join(card[i : i + 4] for i in range(0, 16, 4)),
        iban=" ".join(iban_val[i : i + 4] for i in range(0, len(iban_val), 4)),
        drivers_license=dl,
    )
