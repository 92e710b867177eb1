"""Gen: one document's random source, jurisdiction, people, identifiers and decoy pickers."""

from __future__ import annotations

import random
import unicodedata

import r12_decoys as dc
import r12_ids as ids
from r12_doc import D, Mark, S
from r12_names import LOCALES, Person, make_person
from r12_places import NANP, PLACES, address, town

POOLS = {
    "ca": "en-CA fr-CA pa zh-HK zh-CN tl ar ur hi it pt-BR oj moh mic iu uk pl so ta gu ko vi fa en-JM",
    "us": "en-US es-MX es-CO ko vi zh-CN tl haw sm to ar he ru el am ig yo hi te pl ja hy",
    "uk": "en-GB cy gd ur bn pa pl ro it yo so el tr gu",
    "ie": "en-IE ga pl lt lv pt-BR ro",
    "au": "en-AU el it vi zh-CN ko hi sm ar",
    "nz": "en-NZ mi sm to zh-CN ko hi",
    "in": "hi mr ta te ml bn gu pa en-IN ne",
    "sg": "zh-CN ms ta en-IN zh-TW",
    "hk": "zh-HK en-GB tl id",
    "za": "zu xh af en-GB ta",
    "ng": "yo ig ha",
    "ke": "ki luo sw so",
    "jm": "en-JM zh-HK hi",
    "ph": "tl zh-TW es-CO",
    "my": "ms zh-CN ta",
    "gh": "ak ha",
    "tt": "en-JM hi zh-CN",
}
ALL_LOCS = sorted(LOCALES)
MONTHS = [
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
]
MOIS = [
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
]
MAIL = [
    "gmail.com",
    "outlook.com",
    "yahoo.ca",
    "hotmail.co.uk",
    "icloud.com",
    "proton.me",
    "shaw.ca",
    "videotron.ca",
    "bigpond.com",
    "xtra.co.nz",
    "rediffmail.com",
    "yahoo.com",
    "live.com.my",
    "mweb.co.za",
]
FOREIGN = {
    "uk": ("+44", "07", [3, 6]),
    "ie": ("+353", "08", [1, 3, 4]),
    "au": ("+61", "04", [2, 3, 3]),
    "nz": ("+64", "02", [1, 3, 4]),
    "in": ("+91", "9", [4, 5]),
    "sg": ("+65", "9", [3, 4]),
    "hk": ("+852", "6", [3, 4]),
    "za": ("+27", "08", [1, 3, 4]),
    "ng": ("+234", "080", [1, 3, 4]),
    "ke": ("+254", "07", [2, 3, 3]),
    "ph": ("+63", "09", [2, 3, 4]),
    "my": ("+60", "01", [1, 3, 4]),
    "gh": ("+233", "02", [1, 3, 4]),
}


def ascii_name(text: str) -> str:
    flat = unicodedata.normalize(
        "NFKD", text.replace("ø", "o").replace("ß", "ss").replace("ð", "d").replace("þ", "th")
    )
    return "".join(c for c in flat if c.isascii() and c.isalnum()).lower()


