"""Hand-written addresses and date writers."""

from __future__ import annotations

from r10_ids import ca_postal, uk_postal

# (street part, city part, province, postal first letter)
CA_ADDR = (
    ("4512, rue Saint-Denis", "Montréal (Québec)", "H"),
    ("1203-88 Queens Quay W", "Toronto, ON", "M"),
    ("RR 2, Site 14, Comp 9", "Olds, Alberta", "T"),
    ("PO Box 318", "Hay River, NT", "X"),
    ("Unit 7, 2250 Ogilvie Rd", "Gloucester, Ontario", "K"),
    ("55 Gorsebrook Ave.", "Halifax, NS", "B"),
    ("app. 302, 1877, boul. des Laurentides", "Laval (Québec)", "H"),
    ("3341 Kingsway", "Vancouver, BC", "V"),
    ("16 Pinecrest Bay", "Winnipeg, Manitoba", "R"),
    ("C.P. 44, 211, rang du Petit-Bois", "Saint-Damase, QC", "J"),
    ("908 - 1420 Portage Avenue", "Winnipeg MB", "R"),
    ("2B-17 Water Street", "St. John's, NL", "A"),
    ("41 Cedarbrae Cres. N.W.", "Calgary, AB", "T"),
    ("General Delivery", "Fort Chipewyan, Alberta", "T"),
    ("112 Tamarack Drive, Box 5", "Moose Factory, ON", "P"),
    ("77, chemin de la Grève", "Rimouski (Québec)", "G"),
    ("Suite 1410, 1055 West Georgia Street", "Vancouver, British Columbia", "V"),
    ("3 Sandpiper Lane", "Moncton, N.B.", "E"),
    ("#405 2125 Albert St", "Regina, SK", "S"),
    ("6 Birch Hollow Road, RR #1", "Bracebridge, Ontario", "P"),
)

US_ADDR = (
    "1187 Larkspur Lane, Apt 4B, Columbus, OH 43215-2210",
    "PO Box 2291, Bozeman, MT 59771",
    "742 N. Halsted St., Chicago, IL 60642",
    "18 Corliss Ave, Providence, RI 02908",
    "5520 Bluebonnet Trail, Austin, TX 78745-1133",
    "RR 1 Box 47, Lisbon, ND 58054",
    "2301 Fernwood Circle, Unit 12, Tallahassee, Florida 32308",
    "97-310 Kamehameha Hwy Apt 2, Pearl City, HI 96782",
    "415 West 113th Street, #6C, New York, NY 10025-7309",
    "6638 SE Woodstock Blvd, Portland, OR 97206",
    "1020 Magnolia Ridge Rd., Athens, GA 30606",
    "33 Quarry Hill Road, Barre, Vermont 05641",
)

UK_ADDR = (
    ("Flat 3, 27 Ashgrove Road", "Leeds"),
    ("14 Pentwyn Close", "Cardiff"),
    ("The Old Forge, Mill Lane, Little Haddon", "Oxfordshire"),
    ("2/1, 48 Dumbarton Road", "Glasgow"),
    ("91 Balmoral Terrace", "Edinburgh"),
    ("Flat 12, Kestrel House, 5 Canal Street", "Manchester"),
)

