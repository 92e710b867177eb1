"""`Gen`: one case's random source, jurisdiction, people, identifiers and decoys."""

from __future__ import annotations

import re

import r13_decoys as dec
import r13_ids as ids
import r13_places as pl
from r13_doc import D, S
from r13_gen_decoys import DecoyMixin
from r13_names import LOCALES, Person, make_person

POOLS = {
    "ca": ["en-CA"] * 7
    + ["fr-CA"] * 4
    + "zh-CN zh-HK pa hi gu ta ur ar fa tl ko vi it pt-BR pl uk so am ti iu oj moh mic en-JM ht es-CO ml si el hy ps mn ne".split(),
    "us": ["en-US"] * 8
    + ["es-MX"] * 3
    + "es-PE zh-CN ko vi tl hi te ar ru he ht haw sm to yo ig so am pl it ja km lo th es-CO pt-BR en-JM".split(),
    "uk": ["en-GB"] * 5 + "cy gd pl ro ur pa bn so yo ak lt lv it tr sq en-IE ga".split(),
    "ie": ["en-IE"] * 4 + ["ga"] * 2 + "pl lt lv pt-BR ro zh-CN hi ur".split(),
    "au": ["en-AU"] * 5 + "zh-CN vi el it ar hi ta si ko to sm fj mi".split(),
    "nz": ["en-NZ"] * 4 + ["mi"] * 2 + "sm to fj zh-CN hi ko tl".split(),
    "in": ["en-IN"] * 2 + "hi mr gu bn ta te kn ml pa ur ne".split(),
    "za": "af af zu zu xh xh en-GB so sw".split(),
    "sg": "zh-CN zh-CN ms ta en-GB tl hi zh-HK".split(),
    "ph": "tl tl tl tl en-US zh-CN".split(),
    "my": "ms ms ms zh-CN ta hi".split(),
    "ng": "yo yo ig ig ha ha".split(),
    "ke": "sw sw ki ki luo luo so".split(),
    "gh": "ak ak ak ha yo".split(),
    "jm": "en-JM en-JM en-JM en-JM zh-HK hi".split(),
    "tt": "en-TT en-TT en-TT hi zh-CN".split(),
    "bb": "en-JM en-TT en-GB en-GB".split(),
    "hk": "zh-HK zh-HK zh-HK zh-HK en-GB tl ur".split(),
}
OTHER_JURS = ("uk", "ie", "au", "nz", "in", "za", "sg", "ph", "my", "ng", "ke", "gh", "jm", "tt", "bb", "hk")
ALL_LOCS = sorted(LOCALES)
CA_PROVS = ["ON"] * 8 + ["BC"] * 3 + ["QC"] * 3 + ["AB"] * 2 + "MB SK NS NB NL PE NU NT".split()
AREA = {
    "ON": ("416", "647", "437", "905", "289", "519", "226", "613", "343", "705", "249", "807"),
    "BC": ("604", "778", "236", "250", "672"),
    "QC": ("514", "438", "450", "579", "418", "581", "819", "873"),
    "AB": ("403", "587", "780", "825"),
    "MB": ("204", "431"),
    "SK": ("306", "639"),
    "NS": ("902", "782"),
    "PE": ("902", "782"),
    "NB": ("506",),
    "NL": ("709",),
    "NU": ("867",),
    "NT": ("867",),
}
FOREIGN_PHONE = {
    "uk": ("+44 1{x3} {x6}", "01{x3} {x6}", "+44 7{x3} {x6}"),
    "ie": ("+353 {d1} {x3} {x4}", "08{d1} {x3} {x4}"),
    "au": ("+61 {d1} {x4} {x4}", "04{x2} {x3} {x3}"),
    "nz": ("+64 {d1} {x3} {x4}", "02{d1} {x3} {x4}"),
    "in": ("+91 9{x4} {x5}", "0{x2} {x4} {x4}"),
    "za": ("+27 {x2} {x3} {x4}", "08{d1} {x3} {x4}"),
    "sg": ("+65 9{x3} {x4}", "+65 6{x3} {x4}"),
    "ph": ("+63 917 {x3} {x4}", "0917 {x3} {x4}"),
    "my": ("+60 12-{x3} {x4}", "012-{x3} {x4}"),
    "ng": ("+234 803 {x3} {x4}", "0803 {x3} {x4}"),
    "ke": ("+254 722 {x3} {x3}", "0722 {x6}"),
    "gh": ("+233 24 {x3} {x4}", "024 {x3} {x4}"),
    "hk": ("+852 9{x3} {x4}", "+852 2{x3} {x4}"),
}
MONTHS = ("January February March April May June July August September October November December").split()
MOIS = ("janvier février mars avril mai juin juillet août septembre octobre novembre décembre").split()
WEBMAIL = {
    "ca": (
        "gmail.com",
        "outlook.com",
        "yahoo.ca",
        "sympatico.ca",
        "shaw.ca",
        "videotron.ca",
        "proton.me",
        "icloud.com",
    ),
    "us": ("gmail.com", "yahoo.com", "aol.com", "comcast.net", "icloud.com", "hotmail.com", "fastmail.com"),
    "other": ("gmail.com", "outlook.com", "yahoo.co.uk", "hotmail.com", "proton.me", "icloud.com"),
}