class Gen:
    def __init__(self, seed: int, jur: str) -> None:
        self.rng = random.Random(seed)
        self.jur = jur
        self.used: set[str] = set()
        self.introduced: set[str] = set()
        city, region, area = town(self.rng, "us" if jur == "us" else "ca")
        self.city, self.region, self.area = city, region, area

    def pick(self, items):
        return self.rng.choice(items)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # people -----------------------------------------------------------------------------------------
    def person(self, loc: str = "", female: bool | None = None) -> Person:
        rng = self.rng
        for _ in range(40):
            code = loc or (
                rng.choice(POOLS[self.jur].split()) if rng.random() < 0.55 else rng.choice(ALL_LOCS)
            )
            fem = rng.random() < 0.5 if female is None else female
            p = make_person(LOCALES[code], rng.randint(0, 9), rng.randint(0, 9), fem)
            if p.sur not in self.used and p.given not in self.used:
                self.used.update((p.sur, p.given))
                return p
        return p

    def people(self, n: int) -> list[Person]:
        return [self.person() for _ in range(n)]

    def N(self, p: Person, form: str = "full") -> Mark | list:
        if form == "full" and p.native() and p.full() not in self.introduced:
            self.introduced.add(p.full())
            if self.chance(0.8):
                return self.first(p)
        text = {
            "full": p.full(),
            "native": p.native() or p.full(),
            "sur": p.sur,
            "given": p.given,
            "call": p.call(),
            "caps": p.full().upper(),
            "SG": p.sur_given(True),
            "Sg": p.sur_given(False),
            "init": p.initials(),
            "nick": p.nick or p.given,
            "lower": ascii_name(p.given) or p.given.lower(),
            "surcaps": p.sur.upper(),
        }[form]
        return S(text, "PERSON", loc=p.loc)

    def first(self, p: Person) -> list:
        self.introduced.add(p.full())
        if p.native() and self.chance(0.85):
            shape = self.rng.randint(0, 2)
            if shape == 0:
                return [self.N(p, "native"), " (", self.N(p), ")"]
            if shape == 1:
                return [self.N(p), " (", self.N(p, "native"), ")"]
            return [self.N(p), " / ", self.N(p, "native")]
        return [self.N(p)]

    def later(self, p: Person) -> Mark:
        return self.N(p, self.pick(["call", "call", "call", "full", "init"]))

    def title(self, p: Person) -> str:
        if self.jur in ("uk", "ie", "au", "nz", "za"):
            return self.pick(["Mrs", "Ms", "Miss"]) if p.female else "Mr"
        return self.pick(["Mrs.", "Ms.", "Ms."]) if p.female else "Mr."

    def tn(self, p: Person) -> list:
        return [self.title(p) + " ", self.N(p, "call")]

    # dates ------------------------------------------------------------------------------------------
    def date_text(self, y: int, m: int, d: int, style: str = "") -> str:
        style = style or self.pick(
            {"us": ["us", "us", "iso", "slash_us"], "ca": ["us", "iso", "uk", "us"]}.get(
                self.jur, ["uk", "uk", "dmy", "iso"]
            )
        )
        return {
            "us": f"{MONTHS[m - 1]} {d}, {y}",
            "uk": f"{d} {MONTHS[m - 1]} {y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "slash_us": f"{m:02d}/{d:02d}/{y}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "fr": f"{d} {MOIS[m - 1]} {y}",
            "abbr": f"{MONTHS[m - 1][:3]}. {d}, {y}",
            "dmon": f"{d:02d}-{MONTHS[m - 1][:3].upper()}-{y}",
            "dot": f"{d:02d}.{m:02d}.{y}",
        }[style]

    def ymd(self, lo: int, hi: int) -> tuple[int, int, int]:
        return self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28)

    def dob(self, style: str = "", ymd: tuple | None = None) -> Mark:
        y, m, d = ymd or self.ymd(1941, 2011)
        return S(self.date_text(y, m, d, style), "DATE_OF_BIRTH")

    def date(self, style: str = "") -> Mark:
        return D(self.date_text(*self.ymd(2014, 2024), style), "non_birth_date")

    # contact ----------------------------------------------------------------------------------------
    def _nanp(self, area: str) -> str:
        rng = self.rng
        while True:
            ex = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{rng.randint(0, 9999):04d}"
        fmt = rng.choice(
            ["({a}) {e}-{n}", "{a}-{e}-{n}", "{a}.{e}.{n}", "+1 {a} {e} {n}", "1-{a}-{e}-{n}", "{a} {e}-{n}"]
        )
        out = fmt.format(a=area, e=ex, n=line)
        if rng.random() < 0.15:
            out += rng.choice(
                [
                    f" ext. {rng.randint(100, 4999)}",
                    f" x{rng.randint(10, 999)}",
                    f", poste {rng.randint(200, 3999)}",
                ]
            )
        return out

    def _foreign(self, code: str, plus: bool) -> str:
        cc, trunk, groups = FOREIGN[code]
        rng = self.rng
        rest = [ids.digits(rng, n) for n in groups]
        rest[0] = str(rng.randint(1, 9)) + rest[0][1:]
        if plus:
            return (
                f"{cc} {trunk.lstrip('0')}{' '.join(rest)}" if trunk.lstrip("0") else f"{cc} {' '.join(rest)}"
            )
        return f"{trunk}{' '.join(rest)}"

    def phone(self, foreign: bool = False) -> Mark:
        if self.jur in ("ca", "us"):
            if foreign:
                return S(self._foreign(self.pick(sorted(FOREIGN)), True), "PHONE")
            area = self.area if self.chance(0.6) else town(self.rng, self.jur)[2]
            return S(self._nanp(area), "PHONE")
        if self.jur in NANP:
            return S(self._nanp(self.pick(NANP[self.jur])), "PHONE")
        if self.jur == "tt":
            return S(self._nanp("868"), "PHONE")
        return S(self._foreign(self.jur, self.chance(0.4)), "PHONE")

    def email(self, p: Person) -> Mark:
        g, s = ascii_name(p.given) or "pn", ascii_name(p.sur) or "x"
        local = self.pick(
            [
                f"{g}.{s}",
                f"{g[0]}{s}{self.rng.randint(1, 99)}",
                f"{s}_{g}",
                f"{g}{s[:3]}",
                f"{g}.{s}.{self.rng.randint(70, 99)}",
            ]
        )
        return S(f"{local}@{self.pick(MAIL)}", "EMAIL")

    def url(self, p: Person) -> Mark:
        g, s = ascii_name(p.given) or "pn", ascii_name(p.sur) or "x"
        return S(
            self.pick(
                [
                    f"https://www.linkedin.com/in/{g}-{s}-{self.rng.randint(1000, 9999):x}",
                    f"https://www.facebook.com/{g}.{s}.{self.rng.randint(10, 999)}",
                    f"https://{g}{s}.ca",
                    f"instagram.com/{g}_{s}",
                    f"https://github.com/{g[0]}{s}",
                    f"https://{s}{g[0]}.substack.com",
                    f"www.tiktok.com/@{g}{s}{self.rng.randint(1, 99)}",
                ]
            ),
            "URL",
        )

    def addr(self, two_line: bool = False, jur: str = "", region: str = "") -> list:
        return address(self.rng, jur or self.jur, two_line, region)

    # identifiers ------------------------------------------------------------------------------------
    def sin(self) -> Mark:
        return S(ids.sin(self.rng), "SIN")

    def ssn(self) -> Mark:
        return S(ids.ssn(self.rng), "SSN")

    def natid(self) -> tuple[str, Mark | None]:
        if self.jur == "ca":
            return self.pick(["SIN", "Social Insurance Number", "S.I.N."]), self.sin()
        if self.jur == "us":
            return self.pick(["SSN", "Social Security No.", "SS#"]), self.ssn()
        return "", None

    def cc(self) -> Mark:
        return S(ids.credit_card(self.rng), "CREDIT_CARD")

    def iban(self, country: str = "") -> Mark:
        country = country or {"uk": "GB", "ie": "IE"}.get(self.jur, "") or self.pick(sorted(ids.IBAN_SHAPE))
        return S(ids.iban(self.rng, country), "IBAN")

    def ip(self) -> Mark:
        return S(ids.ipv6(self.rng) if self.chance(0.15) else ids.ipv4(self.rng), "IP_ADDRESS")

    def hc(self, p: Person, kind: str = "", dob: tuple | None = None) -> Mark:
        kind = kind or self.pick(["on", "bc", "qc"])
        if kind == "on":
            return S(ids.ohip(self.rng), "HEALTH_CARD", hc="on")
        if kind == "bc":
            return S(ids.bc_phn(self.rng), "HEALTH_CARD", hc="bc")
        y, m, d = dob or self.ymd(1945, 2010)
        return S(
            ids.ramq(self.rng, ascii_name(p.sur), ascii_name(p.given), y, m, d, p.female),
            "HEALTH_CARD",
            hc="qc",
        )

    def dl(self, p: Person) -> Mark:
        region = {
            "ca": self.region if self.region in ("ON", "QC", "BC", "AB", "MB", "SK") else "ON",
            "us": self.region if self.region in ("NY", "TX", "FL") else "CA-US",
            "uk": "UK",
        }.get(self.jur, "X")
        return S(ids.drivers_licence(self.rng, region, ascii_name(p.sur)), "DRIVERS_LICENSE")

    def acct(self) -> Mark:
        if self.jur == "ca":
            return S(ids.ca_account(self.rng), "BANK_ACCOUNT")
        return S(ids.digits(self.rng, self.rng.randint(8, 12)), "BANK_ACCOUNT")

    def bare_acct(self) -> Mark:
        return S(str(self.rng.randint(1, 9)) + ids.digits(self.rng, self.rng.randint(6, 11)), "BANK_ACCOUNT")

    # decoys -----------------------------------------------------------------------------------------
    def _j(self, table: dict, other: str = "other") -> list:
        return table.get(self.jur) or table.get(other) or table["ca"]

    def judge(self) -> Mark:
        return D(self.pick(self._j(dc.JUDGES)), "judge")

    def member(self) -> Mark:
        return D(self.pick(dc.MEMBERS), "judge")

    def official(self) -> Mark:
        return D(self.pick(dc.OFFICIALS), "official")

    def pub(self) -> Mark:
        return D(self.pick(dc.PUBLIC), "public_figure")

    def hist(self) -> Mark:
        return D(self.pick(dc.HISTORICAL), "historical_person")

    def eorg(self) -> Mark:
        return D(self.pick(dc.EPONYM_ORGS), "eponymous_org")

    def eplace(self) -> Mark:
        return D(self.pick(dc.EPONYM_PLACES), "eponymous_place")

    def eterm(self) -> Mark:
        return D(self.pick(dc.EPONYM_TERMS), "eponymous_term")

    def case(self, sep: str = ", ") -> list:
        name, cite, kind = self.pick(self._j(dc.CASES, "ca"))
        return [D(name, "case_name"), sep, D(cite, kind)]

    def statute(self) -> Mark:
        return D(self.pick(self._j(dc.STATUTES, "ca")), "statute")

    def sec(self) -> Mark:
        return D(self.pick(dc.SECTIONS), "section_ref")

    def fileno(self) -> Mark:
        return D(self.pick(dc.FILE_NOS), "court_file_number")

    def ref(self) -> Mark:
        return D(self.pick(dc.REFS), "reference_number")

    def maxim(self) -> Mark:
        return D(self.pick(dc.MAXIMS), "latin_maxim")

    def place(self) -> Mark:
        return D(self.pick(PLACES[self.jur]), "place_name")

    def product(self) -> Mark:
        return D(self.pick(dc.PRODUCTS), "product_version")

    def iemail(self) -> Mark:
        return D(self.pick(dc.INST_EMAILS), "institutional_email")

    def iurl(self) -> Mark:
        return D(self.pick(dc.INST_URLS), "institutional_url")

    def iphone(self) -> Mark:
        return D(self.pick(self._j(dc.INST_PHONES)), "institutional_phone")

    def bank_code(self) -> Mark:
        if self.jur == "us" or (self.jur not in dc.BANK_CODES and self.chance(0.3)):
            return D(ids.aba(self.rng), "bank_code")
        return D(self.pick(self._j(dc.BANK_CODES)), "bank_code")

    def H(self, text: str) -> Mark:
        return D(text, "caps_heading")
