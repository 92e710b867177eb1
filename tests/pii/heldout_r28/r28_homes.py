"""Round-28 homes and contact details: addresses in each country's own shape (Canadian and UK postal codes kept
apart from the address), phones, e-mail addresses and profile links."""

from __future__ import annotations

import unicodedata

from r28_numbers import ca_postal, digits, local_phone, nanp, uk_postal
from r28_places import (
    AU_STATE,
    CA_ABBR,
    COUNTRIES,
    EN_STREETS,
    EN_TYPES,
    FR_STREETS,
    IE_COUNTY,
    IT_PROV,
    LOCAL_STREETS,
    PROVINCES,
    STATES,
    US_TYPES,
)

SPECIAL = {
    "ø": "o",
    "Ø": "O",
    "æ": "ae",
    "Æ": "AE",
    "ß": "ss",
    "ð": "d",
    "Ð": "D",
    "þ": "th",
    "Þ": "Th",
    "ł": "l",
    "Ł": "L",
    "đ": "d",
    "Đ": "D",
    "ı": "i",
    "ə": "e",
    "Ə": "E",
    "œ": "oe",
}


def fold(text):
    text = "".join(SPECIAL.get(ch, ch) for ch in text)
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def slug(text):
    return "".join(ch for ch in fold(text).lower() if ch.isalnum() and ch.isascii())


class Home:
    """Where a person lives: ``where`` is 'ca', 'us' or a country code; ``line`` the address (street to province,
    state or country); ``postal`` a Canadian or UK postal code kept apart; ``tail`` an unmarked ZIP code."""

    __slots__ = ("where", "region", "line", "postal", "tail", "town")

    def __init__(self, where, region, line, postal=None, tail=None, town=""):
        self.where, self.region, self.line, self.postal, self.tail, self.town = (
            where,
            region,
            line,
            postal,
            tail,
            town,
        )


def ca_home(rng, prov, french=None):
    name_en, name_fr, letters, _areas, towns, _w = PROVINCES[prov]
    town = rng.choice(towns.split("|"))
    n = rng.randint(3, 4980)
    french = (prov == "qc" or (prov == "nb" and rng.random() < 0.4)) if french is None else french
    if french:
        unit = f", app. {rng.randint(1, 24)}" if rng.random() < 0.3 else ""
        region = f"({name_fr})" if rng.random() < 0.6 else CA_ABBR[prov]
        line = f"{n}, {rng.choice(FR_STREETS)}{unit}, {town} {region}"
    else:
        unit = rng.choice(("", "", "", f"Unit {rng.randint(1, 30)}, ", f"Apt {rng.randint(101, 1806)}, "))
        region = CA_ABBR[prov] if rng.random() < 0.7 else name_en
        line = f"{unit}{n} {rng.choice(EN_STREETS)} {rng.choice(EN_TYPES)}, {town}, {region}"
    return Home("ca", prov, line, postal=ca_postal(rng, letters), town=town)


def us_home(rng, state):
    _name, _areas, towns, zips = STATES[state]
    town = rng.choice(towns.split("|"))
    unit = rng.choice(
        ("", "", f" Apt {rng.randint(1, 40)}", f" Unit {rng.choice('ABCDEF')}", f" #{rng.randint(100, 999)}")
    )
    line = f"{rng.randint(10, 19800)} {rng.choice(EN_STREETS)} {rng.choice(US_TYPES)}{unit}, {town}, {state}"
    zip5 = rng.choice(zips.split()) + digits(rng, 3)
    return Home("us", state, line, tail=zip5 if rng.random() < 0.8 else f"{zip5}-{digits(rng, 4)}", town=town)