OTHER_ADDR = {
    "ie": (
        "Apartment 12, Harbour Court, Clontarf, Dublin 3, D03 X2P8",
        "Knockbrack, Ballyvourney, Co. Cork, P12 F6K3",
        "22 Ard na Gréine, Salthill, Galway H91 T2W4",
    ),
    "au": (
        "Unit 5/42 Wattle Street, Fitzroy VIC 3065",
        "PO Box 612, Alice Springs NT 0871",
        "17 Banksia Parade, Indooroopilly QLD 4068",
    ),
    "nz": (
        "17 Kōwhai Grove, Mount Eden, Auckland 1024",
        "Flat 2, 9 Tui Street, Karori, Wellington 6012",
        "RD 3, 448 Ōhaupō Road, Te Awamutu 3873",
    ),
    "in": (
        "Flat 402, Shanti Apartments, 14th Cross, Indiranagar, Bengaluru 560038",
        "H.No. 7-1-212/B, Ameerpet, Hyderabad, Telangana 500016",
        "B-61, Sector 44, Noida, Uttar Pradesh - 201301",
    ),
    "za": (
        "23 Protea Crescent, Rondebosch, Cape Town, 7700",
        "Stand 1174, Extension 9, Soshanguve, Pretoria 0152",
        "8 Jacaranda Ave, Morningside, Durban 4001",
    ),
    "sg": ("Blk 118 Rivervale Drive, #09-214, Singapore 540118", "27 Jalan Kechubong, Singapore 678143"),
    "ke": ("House 14, Riara Road, Kilimani, Nairobi",),
    "my": ("No. 12, Jalan SS 2/64, 47300 Petaling Jaya, Selangor",),
}


def ca_address(d, rng, joint: str | None = None, only: str = "") -> None:
    """Writes an ADDRESS span and, separated, a POSTAL_CODE span (Canada)."""
    street, city, letter = rng.choice([a for a in CA_ADDR if not only or a[2] in only])
    d.p(street + ", " + city, "ADDRESS")
    d.t(joint if joint is not None else rng.choice(["  ", " ", ", ", "\n"]))
    d.p(ca_postal(rng, letter), "POSTAL_CODE")


def us_address(d, rng) -> None:
    d.p(rng.choice(US_ADDR), "ADDRESS")


def uk_address(d, rng) -> None:
    street, town = rng.choice(UK_ADDR)
    d.p(f"{street}, {town}", "ADDRESS").t(rng.choice([", ", " ", "\n"])).p(uk_postal(rng), "POSTAL_CODE")


def address(d, rng, jur: str) -> None:
    if jur == "ca":
        ca_address(d, rng)
    elif jur == "us":
        us_address(d, rng)
    elif jur == "uk":
        uk_address(d, rng)
    else:
        d.p(rng.choice(OTHER_ADDR.get(jur, OTHER_ADDR["ke"])), "ADDRESS")


MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
MOIS = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)
WORDS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
    "twenty-fourth",
    "twenty-fifth",
    "twenty-sixth",
    "twenty-seventh",
    "twenty-eighth",
)


def write_date(rng, y: int, m: int, dd: int, style: str | None = None) -> str:
    style = style or rng.choice(
        ["iso", "slash_ymd", "mon_abbr", "us_long", "uk_long", "words", "us_num", "dots", "fr"]
    )
    mon = MONTHS[m - 1]
    return {
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "slash_ymd": f"{y}/{m:02d}/{dd:02d}",
        "mon_abbr": f"{dd:02d}-{mon[:3]}-{y}",
        "us_long": f"{mon} {dd}, {y}",
        "uk_long": f"{dd} {mon} {y}",
        "words": f"the {WORDS[dd - 1]} day of {mon}, {y}",
        "us_num": f"{m:02d}/{dd:02d}/{y}",
        "dots": f"{dd:02d}.{m:02d}.{y}",
        "fr": f"{'1er' if dd == 1 else dd} {MOIS[m - 1]} {y}",
        "short": f"{mon[:3]}. {dd}, {y}",
    }[style]


def dob(rng, style: str | None = None, young: bool = False) -> str:
    lo, hi = (2006, 2021) if young else (1931, 2004)
    return write_date(rng, rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28), style)


def event_date(rng, style: str | None = None) -> str:
    return write_date(rng, rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28), style)


def put_dob(d, s: str) -> None:
    """A birth date span; a leading article stays outside the span."""
    if s.startswith("the "):
        d.t("the ")
        s = s[4:]
    d.p(s, "DATE_OF_BIRTH")


def put_event(d, s: str) -> None:
    """A date that is not a birth date (decoy)."""
    if s.startswith("the "):
        d.t("the ")
        s = s[4:]
    d.x(s, "non_birth_date")