def _fmt_date(y: int, m: int, d: int, style: str) -> str:
    return {
        "iso": f"{y}-{m:02d}-{d:02d}",
        "long": f"{MONTHS[m - 1]} {d}, {y}",
        "dmy": f"{d} {MONTHS[m - 1]} {y}",
        "us": f"{m:02d}/{d:02d}/{y}",
        "uk": f"{d:02d}/{m:02d}/{y}",
        "short": f"{MONTHS[m - 1][:3]} {d}, {y}",
        "fr": f"{d} {MOIS[m - 1]} {y}",
        "dots": f"{d:02d}.{m:02d}.{y}",
    }[style]


class Gen(DecoyMixin):
    def __init__(self, rng, jur: str) -> None:
        self.r = rng
        self.jur = jur
        self.prov = rng.choice(CA_PROVS) if jur == "ca" else ""
        self.state = rng.choice(sorted(pl.US_TOWNS)) if jur == "us" else ""
        self.region = self.prov or self.state
        self.fr = False
        self._style = ""
        self.names: set[str] = set()

    # -- basics
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def n(self, a: int, b: int) -> int:
        return self.r.randint(a, b)

    def digits(self, k: int) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(k))

    # -- people
    def person(self, loc: str | None = None) -> Person:
        for _ in range(60):
            if loc:
                chosen = loc
            elif self.chance(0.55):
                chosen = self.pick(POOLS[self.jur])
            else:
                chosen = self.pick(ALL_LOCS)
            p = make_person(self.r, chosen)
            if p.latin not in self.names and p.family not in self.names:
                self.names.update((p.latin, p.family))
                return p
        return p

    def people(self, k: int) -> list[Person]:
        return [self.person() for _ in range(k)]

    @staticmethod
    def P(text: str, p: Person):
        return S(text, "PERSON", f"loc:{p.loc}")

    def full(self, p: Person, native_p: float = 0.7, western: bool = False):
        latin = p.western if western else p.latin
        if p.native and self.chance(native_p):
            if self.chance(0.7):
                return [self.P(p.native, p), " (", self.P(latin, p), ")"]
            return [self.P(latin, p), " (", self.P(p.native, p), ")"]
        return self.P(latin, p)

    def nm(self, p: Person):
        return self.P(p.latin, p)

    def later(self, p: Person):
        return self.P(p.later, p)

    def given(self, p: Person):
        return self.P(p.given, p)

    def caps(self, p: Person):
        return self.P(p.caps, p)

    def comma(self, p: Person):
        return self.P(p.comma, p)

    def init(self, p: Person):
        return self.P(p.initial_form, p)

    def initials(self, p: Person):
        return self.P(p.initials, p)

    def handle(self, p: Person):
        return self.P(p.handle, p)

    def title(self, p: Person, female: bool | None = None) -> str:
        if self.fr:
            return self.pick(("M. ", "Mme "))
        return self.pick(("Mr. ", "Ms. ", "Mx. ", "Dr. ", "Ms. ", "Mr. "))

    # -- dates
    def ymd(self, lo: int = 2019, hi: int = 2025) -> tuple[int, int, int]:
        return self.n(lo, hi), self.n(1, 12), self.n(1, 28)

    def style(self) -> str:
        if self.fr:
            return "fr"
        if self._style and self.chance(0.85):
            return self._style
        if self.jur == "us":
            choice = self.pick(("long", "us", "long", "short"))
        elif self.jur == "ca":
            choice = self.pick(("iso", "long", "dmy", "short"))
        else:
            choice = self.pick(("dmy", "uk", "dmy", "dots"))
        self._style = self._style or choice
        return choice

    def date(self, style: str | None = None):
        return D(_fmt_date(*self.ymd(), style or self.style()), "non_birth_date")

    def dob(self, style: str | None = None, lo: int = 1938, hi: int = 2011):
        return S(_fmt_date(*self.ymd(lo, hi), style or self.style()), "DATE_OF_BIRTH")

    # -- contact
    def _nanp(self, area: str | None = None) -> tuple[str, str, str]:
        if area is None:
            if self.jur == "ca":
                area = self.pick(AREA[self.prov])
            elif self.jur == "us":
                area = pl.US_TOWNS[self.state][2]
            else:
                area = self.pick(("416", "604", "406", "615"))
        while True:
            ex = f"{self.n(2, 9)}{self.n(0, 9)}{self.n(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        return area, ex, self.digits(4)

    def phone(self, ext: bool | None = None):
        if self.jur in FOREIGN_PHONE:
            shape = self.pick(FOREIGN_PHONE[self.jur])
            text = re.sub(
                r"\{(d1|x\d)\}",
                lambda m: str(self.n(1, 9)) if m.group(1) == "d1" else self.digits(int(m.group(1)[1])),
                shape,
            )
            return S(text, "PHONE")
        if self.jur in ("jm", "tt", "bb"):
            area = {"jm": "876", "tt": "868", "bb": "246"}[self.jur]
            a, e, l4 = self._nanp(area)
            return S(f"+1 {a} {e} {l4}", "PHONE")
        a, e, l4 = self._nanp()
        text = self.pick(
            (
                f"({a}) {e}-{l4}",
                f"{a}-{e}-{l4}",
                f"{a}.{e}.{l4}",
                f"+1 {a} {e} {l4}",
                f"1-{a}-{e}-{l4}",
                f"{a} {e} {l4}",
            )
        )
        if ext or (ext is None and self.chance(0.12)):
            text += (
                ", poste " + str(self.n(100, 4999))
                if self.fr
                else self.pick((" ext. ", " x", " ext ")) + str(self.n(2, 4999))
            )
        return S(text, "PHONE")

    def foreign_phone(self):
        j = self.pick(sorted(FOREIGN_PHONE))
        saved, self.jur = self.jur, j
        mark = self.phone()
        self.jur = saved
        if not mark.text.startswith("+"):
            return self.foreign_phone()
        return mark

    def email(self, p: Person):
        g, f = p.ascii_given.lower(), p.ascii_family.lower()
        local = self.pick(
            (f"{g}.{f}", f"{g[:1]}{f}", f"{f}.{g}{self.n(2, 99)}", f"{g}_{f}", f"{g}{f[:1]}{self.n(70, 99)}")
        )
        doms = WEBMAIL.get(self.jur, WEBMAIL["other"])
        return S(f"{local}@{self.pick(doms)}", "EMAIL")

    def url(self, p: Person):
        g, f = p.ascii_given.lower(), p.ascii_family.lower()
        text = self.pick(
            (
                f"https://www.linkedin.com/in/{g}-{f}-{self.n(10, 99)}a{self.n(1, 9)}",
                f"https://{g}{f}.ca",
                f"https://instagram.com/{g}.{f}{self.n(1, 99)}",
                f"https://github.com/{g[:1]}{f}",
                f"https://www.facebook.com/{g}.{f}.{self.n(100, 999)}",
                f"https://{f}-{g}.blog",
            )
        )
        return S(text, "URL")

    def addr(self, two_lines: bool = False):
        if self.jur == "ca":
            a, postal = pl.ca_address(self.r, self.prov, two_lines)
            sep = "\n" if two_lines and self.chance(0.5) else self.pick(("  ", " ", ", "))
            return [S(a, "ADDRESS"), sep, S(postal, "POSTAL_CODE")]
        if self.jur == "us":
            return S(pl.us_address(self.r, self.state, two_lines), "ADDRESS")
        a, post = pl.other_address(self.r, self.jur, two_lines)
        if self.jur == "uk":
            return [S(a, "ADDRESS"), "\n" if two_lines else ", ", S(post, "POSTAL_CODE")]
        return S(a, "ADDRESS")

    def ip(self):
        return S(ids.ipv6(self.r) if self.chance(0.25) else ids.ipv4(self.r), "IP_ADDRESS")

    # -- identifiers
    def sin(self):
        return S(ids.sin(self.r), "SIN")

    def ssn(self):
        return S(ids.ssn(self.r), "SSN")

    def card(self):
        brand, num = ids.card(self.r)
        return brand, S(num, "CREDIT_CARD")

    def iban(self, country: str | None = None):
        return S(ids.iban(self.r, country), "IBAN")

    def hc(self, p: Person):
        prov = self.prov if self.prov in ("ON", "BC", "QC") else "ON"
        if prov == "BC":
            return [S(ids.bc_phn(self.r), "HEALTH_CARD", "hc:bc")]
        if prov == "QC":
            y, m, d = self.ymd(1940, 2010)
            fam = (p.ascii_family.upper() + "XXX")[:3]
            text = ids.ramq(self.r, fam, p.ascii_given or "X", y, m, d, self.chance(0.5))
            return [S(text, "HEALTH_CARD", "hc:qc")]
        num, version = ids.ohip(self.r)
        return [
            S(num, "HEALTH_CARD", "hc:on"),
            self.pick((f" {version}", f"-{version}", f" (version {version})")),
        ]

    def dl(self, p: Person):
        return S(ids.drivers_licence(self.r, self.jur, self.region, p.ascii_family), "DRIVERS_LICENSE")

    def acct_ca(self):
        text, bank = ids.ca_account(self.r)
        return S(text, "BANK_ACCOUNT"), bank

    def acct(self):
        return S(ids.bare_account(self.r), "BANK_ACCOUNT")

    def aba(self):
        return D(ids.aba(self.r), "bank_code")

    def bic(self):
        return D(self.pick(dec.BICS), "bank_code")