def abroad_home(rng, country, named=False):
    """A home outside North America; ``named`` adds the country's English name at the end."""
    english, _local, towns, _cc, _lang = COUNTRIES[country]
    town = rng.choice(towns.split("|"))
    street = rng.choice(LOCAL_STREETS[country].split("|"))
    n = rng.randint(1, 240)
    postal = None
    if country == "sco":
        line, postal = f"{n} {street}, {town}" + (", Scotland" if named else ""), uk_postal(rng)
    elif country == "ie":
        key = f"{rng.choice('ADFHKNPRTVWXY')}{rng.randint(10, 99)}"
        eir = f"{key} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(0, 9)}{rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(0, 9)}"
        line = f"{n} {street}, {town}, Co. {IE_COUNTY[town]}, {eir}"
    elif country == "au":
        line = f"{n} {street}, {town} {AU_STATE[town]} {rng.randint(3000, 3999)}"
    elif country == "nz":
        line = f"{n} {street}, {town} {rng.randint(3100, 7999)}"
    elif country == "za":
        line = f"{n} {street}, {town}, {rng.randint(1000, 9999):04d}"
    elif country == "in":
        line = f"Flat {rng.randint(1, 12)}0{rng.randint(1, 9)}, {street}, {town} {rng.randint(400, 682)}{digits(rng, 3)}"
    elif country == "sg":
        line = f"Blk {rng.randint(100, 899)} {street}, #{rng.randint(2, 16):02d}-{rng.randint(10, 480)}, Singapore {rng.randint(400, 829)}{digits(rng, 3)}"
    elif country == "ph":
        line = f"{n} {street}, Brgy. {rng.choice(('San Roque', 'Malanday', 'Poblacion', 'Bagong Silang'))}, {town} {rng.randint(1100, 8000)}"
    elif country == "mx":
        line = f"{street} {n}, Col. {rng.choice(('Centro', 'Jardines', 'Las Flores', 'Del Valle'))}, C.P. {rng.randint(20000, 78999)}, {town}"
    elif country == "ar":
        line = f"{street} {n * 7}, piso {rng.randint(1, 9)} depto. {rng.choice('ABCD')}, {town}"
    elif country == "fr":
        line = f"{n} {street}, {rng.randint(10, 95)}{digits(rng, 3)} {town}"
    elif country == "lu":
        line = f"{n}, {street}, L-{rng.randint(1000, 9999)} {town}"
    elif country == "at":
        line = f"{street} {n}/{rng.randint(1, 14)}, {rng.randint(1010, 9999)} {town}"
    elif country == "it":
        line = f"{street} {n}, {rng.randint(10, 98)}{digits(rng, 3)} {town} {IT_PROV[town]}"
    elif country == "nl":
        line = f"{street} {n}, {rng.randint(1000, 9999)} {rng.choice('BCDGHJKLMNPRSTVWXZ')}{rng.choice('BCDGHJKLMNPRSTVWXZ')} {town}"
    elif country == "pt":
        line = f"{street}, {n}, {rng.randint(1, 6)}.º {rng.choice(('Esq.', 'Dto.'))}, {rng.randint(1000, 8999)}-{digits(rng, 3)} {town}"
    elif country == "se":
        line = f"{street} {n}, {rng.randint(100, 989)} {digits(rng, 2)} {town}"
    elif country == "de":
        line = f"{street} {n}, {rng.randint(10, 99)}{digits(rng, 3)} {town}"
    else:  # es
        line = f"{street}, {n}, {rng.randint(1, 8)}.º {rng.choice('ABCD')}, {rng.randint(10, 52):02d}{digits(rng, 3)} {town}"
    if named and country != "sco":
        line += f", {english}"
    return Home(country, None, line, postal=postal, town=town)


def phone(rng, home, in_north_america):
    """A phone number for ``home``; written internationally when the document is from another country."""
    if home.where == "ca":
        return nanp(rng, PROVINCES[home.region][3])
    if home.where == "us":
        return nanp(rng, STATES[home.region][1])
    return local_phone(rng, home.where, in_north_america or rng.random() < 0.3)


MAIL = {
    "ca": "gmail.com outlook.com hotmail.ca yahoo.ca icloud.com proton.me sympatico.ca rogers.com",
    "qc": "videotron.ca gmail.com outlook.com hotmail.com icloud.com",
    "us": "gmail.com yahoo.com aol.com comcast.net outlook.com icloud.com att.net",
    "sco": "btinternet.com gmail.com sky.com",
    "ie": "eircom.net gmail.com",
    "au": "bigpond.com gmail.com",
    "nz": "xtra.co.nz gmail.com",
    "za": "webmail.co.za gmail.com",
    "in": "rediffmail.com gmail.com",
    "sg": "singnet.com.sg gmail.com",
    "ph": "yahoo.com.ph gmail.com",
    "mx": "prodigy.net.mx gmail.com",
    "ar": "fibertel.com.ar gmail.com",
    "fr": "orange.fr free.fr laposte.net",
    "lu": "pt.lu gmail.com",
    "at": "gmx.at aon.at",
    "it": "libero.it tiscali.it",
    "nl": "ziggo.nl kpnmail.nl",
    "pt": "sapo.pt gmail.com",
    "se": "telia.com gmail.com",
    "de": "web.de gmx.de",
    "es": "telefonica.net gmail.com",
}


def email(rng, given, family, year, home):
    g, f = slug(given.split(" ")[0]) or "x", slug(family.split(" ")[-1]) or "y"
    local = rng.choice(
        (
            f"{g}.{f}",
            f"{g[0]}{f}{year % 100:02d}",
            f"{f}.{g}{rng.randint(1, 99)}",
            f"{g}_{f}",
            f"{g}{f[0]}{year}",
        )
    )
    key = "qc" if home.where == "ca" and home.region == "qc" else home.where
    return f"{local}@{rng.choice(MAIL[key].split())}"


def profile(rng, given, family):
    g, f = slug(given.split(" ")[0]) or "x", slug(family.split(" ")[-1]) or "y"
    return rng.choice(
        (
            f"https://www.linkedin.com/in/{g}-{f}-{rng.randint(10, 9999)}",
            f"https://github.com/{g[0]}{f}",
            f"https://www.instagram.com/{g}.{f}{rng.randint(1, 99)}",
            f"https://{g}{f}.wordpress.com",
            f"https://www.facebook.com/{g}.{f}.{rng.randint(2, 90)}",
            f"https://mastodon.social/@{g}{f}",
        )
    )
