"""`Gen`: one document's random source, jurisdiction, people and PII pickers."""

from __future__ import annotations

import random

import r14_ids as ids
import r14_places as pl
from r14_doc import S
from r14_gen_decoys import DecoyMixin
from r14_names import LOCALES, POOLS, Person
from r14_places import JUR_LOCALES, MAIL, MOIS, MONTHS, OTHER_JURS


class Gen(DecoyMixin):
    def __init__(self, seed: str, jurs: list[str] | None = None, fr: bool = False) -> None:
        self.r = r = random.Random(seed)
        if jurs:
            self.jur = r.choice(jurs)
        else:
            x = r.random()
            self.jur = "ca" if x < 0.36 else "us" if x < 0.57 else r.choice(OTHER_JURS)
        self.fr = fr
        if self.jur == "ca":
            self.prov = "QC" if fr else r.choice(sorted(pl.CA_PROV))
        elif self.jur == "us":
            self.prov = r.choice(sorted(pl.US_STATES))
        else:
            self.prov = self.jur.upper()
        self.date_style = r.randint(0, 6)
        self.used: set[tuple[str, str]] = set()

    # people -------------------------------------------------------------------------------------------------
    def person(self, loc: str | None = None) -> Person:
        r = self.r
        if loc is None:
            if self.fr and r.random() < 0.6:
                loc = "fr-CA"
            elif r.random() < 0.55:
                loc = r.choice(JUR_LOCALES[self.jur])
            else:
                loc = r.choice(LOCALES)
        script, order, later, given, family = POOLS[loc]
        for _ in range(12):
            g, f = r.choice(given), r.choice(family)
            if (g[0], f[0]) not in self.used:
                break
        self.used.add((g[0], f[0]))
        return Person(loc, script, order, later, g[0], f[0], g[1], f[1])

    def people(self, n: int) -> list[Person]:
        return [self.person() for _ in range(n)]

    def P(self, p: Person, form: str = "full") -> object:
        """A PERSON mark in one form; `first` adds the native-script name with the transliteration."""
        if form == "first":
            native = p.native()
            if native and self.r.random() < 0.8:
                a, b = (native, p.full()) if self.r.random() < 0.6 else (p.full(), native)
                return [S(a, "PERSON", p.loc), " (", S(b, "PERSON", p.loc), ")"]
            form = "full"
        text = {
            "full": p.full,
            "short": p.short,
            "caps": p.caps,
            "sg": p.sur_given,
            "init": p.init_surname,
            "inits": p.initials_only,
            "chat": p.chat,
            "handle": p.handle,
            "given": lambda: p.given,
            "family": lambda: p.family,
            "famcaps": lambda: p.family.upper(),
            "sgl": lambda: p.sur_given(False),
        }[form]()
        return S(text, "PERSON", p.loc)

    # dates ----------------------------------------------------------------------------------------------------
    def _date_text(self, y: int, m: int, d: int) -> str:
        if self.fr:
            return [f"{d} {MOIS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}"][
                self.date_style % 3
            ]
        mon = MONTHS[m - 1]
        if self.jur == "us":
            forms = [
                f"{m:02d}/{d:02d}/{y}",
                f"{mon} {d}, {y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{mon[:3]}. {d}, {y}",
            ]
        elif self.jur == "ca":
            forms = [f"{y}-{m:02d}-{d:02d}", f"{mon} {d}, {y}", f"{d:02d}-{mon[:3]}-{y}", f"{d} {mon} {y}"]
        else:
            forms = [
                f"{d} {mon} {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{d:02d}-{mon[:3]}-{y}",
                f"{d}th of {mon} {y}"
                if d in (4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28)
                else f"{d} {mon} {y}",
            ]
        return forms[self.date_style % len(forms)]

    def dob(self) -> object:
        r = self.r
        return S(self._date_text(r.randint(1931, 2012), r.randint(1, 12), r.randint(1, 28)), "DATE_OF_BIRTH")

    def dob_words(self) -> object:
        r = self.r
        ords = [
            "first",
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "ninth",
            "twelfth",
            "fifteenth",
            "twentieth",
        ]
        if self.fr:
            return S(
                f"{r.randint(2, 28)} {r.choice(MOIS)} mil neuf cent {r.choice(['soixante', 'quatre-vingt', 'cinquante-deux'])}",
                "DATE_OF_BIRTH",
            )
        return S(
            f"the {r.choice(ords)} day of {r.choice(MONTHS)}, {r.choice(['nineteen', 'nineteen'])} {r.choice(['sixty-two', 'seventy-eight', 'eighty-one', 'fifty-five', 'ninety'])}",
            "DATE_OF_BIRTH",
        )

    def date(self, lo: int = 2019, hi: int = 2026) -> object:
        r = self.r
        return self.D(
            self._date_text(r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)), "non_birth_date"
        )

    # contact --------------------------------------------------------------------------------------------------
    def _exch(self) -> str:
        while True:
            exch = f"{self.r.randint(2, 9)}{self.r.randint(0, 9)}{self.r.randint(0, 9)}"
            if exch != "555" and exch[1:] != "11":
                return exch

    def _nanp(self) -> str:
        r = self.r
        if self.jur == "ca":
            area = r.choice(pl.CA_AREA[self.prov])
        else:
            area = r.choice(pl.US_STATES[self.prov][1])
        exch = self._exch()
        line = f"{r.randint(0, 9999):04d}"
        form = r.randint(0, 5)
        out = [
            f"({area}) {exch}-{line}",
            f"{area}-{exch}-{line}",
            f"{area}.{exch}.{line}",
            f"+1 {area} {exch} {line}",
            f"1-{area}-{exch}-{line}",
            f"{area} {exch} {line}",
        ][form]
        if r.random() < 0.15:
            out += r.choice(
                [f" ext. {r.randint(10, 499)}", f" x{r.randint(10, 99)}"]
                if not self.fr
                else [f", poste {r.randint(200, 4999)}"]
            )
        return out

    def phone(self) -> object:
        r = self.r
        if self.jur in ("ca", "us"):
            if r.random() < 0.08:
                return S(
                    pl.OTHER_PHONE[r.choice(OTHER_JURS)].format(a=self._exch(), b=r.randint(1000, 9999)),
                    "PHONE",
                )
            return S(self._nanp(), "PHONE")
        return S(pl.OTHER_PHONE[self.jur].format(a=self._exch(), b=r.randint(1000, 9999)), "PHONE")

    def email(self, p: Person) -> object:
        r = self.r
        dom = r.choice(
            MAIL.get(self.jur, ["gmail.com", "outlook.com", "yahoo.co.uk", "hotmail.com", "icloud.com"])
        )
        local = r.choice(
            [
                p.handle(),
                p.handle("_"),
                p.handle("") + str(r.randint(7, 99)),
                p.handle()[0] + p.handle().split(".")[-1],
            ]
        )
        return S(f"{local.replace('-', '')}@{dom}", "EMAIL")

    def url(self, p: Person) -> object:
        r = self.r
        h = p.handle("-").replace("--", "-")
        return S(
            r.choice(
                [
                    f"https://www.linkedin.com/in/{h}-{r.randint(10, 99)}",
                    f"https://github.com/{p.handle('')}",
                    f"https://{p.handle('')}.com",
                    f"instagram.com/{p.handle('_')}",
                    f"https://www.facebook.com/{p.handle('.')}.{r.randint(1, 9)}",
                ]
            ),
            "URL",
        )

    def ip(self) -> object:
        return S(ids.ipv6(self.r) if self.r.random() < 0.2 else ids.ipv4(self.r), "IP_ADDRESS")

    def postal(self) -> object:
        r = self.r
        L, D2 = "ABCEGHJKLMNPRSTVWXYZ", "0123456789"
        if self.jur == "uk":
            return S(
                f"{r.choice(pl.UK)[1]} {r.choice(D2)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}",
                "POSTAL_CODE",
            )
        first = r.choice(pl.CA_PROV[self.prov][1]) if self.prov in pl.CA_PROV else r.choice("GHJ")
        return S(
            f"{first}{r.choice(D2)}{r.choice(L)} {r.choice(D2)}{r.choice(L)}{r.choice(D2)}", "POSTAL_CODE"
        )

    def address(self) -> list:
        """ADDRESS (plus a separate POSTAL_CODE for Canada and the UK) as a list of values."""
        r = self.r
        n = r.randint(2, 2899)
        if self.jur == "ca" and self.prov == "QC":
            apt = f"app. {r.randint(1, 12)}, " if r.random() < 0.4 else ""
            return [
                S(f"{apt}{n}, {r.choice(pl.QC_STREETS)}, {r.choice(pl.QC_TOWNS)} (Québec)", "ADDRESS"),
                " ",
                self.postal(),
            ]
        if self.jur == "ca":
            unit = f"Unit {r.randint(1, 40)}, " if r.random() < 0.25 else ""
            street = (
                f"RR {r.randint(1, 6)}, {r.randint(100, 9999)} Concession Road {r.randint(2, 14)}"
                if r.random() < 0.12
                else f"{n} {r.choice(pl.CA_STREETS)}"
            )
            return [
                S(f"{unit}{street}, {r.choice(pl.CA_PROV[self.prov][0])}, {self.prov}", "ADDRESS"),
                " ",
                self.postal(),
            ]
        if self.jur == "us":
            towns, _, z = pl.US_STATES[self.prov]
            apt = f", Apt {r.randint(1, 30)}{r.choice('ABCD')}" if r.random() < 0.3 else ""
            zc = (z + "".join(str(r.randint(0, 9)) for _ in range(5)))[:5]
            return [S(f"{n} {r.choice(pl.US_STREETS)}{apt}, {r.choice(towns)}, {self.prov} {zc}", "ADDRESS")]
        if self.jur == "uk":
            town, _ = r.choice(pl.UK)
            return [
                S(f"{r.randint(1, 140)} {r.choice(pl.UK_STREETS)}, {town}", "ADDRESS"),
                " ",
                self.postal(),
            ]
        return [S(r.choice(pl.OTHER[self.jur]).format(n=r.randint(1, 9)), "ADDRESS")]

    # identifiers ----------------------------------------------------------------------------------------------
    def sin(self) -> object:
        return S(ids.sin(self.r), "SIN")

    def ssn(self) -> object:
        return S(ids.ssn(self.r), "SSN")

    def card(self) -> object:
        return S(ids.card(self.r), "CREDIT_CARD")

    def iban(self, cc: str | None = None) -> object:
        return S(ids.iban(self.r, cc), "IBAN")

    def natid(self) -> object:
        """The national identifier that fits the jurisdiction (SIN, SSN) or None."""
        return self.sin() if self.jur == "ca" else self.ssn() if self.jur == "us" else None

    def health(self, p: Person) -> list:
        if self.prov == "QC":
            return [S(ids.ramq(self.r, p.family, p.given), "HEALTH_CARD", hc="qc")]
        if self.prov == "BC":
            return [S(ids.bc_phn(self.r), "HEALTH_CARD", hc="bc")]
        return [S(ids.ohip(self.r), "HEALTH_CARD", hc="on"), " ", self.r.choice(["AB", "KX", "TM", "HG"])]

    def dl(self) -> object:
        where = self.prov if self.jur in ("ca", "us") else pl.OTHER_DL.get(self.jur, "x")
        return S(ids.drivers_licence(self.r, where), "DRIVERS_LICENSE")

    def account(self) -> object:
        if self.jur == "ca" and self.r.random() < 0.7:
            return S(ids.ca_account(self.r), "BANK_ACCOUNT")
        return S(ids.bare_account(self.r), "BANK_ACCOUNT")

    def pick(self, seq):
        return self.r.choice(seq)

    def n(self, a: int, b: int) -> int:
        return self.r.randint(a, b)
