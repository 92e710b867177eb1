"""``Gen``: the random draws of one document (people, dates, contacts, identifiers, decoys)."""

from __future__ import annotations

import datetime as dt
import random

import r22_ids as ids
from r22_dates import DOC_STYLES, LOCALE_LANG, fmt
from r22_doc import D, S
from r22_names import CODES, LOCALES, Person, fold
from r22_places import FOREIGN, PROVINCES, STATES, STREETS_EN, STREETS_FR, STREETS_US

CA_POOL = "en-CA en-CA en-CA fr-CA en-US en-GB pa hi ta zh zh-TW ko tl ar fa ur vi iu cr oj moh it pt-PT uk pl".split()
US_POOL = (
    "en-US en-US en-US es-MX es-CO ht ko zh vi tl ar ru he yi am so hi gu chr haw sm pl it ig yo".split()
)
POSTAL_L = "ABCEGHJKLMNPRSTVWXYZ"
UK_AREAS = ["NN16", "S70", "TR1", "LA1", "DD4"]


def _split(s):
    return [
        t.strip().replace("_", " ") for t in s.replace("\n", "|").split("|" if "|" in s else " ") if t.strip()
    ]


class Gen:
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.hc: set[str] = set()
        self.used: set[str] = set()
        self.people: list[Person] = []
        key = "fr" if lang == "fr" else jur if jur in ("ca", "us") else "other"
        key = {"es": "es", "pt": "pt", "de": "de"}.get(lang, key)
        self.doc_style = self.rng.choice(DOC_STYLES[key])

    def memo(self, p, key, fn):
        """One value per person and field, so a person keeps one address, phone and e-mail."""
        store = p.__dict__.setdefault("memo", {})
        if key not in store:
            store[key] = fn()
        return store[key]

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    # people -------------------------------------------------------------
    def pool(self):
        if self.jur == "ca":
            return CA_POOL + (["fr-CA"] * 6 if self.region == "QC" else [])
        if self.jur == "us":
            return US_POOL
        return FOREIGN[self.jur][5].split()

    def person(self, local=0.6, sex=None):
        rng = self.rng
        for _ in range(50):
            loc = rng.choice(self.pool()) if rng.random() < local else rng.choice(CODES)
            info = LOCALES[loc]
            sx = sex or rng.choice("fm")
            given = rng.choice(info[sx])
            fam = None
            if info["fam"] and "1" not in info["flags"]:
                fams = info["fam"]
                if loc == "ms":
                    fams = [f for f in fams if f[1].startswith("binti" if sx == "f" else "bin ")] or fams
                n, lat = rng.choice(fams)
                if "/" in lat:
                    i = 1 if sx == "f" else 0
                    n, lat = n.split("/")[min(i, len(n.split("/")) - 1)], lat.split("/")[i]
                fam = (n, lat)
            toks = set(given[1].split()) | set(fam[1].split() if fam else [])
            if toks & self.used:
                continue
            self.used |= toks
            mid = rng.choice("ABCDEFGHJKLMNPRSTW") if loc.startswith("en") and rng.random() < 0.5 else None
            p = Person(loc, sx, given, fam, mid)
            self.people.append(p)
            return p
        raise RuntimeError("no fresh name")

    def title(self, p):
        if self.lang == "fr":
            return {"f": "Mme ", "m": "M. "}[p.sex]
        if self.lang == "es":
            return {"f": "Sra. ", "m": "Sr. "}[p.sex]
        if self.lang == "de":
            return {"f": "Frau ", "m": "Herrn "}[p.sex]
        return self.pick({"f": ["Ms. ", "Mrs. ", "Ms ", "Mx. "], "m": ["Mr. ", "Mr ", "Mx. "]}[p.sex])

    # dates --------------------------------------------------------------
    def birth(self, lo=1941, hi=2006):
        return dt.date(self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28))

    def dob(self, p, d=None):
        d = d or getattr(p, "dob", None) or self.birth()
        p.dob = d
        r = self.rng.random()
        lang = LOCALE_LANG.get(p.loc)
        if lang and r < 0.45:
            style = lang
        elif r < 0.6:
            style = self.pick(["words", "words_of", "ordinal", "ordinal_of", "upper", "abbr", "upper_us"])
        elif r < 0.72:
            style = self.pick(["fr", "es", "de", "pt", "it", "nl", "tl"])
        elif r < 0.8:
            style = self.pick(["iso", "us", "dmy", "dot", "dash", "compact", "us_short"])
        else:
            style = self.doc_style
        return S(fmt(d, style), "DATE_OF_BIRTH")

    def date(self, lo=2019, hi=2025):
        d = dt.date(self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28))
        return D(fmt(d, self.doc_style), "non_birth_date")

    # contacts -----------------------------------------------------------
    def nanp(self, areas):
        rng = self.rng
        area = rng.choice(_split(areas))
        while True:
            ex = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{rng.randint(0, 9999):04d}"
        s = rng.choice(
            [
                f"({area}) {ex}-{line}",
                f"{area}-{ex}-{line}",
                f"{area}.{ex}.{line}",
                f"+1 {area} {ex} {line}",
                f"1-{area}-{ex}-{line}",
            ]
        )
        if rng.random() < 0.12:
            s += rng.choice(
                [
                    f" ext. {rng.randint(10, 999)}",
                    f" x{rng.randint(100, 9999)}",
                    f", poste {rng.randint(10, 99)}",
                ]
            )
        return s

    def phone(self, p=None):
        if self.jur == "ca":
            return S(self.nanp(PROVINCES[self.region][1]), "PHONE")
        if self.jur == "us":
            return S(self.nanp(STATES[self.region][1]), "PHONE")
        plan = FOREIGN[self.jur][4]
        return S("".join(self.pick("23456789") if c == "#" else c for c in plan), "PHONE")

    def email(self, p):
        g, f = (
            fold(p.given).lower().replace(" ", "").replace("'", ""),
            fold(p.fam or "x").lower().replace(" ", "").replace("'", ""),
        )
        user = self.pick(
            [
                f"{g}.{f}",
                f"{g[0]}{f}",
                f"{f}{self.rng.randint(2, 99)}",
                f"{g}_{f[:4]}",
                f"{g}{p.dob.year % 100 if hasattr(p, 'dob') else 7}",
            ]
        )
        dom = self.pick(
            [
                "gmail.com",
                "outlook.com",
                "yahoo.ca",
                "icloud.com",
                "proton.me",
                "hotmail.com",
                "videotron.ca",
                "shaw.ca",
                "aol.com",
                "gmx.de",
            ]
        )
        return S(f"{user}@{dom}", "EMAIL")

    def url(self, p):
        g, f = (
            fold(p.given).lower().replace(" ", "-").replace("'", ""),
            fold(p.fam or "").lower().replace(" ", "-").replace("'", ""),
        )
        tpl = self.pick(
            [
                "https://www.linkedin.com/in/{g}-{f}-{n}",
                "https://www.facebook.com/{g}.{f}.{n}",
                "https://x.com/{g}{f}{n}",
                "https://www.instagram.com/{g}_{f}/",
                "https://{g}{f}.wordpress.com",
                "https://www.tiktok.com/@{g}.{f}{n}",
            ]
        )
        return S(tpl.format(g=g, f=f or "x", n=self.rng.randint(10, 9999)), "URL")

    def ip(self):
        return S(ids.ipv6(self.rng) if self.chance(0.2) else ids.ipv4(self.rng), "IP_ADDRESS")

    def address(self, p=None, split_postal=True):
        """ADDRESS (street to province/state/country); Canadian and UK postal codes as their own span."""
        rng = self.rng
        num = str(rng.randint(2, 9800))
        unit = rng.choice(
            [
                "",
                "",
                "",
                f"Apt {rng.randint(2, 1900)}, ",
                f"Unit {rng.randint(1, 40)}-",
                f"#{rng.randint(100, 2400)} - ",
            ]
        )
        if self.jur == "ca":
            towns, _, letters = PROVINCES[self.region]
            street = rng.choice(_split(STREETS_FR if self.region == "QC" else STREETS_EN))
            town = rng.choice(_split(towns))
            pc = f"{rng.choice(letters.split())}{rng.randint(0, 9)}{rng.choice(POSTAL_L)} {rng.randint(0, 9)}{rng.choice(POSTAL_L)}{rng.randint(0, 9)}"
            sep = rng.choice([", ", ", ", "\u00a0\u00a0"])
            addr = (
                f"{unit}{num} {street}, {town} {self.region}"
                if rng.random() < 0.6
                else f"{unit}{num} {street}, {town}, {self.region}"
            )
            return [S(addr, "ADDRESS"), sep, S(pc, "POSTAL_CODE")] if split_postal else [S(addr, "ADDRESS")]
        if self.jur == "us":
            towns, _, zips = STATES[self.region]
            street = rng.choice(_split(STREETS_US))
            z = f"{rng.choice(zips.split())}{rng.randint(0, 99):02d}" + (
                f"-{rng.randint(1, 9999):04d}" if rng.random() < 0.2 else ""
            )
            return [S(f"{unit}{num} {street}, {rng.choice(_split(towns))}, {self.region} {z}", "ADDRESS")]
        name, towns, streets, pat, *_ = FOREIGN[self.jur]
        town, street = rng.choice(towns.split("|")), rng.choice(streets.split("|"))
        if pat == "UK":
            pc = f"{rng.choice(UK_AREAS)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [S(f"{num} {street}, {town}", "ADDRESS"), ", ", S(pc, "POSTAL_CODE")]
        pc = "".join(
            str(rng.randint(0, 9)) if c == "9" else rng.choice("ABCDEFGHKLMNPRSTWXY") if c == "A" else c
            for c in pat
        )
        if self.jur in ("de", "fr", "es", "nl", "br", "mx"):
            return [S(f"{street} {num}, {pc} {town}, {name}", "ADDRESS")]
        return [S(f"{num} {street}, {town} {pc}, {name}", "ADDRESS")]

    # identifiers ----------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.rng), "SIN")

    def ssn(self):
        return S(ids.ssn(self.rng), "SSN")

    def card(self):
        return S(ids.card(self.rng), "CREDIT_CARD")

    def iban(self, country=None):
        c = (
            country
            or FOREIGN.get(self.jur, ("",) * 7)[6]
            or self.pick(["GB", "DE", "FR", "NL", "BE", "CH", "ES"])
        )
        return S(ids.iban(self.rng, c), "IBAN")

    def health(self, p):
        """A health card where the province writes one (ON, BC, QC); None elsewhere."""
        if self.jur != "ca" or self.region not in ("ON", "BC", "QC"):
            return None
        self.hc.add(self.region.lower())
        if self.region == "ON":
            return [
                S(ids.ohip(self.rng), "HEALTH_CARD"),
                f" {self.pick(['AB', 'KT', 'XM', 'HG'])}" if self.chance(0.6) else "",
            ]
        if self.region == "BC":
            return S(ids.bc_phn(self.rng), "HEALTH_CARD")
        return S(ids.ramq(self.rng, p, getattr(p, "dob", None) or self.birth()), "HEALTH_CARD")

    def licence(self, p):
        issuer = self.region if self.jur in ("ca", "us") else self.jur
        return S(ids.driver(self.rng, issuer, p, getattr(p, "dob", None) or self.birth()), "DRIVERS_LICENSE")

    def bank(self):
        rng = self.rng
        if self.jur == "ca" and rng.random() < 0.6:
            return S(
                f"{rng.randint(10000, 99999)}-{rng.choice(['001', '002', '003', '004', '006', '010', '815'])}-{ids.digits(rng, 7)}",
                "BANK_ACCOUNT",
            )
        return S(ids.digits(rng, rng.choice([7, 9, 10, 12])), "BANK_ACCOUNT")

    def routing(self):
        if self.jur == "us" or self.chance(0.3):
            return D(ids.aba(self.rng), "bank_code")
        return D(
            self.pick(
                [
                    "ROYCCAT2",
                    "TDOMCATTTOR",
                    "BOFMCAM2",
                    "DEUTDEFF",
                    "BARCGB22",
                    "AIBKIE2D",
                    "SBZAZAJJ",
                    "BKCHSGSG",
                ]
            ),
            "bank_code",
        )

    def amount(self):
        cur = {
            "ca": "$",
            "us": "$",
            "uk": "£",
            "ie": "€",
            "de": "€",
            "fr": "€",
            "es": "€",
            "nl": "€",
            "in": "₹",
            "ng": "₦",
            "ke": "KES ",
            "za": "R",
            "ph": "₱",
            "br": "R$ ",
            "mx": "MXN ",
        }.get(self.jur, "$")
        return f"{cur}{self.rng.randint(120, 98000):,}.{self.rng.randint(0, 99):02d}"
