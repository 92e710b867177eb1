"""Round-29 people: a ``Persona`` keeps one name, birth date, home, phone, e-mail, profile link, IP address and
identifier set through a document, and writes its first and later mentions and each field's value."""

from __future__ import annotations

import unicodedata

from r29_folk import SCRIPT, STOCK, TIGHT
from r29_geo import COUNTRIES, PROVINCES, home
from r29_ids import birth_day, card, date_text, health_card, iban, ipv4, ipv6, licence, sin, ssn
from r29_kit import gold
from r29_lookalikes import maker

CA_LOCALES = [
    "en_CA",
    "fr_CA",
    "iu_CA",
    "cr_CA",
    "fr_HT",
    "pa_IN",
    "zh_HK",
    "tl_PH",
    "ar_LB",
    "uk_UA",
    "ko_KR",
    "fa_IR",
    "ur_PK",
    "en_JM",
    "es_CO",
    "vi_VN",
    "ta_IN",
    "so_SO",
    "am_ET",
    "bo_CN",
    "km_KH",
    "fr_CM",
]
US_LOCALES = [
    "en_US",
    "es_MX",
    "es_DO",
    "es_CU",
    "es_GT",
    "haw_US",
    "zh_TW",
    "vi_VN",
    "ko_KR",
    "ru_RU",
    "hy_AM",
    "he_IL",
    "en_NG",
    "fr_HT",
    "bn_BD",
    "gu_IN",
    "th_TH",
    "lo_LA",
    "my_MM",
    "ja_KANA",
    "ka_GE",
    "el_GR",
]
ALL = sorted(SCRIPT)
MAIL = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "yahoo.ca",
    "videotron.ca",
    "icloud.com",
    "orange.fr",
    "web.de",
    "libero.it",
    "hotmail.es",
    "ziggo.nl",
    "sapo.pt",
    "mail.dk",
    "fastmail.fm",
]
EUROPE_IBAN = {"fr": "FR", "de": "DE", "it": "IT", "es": "ES", "nl": "NL", "pt": "PT", "dk": "DK", "ie": "IE"}
CODE_WORD = {
    "en": "bank code",
    "fr": "code banque",
    "es": "código",
    "de": "BLZ",
    "it": "ABI",
    "nl": "bankcode",
    "pt": "código",
    "da": "reg.nr.",
}


def ascii_of(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if c.isascii() and c.isalnum())


