"""Gen: one case's random source, jurisdiction and helpers that return Doc parts."""

from __future__ import annotations

import datetime as dt

import r11_decoys as dk
import r11_ids as ids
from r11_contact import AREA, DOMAINS, INTL, JUR_LOCALES, MOIS, MONTHS
from r11_doc import D, Doc, S
from r11_names import ENTRIES, GENDERED, LOCALES, Person, ascii_fold
from r11_places import PLACE_NAMES, address


class Gen:
    def __init__(self, r, jur: str, fr: bool = False) -> None:
        self.r, self.jur, self.fr = r, jur, fr
        self.used: set[str] = set()

    def doc(self, kind: str, shape: str) -> Doc:
        return Doc(kind, shape, self.jur)

    def c(self, seq):
        return self.r.choice(seq)

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # ---- people ------------------------------------------------------------------------------------
    def person(self, loc: str | None = None) -> Person:
        for _ in range(50):
            if loc is None:
                pool = JUR_LOCALES[self.jur] if self.chance(0.55) else sorted(LOCALES)
                loc_ = self.c(pool)
            else:
                loc_ = loc
            entries = ENTRIES[loc_]
            gender, given, surname = self.c(entries)
            if loc_ not in GENDERED and self.chance(0.5):
                surname = self.c(entries)[2]
            if surname[1] not in self.used and given[1] not in self.used:
                self.used.update((surname[1], given[1]))
                return Person(loc_, gender, given[0], surname[0], given[1], surname[1])
        raise RuntimeError("ran out of names")

    def people(self, n: int, loc: str | None = None) -> list[Person]:
        return [self.person(loc) for _ in range(n)]

    # ---- contact -----------------------------------------------------------------------------------
    def _fill(self, pattern: str) -> str:
        out = pattern
        for n in (6, 5, 4, 3, 2, 1):
            while f"{{{n}}}" in out:
                out = out.replace(f"{{{n}}}", ids.rand_digits(self.r, n), 1)
        return out.replace("{a}", self.c("45789")).replace("{c}", self.c("3579"))

    def nanp(self, area_jur: str | None = None) -> tuple[int, str, str]:
        area = self.c(AREA[area_jur or (self.jur if self.jur in AREA else "ca")])
        while True:
            exch = f"{self.r.randint(2, 9)}{ids.rand_digits(self.r, 2)}"
            if exch != "555" and exch[1:] != "11":
                return area, exch, ids.rand_digits(self.r, 4)

    def phone(self, ext: bool = False, intl: str | None = None) -> S:
        jur = intl or self.jur
        if jur in INTL:
            pats = [x for x in INTL[jur] if x.startswith("+") or jur == self.jur]
            return S("PHONE", self._fill(self.c(pats)))
        a, e, n = self.nanp(jur if jur in AREA else None)
        text = self.c(
            [
                f"({a}) {e}-{n}",
                f"{a}-{e}-{n}",
                f"{a}.{e}.{n}",
                f"+1 {a} {e} {n}",
                f"1-{a}-{e}-{n}",
                f"{a} {e}-{n}",
                f"+1 ({a}) {e}-{n}",
            ]
        )
        if ext:
            text += self.c(
                [
                    f" ext. {self.r.randint(2, 899)}",
                    f" x{self.r.randint(10, 4999)}",
                    f", poste {self.r.randint(200, 7999)}",
                    f" ext {self.r.randint(2, 99)}",
                ]
            )
        return S("PHONE", text)

    def email(self, p: Person, work: str | None = None) -> S:
        g, s = ascii_fold(p.given_l).replace("-", ""), ascii_fold(p.surname_l).replace("-", "")
        g = g.strip(".") or "x"
        user = self.c(
            [
                f"{g}.{s}",
                f"{g[0]}{s}",
                f"{g}{s}{self.r.randint(1, 99)}",
                f"{g}_{s[:1]}",
                f"{s}.{g}",
                f"{g}{self.r.randint(70, 99)}",
                f"{g[0]}.{s}",
            ]
        )
        domain = work or self.c(DOMAINS.get(self.jur, DOMAINS["other"]))
        return S("EMAIL", f"{user}@{domain}")

    def url(self, p: Person) -> S:
        g, s = ascii_fold(p.given_l).replace(".", ""), ascii_fold(p.surname_l).replace(".", "")
        slug = f"{g}-{s}"
        return S(
            "URL",
            self.c(
                [
                    f"https://www.linkedin.com/in/{slug}-{ids.rand_digits(self.r, 3)}",
                    f"https://github.com/{g[0]}{s}",
                    f"https://www.facebook.com/{g}.{s}.{self.r.randint(1, 99)}",
                    f"https://www.instagram.com/{g}_{s}/",
                    f"https://{g}{s}.wordpress.com",
                    f"https://x.com/{s}{g[:3]}",
                    f"https://www.tiktok.com/@{g}{s}",
                    f"https://linktr.ee/{g}{s}",
                    f"www.{g}-{s}.ca/about",
                ]
            ),
        )

    def addr(self, multiline: bool = False) -> list:
        return address(self.r, self.jur, multiline)

    # ---- dates -------------------------------------------------------------------------------------
    def fmt(self, d: dt.date, style: str | None = None) -> str:
        if style is None:
            style = (
                "fr"
                if self.fr
                else self.c(
                    {
                        "us": ["long_us", "num_us", "long_us", "iso"],
                        "ca": ["long_us", "iso", "long_uk", "long_us"],
                    }.get(self.jur, ["long_uk", "num_uk", "long_uk", "abbr"])
                )
            )
        m = MONTHS[d.month - 1]
        suffix = "th" if 10 < d.day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return {
            "long_us": f"{m} {d.day}, {d.year}",
            "long_uk": f"{d.day} {m} {d.year}",
            "iso": d.isoformat(),
            "num_us": f"{d.month:02d}/{d.day:02d}/{d.year}",
            "num_uk": f"{d.day:02d}/{d.month:02d}/{d.year}",
            "fr": f"{'1er' if d.day == 1 else d.day} {MOIS[d.month - 1]} {d.year}",
            "ordinal": f"{d.day}{suffix} day of {m}, {d.year}",
            "abbr": f"{d.day:02d}-{m[:3]}-{d.year}",
            "short": f"{m[:3]}. {d.day}, {d.year}",
        }[style]

    def date(self, lo: int = 1940, hi: int = 2006) -> dt.date:
        return dt.date(self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28))

    def dob(self, style: str | None = None, d: dt.date | None = None) -> S:
        return S("DATE_OF_BIRTH", self.fmt(d or self.date(), style))

    def nd(self, style: str | None = None) -> D:
        return D("non_birth_date", self.fmt(self.date(2016, 2024), style))

    # ---- identifiers -------------------------------------------------------------------------------
    def sin(self) -> S:
        return S("SIN", ids.sin(self.r))

    def ssn(self) -> S:
        return S("SSN", ids.ssn(self.r))

    def cc(self) -> S:
        return S("CREDIT_CARD", ids.credit_card(self.r))

    def ip(self, v6: bool | None = None) -> S:
        v6 = self.chance(0.3) if v6 is None else v6
        return S("IP_ADDRESS", ids.ip6(self.r) if v6 else ids.ip4(self.r))

    def iban(self, country: str | None = None) -> S:
        country = country or {"uk": "GB", "ie": "IE"}.get(self.jur) if self.chance(0.7) else country
        return S("IBAN", ids.iban(self.r, country))

    def hc(self, p: Person, birth: dt.date | None = None, kind: str | None = None) -> list:
        kind = kind or self.c(["on", "on", "bc", "qc"])
        if kind == "on":
            parts = [S("HEALTH_CARD", ids.ohip(self.r), hc="on")]
            if self.chance(0.5):
                parts.append(
                    self.c([" ", "-", " "]) + "".join(self.c("ABCEGHJKLMNPRSTVWXYZ") for _ in range(2))
                )
            return parts
        if kind == "bc":
            return [S("HEALTH_CARD", ids.bc_phn(self.r), hc="bc")]
        birth = birth or self.date()
        return [S("HEALTH_CARD", ids.ramq(p.surname_l, p.given_l, birth, p.gender == "F", self.r), hc="qc")]

    def hc_label(self, kind: str) -> str:
        return {"on": "OHIP No.", "bc": "BC PHN", "qc": "No d'assurance maladie (RAMQ)"}[kind]

    def dl(self, p: Person) -> S:
        r, d = self.r, lambda n: ids.rand_digits(self.r, n)
        L = lambda: self.c("ABCDEFGHJKLMNPRSTVWXYZ")  # noqa: E731
        s0 = (ascii_fold(p.surname_l).upper().replace("-", "").replace(".", "") + "99999")[:5]
        forms = {
            "ca": [f"{s0[0]}{d(4)}-{d(5)}-{d(5)}", f"{s0[0]}{d(4)}-{d(6)}-{d(2)}", d(7), f"{d(6)}-{d(3)}"],
            "us": [
                f"{L()}{d(7)}",
                f"{d(3)} {d(3)} {d(3)}",
                d(8),
                f"{s0[0]}{d(3)}-{d(3)}-{d(2)}-{d(3)}-{d(1)}",
                f"WDL{L()}{d(2)}{L()}{L()}{d(3)}{L()}",
                f"{s0[0]} {d(3)} {d(3)} {d(3)} {d(3)}",
            ],
            "uk": [
                f"{s0}{r.randint(4, 9)}{r.randint(1, 12) + (50 if p.gender == 'F' else 0):02d}"
                f"{r.randint(1, 28):02d}{d(1)}{ascii_fold(p.given_l)[:1].upper()}9{d(1)}{L()}{L()}"
            ],
            "ie": [d(9)],
            "au": [d(8), d(9)],
            "nz": [f"{L()}{L()}{d(6)}"],
            "in": [f"MH12 20{d(2)}00{d(5)}", f"KA03 20{d(2)}00{d(5)}"],
            "ph": [f"N{d(2)}-{d(2)}-{d(6)}"],
            "ng": [f"LAG{d(5)}{L()}{L()}{d(2)}"],
            "za": [f"{d(10)}{L()}{L()}"],
        }
        return S("DRIVERS_LICENSE", self.c(forms.get(self.jur, forms["uk"])))

    def bank(self) -> list:
        if self.jur == "us":
            return [
                self.c(["routing no. ", "Routing: ", "ABA routing ", "routing # "]),
                S("BANK_ACCOUNT", ids.aba(self.r)),
                self.c([", account no. ", "; acct ", ", account "]),
                S("BANK_ACCOUNT", ids.rand_digits(self.r, self.c([9, 10, 12]))),
            ]
        return [S("BANK_ACCOUNT", ids.bank_ca(self.r))]

    # ---- decoys ------------------------------------------------------------------------------------
    def cite(self, with_cite: bool = True) -> list:
        name, cit, kind = self.c(dk.CASES[self.jur])
        return [D("case_name", name), ", ", D(kind, cit)] if with_cite else [D("case_name", name)]

    def statute(self) -> D:
        return D("statute", self.c(dk.STATUTES.get(self.jur, dk.STATUTES["other"])))

    def section(self) -> D:
        return D("section_ref", self.c(dk.SECTIONS.get(self.jur, dk.SECTIONS["other"])))

    def judge(self) -> D:
        key = "qc" if self.fr else self.jur if self.jur in ("ca", "us", "uk") else "other"
        form = self.c(dk.JUDGE_FORMS[key])
        return D("judge", form.format(s=self.c(dk.JUDGE_SURNAMES), g=self.c(dk.JUDGE_GIVEN)))

    def official(self, form: str | None = None) -> D:
        form = form or self.c(dk.OFFICIALS)
        return D(
            "official",
            form.format(
                s=self.c(dk.OFFICIAL_SURNAMES), g=self.c(dk.OFFICIAL_GIVEN), n=self.r.randint(1000, 99999)
            ),
        )

    def fileno(self) -> D:
        if self.fr:
            return D(
                "court_file_number",
                f"{self.c(['500', '200', '505', '550'])}-{self.c(['17', '22', '32', '04'])}-"
                f"{ids.rand_digits(self.r, 6)}-{self.r.randint(19, 24)}{self.r.randint(1, 9)}",
            )
        return D("court_file_number", dk.court_file(self.r, self.jur))

    def ref(self) -> list:
        while True:
            num = dk.ref_number(self.r)
            if not (len(num) == 11 and num[3] == " " and ids.luhn_ok(num)):
                return [self.c(dk.REF_LABELS) + " ", D("reference_number", num)]

    def k(self, kind: str) -> D:
        pools = {
            "public_figure": dk.PUBLIC_FIGURES,
            "historical_person": dk.HISTORICAL,
            "eponymous_org": dk.EPONYMOUS_ORGS,
            "law_firm": dk.LAW_FIRMS,
            "eponymous_place": dk.EPONYMOUS_PLACES,
            "eponymous_term": dk.DISEASES,
            "doctrine": dk.DOCTRINES,
            "product_version": dk.PRODUCTS,
            "latin_maxim": dk.LATIN,
            "institutional_email": dk.INST_EMAILS,
            "institutional_url": dk.INST_URLS,
            "bank_code": dk.BANK_CODES,
            "caps_heading": dk.CAPS_HEADINGS,
            "place_name": PLACE_NAMES[self.jur],
            "institutional_phone": dk.INST_PHONES.get(self.jur, dk.INST_PHONES["other"]),
        }
        kind_ = {"doctrine": "eponymous_term", "law_firm": "eponymous_org"}.get(kind, kind)
        return D(kind_, self.c(pools[kind]))

    def head(self, text: str) -> D:
        return D("caps_heading", text)

    # ---- references to people ----------------------------------------------------------------------
    def mr(self, p: Person, fr: bool | None = None) -> list:
        """A later mention: title (outside the span) and surname, or the short form alone."""
        fr = self.fr if fr is None else fr
        return [p.title(fr) + " ", p("ref")] if self.chance(0.7) else [p("ref")]

    def poss(self, p: Person) -> list:
        return [p("ref"), "'s"]

    def ncite(self, courts: list[str]) -> D:
        return D(
            "neutral_citation", f"{self.r.randint(2017, 2024)} {self.c(courts)} {self.r.randint(11, 8999)}"
        )