class Persona:
    def __init__(self, rng, loc, jur, region, family=None, adult=True, home_of=None):
        self.loc, self.jur = loc, jur
        stock = STOCK[loc]
        self.gender = rng.choice("mf")
        self.given, self.native_given = rng.choice(stock[self.gender])
        fam = family or rng.choice(stock["fam"])
        self.fam_entry = fam
        pick = 1 if self.gender == "f" else 0
        self.family = fam[0][pick]
        self.native_family = fam[1][pick] if fam[1] else None
        ff = stock["ff"]
        self.latin = f"{self.family} {self.given}" if ff else f"{self.given} {self.family}"
        self.native = None
        if self.native_given and self.native_family:
            tight = SCRIPT[loc] in TIGHT
            self.native = (
                (self.native_family + ("" if tight else " ") + self.native_given)
                if ff
                else f"{self.native_given} {self.native_family}"
            )
        self.birth = birth_day(rng, adult)
        if home_of is not None:
            self.home, self.region, self.hjur = home_of.home, home_of.region, home_of.hjur
        else:
            self.hjur = (
                jur if rng.random() > 0.08 or jur not in ("ca", "us") else rng.choice(sorted(COUNTRIES))
            )
            self.region = region if self.hjur == jur else None
            if self.hjur == "ca" and self.region is None:
                self.region = rng.choice(sorted(PROVINCES))
            self.home = home(rng, self.hjur, self.region)
        key = ascii_of(self.given).lower()[:10] or "user"
        self.email = f"{key}{rng.choice(['.', '_', ''])}{ascii_of(self.family).lower()[:12] or 'x'}{rng.randint(1, 99)}@{rng.choice(MAIL)}"
        self.url = (
            rng.choice(
                [
                    "https://www.linkedin.com/in/",
                    "https://github.com/",
                    "https://about.me/",
                    "https://mastodon.social/@",
                ]
            )
            + f"{key}{ascii_of(self.family).lower()[:8]}{rng.randint(2, 90)}"
        )
        self.ip = ipv4(rng) if rng.random() < 0.8 else ipv6(rng)
        self.card = card(rng)
        self.sin, self.ssn = sin(rng), ssn(rng)
        self.dl = licence(rng, self.hjur, self.region, self.family)
        hc_prov = PROVINCES[self.region][6] if self.hjur == "ca" else None
        self.hc = (hc_prov, *health_card(rng, hc_prov, self.family, self.given)) if hc_prov else None
        self.account = str(rng.randint(10**6, 10**12 - 1))
        self.iban = iban(rng, EUROPE_IBAN[self.hjur]) if self.hjur in EUROPE_IBAN else None

    def first(self, rng, caps=False):
        latin = self.latin.upper() if caps else self.latin
        if rng.random() < 0.2 and not caps and not STOCK[self.loc]["ff"]:
            latin = f"{self.family.upper() if rng.random() < 0.5 else self.family}, {self.given}"
        if self.native:
            pair = [gold(self.native, "PERSON", self.loc), " (", gold(latin, "PERSON", self.loc), ")"]
            if rng.random() < 0.5:
                pair = [gold(latin, "PERSON", self.loc), " (", gold(self.native, "PERSON", self.loc), ")"]
            return pair
        return [gold(latin, "PERSON", self.loc)]

    def later(self, rng):
        roll = rng.random()
        if roll < 0.3:
            return [
                rng.choice(["Mr. " if self.gender == "m" else "Ms. ", "Mx. ", ""]),
                gold(self.family, "PERSON", self.loc),
            ]
        if roll < 0.5:
            return [gold(self.given, "PERSON", self.loc)]
        if roll < 0.7 and self.given[0].isalpha():
            return [gold(f"{self.given[0]}. {self.family}", "PERSON", self.loc)]
        return [gold(self.latin, "PERSON", self.loc)]

    def dob(self, rng, lang, jur, sentence=False):
        return [gold(date_text(rng, self.birth, lang, jur, sentence), "DATE_OF_BIRTH")]

    def address(self, with_code=True):
        text, postal, zipc, _ = self.home
        out = [gold(text, "ADDRESS")]
        if with_code and postal:
            out += [" ", gold(postal, "POSTAL_CODE")]
        if zipc:
            out += [" " + zipc]
        return out

    def value(self, rng, field, lang, jur):
        if field == "name":
            return self.first(rng)
        if field == "dob":
            return self.dob(rng, lang, jur)
        if field == "addr":
            return self.address()
        if field == "postal":
            return [gold(self.home[1], "POSTAL_CODE")]
        if field == "phone":
            return [gold(self.home[3], "PHONE")]
        simple = {
            "email": ("EMAIL", self.email),
            "url": ("URL", self.url),
            "ip": ("IP_ADDRESS", self.ip),
            "sin": ("SIN", self.sin),
            "ssn": ("SSN", self.ssn),
            "dl": ("DRIVERS_LICENSE", self.dl),
            "iban": ("IBAN", self.iban),
            "card": ("CREDIT_CARD", self.card),
        }
        if field in simple:
            label, text = simple[field]
            return [gold(text, label)]
        if field == "hc":
            prov, number, version = self.hc
            return [gold(number, "HEALTH_CARD", card=prov)] + ([f" {version}"] if version else [])
        if field == "bank":
            return [
                gold(self.account, "BANK_ACCOUNT"),
                f" ({CODE_WORD[lang]} ",
                maker(rng, "bank_code", jur, lang),
                ")",
            ]
        raise KeyError(field)

    def fields(self, rng, extra):
        out = ["name", "dob", "addr", "phone"]
        ids = ["email", "url", "ip", "dl", "card"]
        if self.hjur == "ca":
            ids += ["sin", "sin", "bank"] + (["hc", "hc", "hc"] if self.hc else [])
        elif self.hjur == "us":
            ids += ["ssn", "ssn", "bank"]
        elif self.iban:
            ids += ["iban", "iban"]
        else:
            ids += ["bank"]
        chosen = []
        for f in rng.sample(ids, len(ids)):
            if f not in chosen and len(chosen) < extra:
                chosen.append(f)
        if self.home[1] and rng.random() < 0.15:
            chosen.append("postal")
        return out + chosen
