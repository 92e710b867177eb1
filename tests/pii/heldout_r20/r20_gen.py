"""`Gen`: one document's people, name mentions, dates, contact details and identifiers."""

from __future__ import annotations

import random

import r20_ids as ids
from r20_doc import S
from r20_gen_decoys import DecoyMixin
from r20_names import CODES, LOCALES, Person, fold
from r20_places import CA_STREETS, FOREIGN, PROVINCES, QC_STREETS, STATES, US_STREETS

MONTHS = "January February March April May June July August September October November December".split()
MOIS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
CA_POOL = "en-CA fr-CA pa hi ur zh-CN zh-HK tl ar fa ko vi it pt-PT uk ru so am ti iu cr oj moh mic ta gu es-CO ht el pl".split()
US_POOL = "en-US es-MX es-US es-PR es-CU es-DO es-SV es-GT vi zh-CN ko tl hi ar he so haw sm nv dak chr en-JM ht yo ig am ru".split()
QC_POOL = "fr-CA fr-CA fr-CA ht ar es-CO vi fr it pt-PT el".split()
MACHINE = {"akoma_ntoso", "niem_ecf_xml", "xliff", "fdf_form"}
_PC = "ABCEGHJKLMNPRSTVWXYZ"


class Gen(DecoyMixin):
    def __init__(self, seed: str, kind: str, shape: str, jur: str, region: str | None, lang: str):
        self.r = random.Random(seed)
        self.kind, self.shape, self.jur, self.region, self.lang = kind, shape, jur, region, lang
        self.tokens: set[str] = set()
        self.locs: set[str] = set()
        self.hc: set[str] = set()
        self.people: list[Person] = []
        if jur == "ca":
            self.pool = QC_POOL if region == "QC" else CA_POOL
        elif jur == "us":
            self.pool = US_POOL
        else:
            self.pool = FOREIGN[jur][5].split()
        self.pool = [c for c in self.pool if c in LOCALES]
        r = self.r
        if shape in MACHINE:
            self.dstyle = "iso"
        elif lang == "fr":
            self.dstyle = "fr"
        elif jur == "us":
            self.dstyle = r.choice(["us", "long", "us"])
        elif jur == "ca":
            self.dstyle = r.choice(["iso", "long", "dlong", "dmon"])
        else:
            self.dstyle = r.choice(["dmy", "dlong", "dmon"])

    # -- people ---------------------------------------------------------------------------------------
    def person(self, loc: str | None = None, female: bool | None = None, age=(24, 78)) -> Person:
        r = self.r
        for _ in range(400):
            code = loc or (r.choice(self.pool) if r.random() < 0.55 else r.choice(CODES))
            lc = LOCALES[code]
            fem = r.random() < 0.5 if female is None else female
            gn = r.choice(lc.female if fem else lc.male)
            if lc.order == "n":
                fam = (None, "")
            else:
                i = r.randrange(len(lc.family))
                fam = (lc.family_f if fem else lc.family)[i]
            p = Person(code, fem, gn[1], fam[1], gn[0], fam[0])
            if p.tokens() & self.tokens:
                continue
            year = 2024 - r.randint(*age)
            p.dob = (year, r.randint(1, 12), r.randint(1, 28))
            self.tokens |= p.tokens()
            self.people.append(p)
            return p
        raise RuntimeError("no fresh name")

    def child(self) -> Person:
        return self.person(age=(2, 17))

    def _s(self, p: Person, text: str):
        self.locs.add(p.loc)
        return S(text, "PERSON")

    def full(self, p: Person, native: float = 0.8):
        """First full mention: a native-script name beside its transliteration, either order."""
        nat = p.native()
        if nat and self.r.random() < native:
            self.locs.add(p.loc)
            if self.r.random() < 0.7:
                return [S(nat, "PERSON"), " (", S(p.full(), "PERSON"), ")"]
            return [S(p.full(), "PERSON"), " (", S(nat, "PERSON"), ")"]
        return self._s(p, p.full())

    def nm(self, p: Person):
        return self._s(p, p.full())

    def later(self, p: Person):
        return self._s(p, p.later())

    def given(self, p: Person):
        return self._s(p, p.first())

    def sur(self, p: Person):
        return self._s(p, p.surname())

    def caps(self, p: Person):
        return self._s(p, p.caps())

    def inv(self, p: Person, caps: bool = True):
        return self._s(p, p.inverted(caps))

    def ini(self, p: Person):
        return self._s(p, p.initial())

    def inits(self, p: Person):
        return self._s(p, p.initials())

    def ref(self, p: Person):
        """A later mention in running text: title + surname, surname, or the given-name custom."""
        if p.L.later == "s" and p.family and self.r.random() < 0.5:
            return [self.title(p) + " ", self._s(p, p.family)]
        return self.later(p)

    def title(self, p: Person) -> str:
        if self.lang == "fr":
            return "Mme" if p.female else "M."
        return self.r.choice(["Ms.", "Ms."]) if p.female else "Mr."

    def titled(self, p: Person):
        return [self.title(p) + " ", self.nm(p)]

    # -- dates ----------------------------------------------------------------------------------------
    def fmt(self, y: int, m: int, d: int) -> str:
        st = self.dstyle
        if st == "iso":
            return f"{y}-{m:02d}-{d:02d}"
        if st == "us":
            return f"{m:02d}/{d:02d}/{y}"
        if st == "long":
            return f"{MONTHS[m - 1]} {d}, {y}"
        if st == "dmy":
            return f"{d:02d}/{m:02d}/{y}"
        if st == "dmon":
            return f"{d:02d}-{MONTHS[m - 1][:3]}-{y}"
        if st == "fr":
            return f"{'1er' if d == 1 else d} {MOIS[m - 1]} {y}"
        return f"{d} {MONTHS[m - 1]} {y}"

    def dob(self, p: Person):
        return S(self.fmt(*p.dob), "DATE_OF_BIRTH")

    def ymd(self, lo: int = 2021, hi: int = 2024) -> tuple[int, int, int]:
        return (self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28))

    # -- contact details ------------------------------------------------------------------------------
    def _nanp(self, area: str, ext: bool = True) -> str:
        r = self.r
        while True:
            ex = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{r.randint(0, 9999):04d}"
        form = r.choice(["({a}) {e}-{l}", "{a}-{e}-{l}", "{a}.{e}.{l}", "+1 {a} {e} {l}", "1-{a}-{e}-{l}"])
        out = form.format(a=area, e=ex, l=line)
        if ext and r.random() < 0.12:
            out += r.choice(
                [f" ext. {r.randint(10, 999)}", f" x{r.randint(10, 99)}"]
                + ([f", poste {r.randint(100, 4999)}"] if self.lang == "fr" else [])
            )
        return out

    def area(self) -> str:
        if self.jur == "ca":
            return self.r.choice(PROVINCES[self.region or "ON"][2].split())
        return self.r.choice(STATES[self.region or "NY"][2].split())

    def phone(self):
        r = self.r
        if self.jur in ("ca", "us"):
            return S(self._nanp(self.area()), "PHONE")
        pat = FOREIGN[self.jur][4]
        return S("".join(r.choice("0123456789") if c == "#" else c for c in pat), "PHONE")

    def email(self, p: Person):
        r = self.r
        g = fold(p.first()).lower().replace("'", "").replace(" ", "")
        f = fold(p.family or p.given).lower().replace("'", "").replace(" ", "").replace("-", "")
        local = r.choice(
            [
                f"{g}.{f}",
                f"{g[0]}{f}",
                f"{f}.{g}{r.randint(1, 99)}",
                f"{g}{f[:1]}{p.dob[0] % 100:02d}",
                f"{g}_{f}",
            ]
        )
        if self.jur in ("ca", "us") or r.random() < 0.5:
            dom = r.choice(self.MAIL)
        else:
            dom = r.choice(["gmail.com", "outlook.com", "yahoo.com"])
        return S(f"{local}@{dom}", "EMAIL")

    def url(self, p: Person):
        h = p.handle().replace(".", self.r.choice(["-", ".", ""]))
        return S(self.r.choice(self.PROFILE).format(h=h), "URL")

    def ip(self):
        return S(ids.ipv6(self.r) if self.r.random() < 0.25 else ids.ipv4(self.r), "IP_ADDRESS")

    def postal(self) -> str:
        r = self.r
        first = r.choice(PROVINCES[self.region or "ON"][3])
        return f"{first}{r.randint(0, 9)}{r.choice(_PC)} {r.randint(0, 9)}{r.choice(_PC)}{r.randint(0, 9)}"

    def address(self, town: str | None = None):
        """An address as spans: CA and UK postal codes are separate POSTAL_CODE spans."""
        r = self.r
        num = r.randint(2, 9880)
        if self.jur == "ca":
            reg = self.region or "ON"
            t = town or r.choice(PROVINCES[reg][1].split(","))
            if reg == "QC":
                unit = r.choice(["", f", app. {r.randint(1, 12)}", f", bureau {r.randint(100, 450)}"])
                a = f"{num} {r.choice(QC_STREETS)}{unit}, {t} QC"
            else:
                unit = r.choice(["", "", f", Unit {r.randint(1, 40)}", f", Apt. {r.randint(101, 2405)}"])
                a = r.choice(
                    [
                        f"{num} {r.choice(CA_STREETS)}{unit}, {t}, {reg}",
                        f"{num} {r.choice(CA_STREETS)}{unit}, {t} {reg}",
                    ]
                )
            return [S(a, "ADDRESS"), r.choice([" ", "  "]), S(self.postal(), "POSTAL_CODE")]
        if self.jur == "us":
            st = self.region or "NY"
            towns = STATES[st][1].split(",")
            i = r.randrange(len(towns))
            zp = STATES[st][3].split()[i % 6] + f"{r.randint(1, 99):02d}"
            unit = r.choice(
                [
                    "",
                    "",
                    f", Apt {r.randint(1, 30)}{r.choice('ABCD')}",
                    f" #{r.randint(100, 999)}",
                    f", Unit {r.randint(1, 9)}",
                ]
            )
            return S(f"{num} {r.choice(US_STREETS)}{unit}, {town or towns[i]}, {st} {zp}", "ADDRESS")
        name, towns, streets, style = FOREIGN[self.jur][:4]
        t = town or r.choice(towns.split(","))
        st = r.choice(streets.split(","))
        if style == "uk":
            out = f"{r.choice('ABCDEFGHJKLMNPRSTW')}{r.choice('ABCDEFGHJKLMNPRSTUWY')}{r.randint(1, 20)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [S(f"{num % 300} {st}, {t}", "ADDRESS"), " ", S(out, "POSTAL_CODE")]
        pc = {
            "ie": f"{r.choice('ADFHKNPRTVWXY')}{r.randint(10, 99)} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(0, 9)}{r.choice('ACDEFHKNPRTVWXY')}{r.randint(0, 9)}",
            "au": f"{r.choice(['NSW', 'VIC', 'QLD', 'NT'])} {r.randint(2000, 4999)}",
            "nz": f"{r.randint(1010, 9893)}",
            "in": f"{r.randint(110001, 799999)}",
            "za": f"{r.randint(1000, 9999):04d}",
            "ng": f"{r.randint(100001, 999999)}",
            "ke": f"{r.randint(100, 900)}{r.randint(0, 99):02d}",
            "sg": f"{r.randint(100000, 829999)}",
            "ph": f"{r.randint(1000, 9999)}",
            "fr": f"{r.randint(10000, 95999)}",
            "de": f"{r.randint(10000, 99999)}",
            "es": f"{r.randint(10000, 52999)}",
            "nl": f"{r.randint(1000, 9999)} {r.choice('ABCDEFGHJKLMNPRSTVWXZ')}{r.choice('ABCDEFGHJKLMNPRSTVWXZ')}",
        }.get(style, "")
        if style in ("fr", "de", "es", "nl"):
            return S(
                f"{st} {num % 200}, {pc} {t}" if style in ("de", "nl") else f"{num % 200} {st}, {pc} {t}",
                "ADDRESS",
            )
        if style == "sg":
            return S(
                f"Blk {num % 900} {st}, #0{r.randint(2, 9)}-{r.randint(10, 99)}, Singapore {pc}", "ADDRESS"
            )
        return S(f"{num % 500} {st}, {t} {pc}".strip(), "ADDRESS")

    # -- identifiers ----------------------------------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.r), "SIN")

    def ssn(self):
        return S(ids.ssn(self.r), "SSN")

    def card(self):
        return S(ids.card(self.r), "CREDIT_CARD")

    def iban(self, country: str | None = None):
        c = (
            country
            or FOREIGN.get(self.jur, ("",) * 7)[6]
            or self.r.choice(["GB", "IE", "DE", "FR", "NL", "IT", "BE", "PL", "PT", "ES"])
        )
        return S(ids.iban(self.r, c), "IBAN")

    def health(self, p: Person):
        """A health card where one is written (Ontario, BC, Québec); otherwise a note that it is on file."""
        reg = self.region if self.jur == "ca" else None
        if reg == "ON":
            self.hc.add("on")
            num, vc = ids.ohip(self.r)
            return [S(num, "HEALTH_CARD"), f" {vc}" if self.r.random() < 0.5 else f" (version {vc})"]
        if reg == "BC":
            self.hc.add("bc")
            return S(ids.bc_phn(self.r), "HEALTH_CARD")
        if reg == "QC":
            self.hc.add("qc")
            return S(ids.ramq(self.r, p), "HEALTH_CARD")
        return self.r.choice(["on file (not reproduced)", "provincial card seen, number withheld", "n/a"])

    def dl(self, p: Person):
        where = self.region if self.jur in ("ca", "us") else self.jur
        return S(ids.dl(self.r, where or "ON", p), "DRIVERS_LICENSE")

    def account(self):
        """A bank account: CA transit-institution-account group, or a US routing decoy and an account span."""
        r = self.r
        if self.jur == "ca":
            if r.random() < 0.7:
                return S(ids.ca_account(r), "BANK_ACCOUNT")
            return [
                "transit ",
                r.choice(["00012", "04512", "30800", "81234"]),
                ", account ",
                S(ids.bare_account(r), "BANK_ACCOUNT"),
            ]
        if self.jur == "us":
            return [
                "routing ",
                self.bank_code(aba=True),
                ", account no. ",
                S(ids.bare_account(r), "BANK_ACCOUNT"),
            ]
        if FOREIGN[self.jur][6]:
            return self.iban()
        return ["account ", S(ids.bare_account(r), "BANK_ACCOUNT"), ", SWIFT ", self.bank_code()]

    def money(self, lo: int = 100, hi: int = 90000) -> str:
        cur = {
            "ca": "$",
            "us": "$",
            "uk": "£",
            "ie": "€",
            "fr": "€",
            "de": "€",
            "es": "€",
            "nl": "€",
            "in": "₹",
        }.get(self.jur, "")
        if not cur:
            cur = {
                "au": "A$",
                "nz": "NZ$",
                "za": "R",
                "ng": "₦",
                "ke": "KSh ",
                "sg": "S$",
                "ph": "₱",
                "gh": "GH₵",
                "jm": "J$",
            }[self.jur]
        v = self.r.randint(lo, hi) + self.r.choice([0, 0.5, 0.25, 0.99])
        return f"{cur}{v:,.2f}"

    # -- closings (varied, so no trailer repeats across documents) -----------------------------------
    def sig(self, p: Person, role: str):
        r = self.r
        form = r.randrange(6)
        if form == 0:
            return [f"{role}: ", self.nm(p), " (signed)"]
        if form == 1:
            return ["/s/ ", self.nm(p), f", {role}"]
        if form == 2:
            return [f"{role} signature on file — ", self.caps(p), ", ", self.date()]
        if form == 3:
            return [f"Signed by {role.lower()} ", self.ini(p), " on ", self.date()]
        if form == 4:
            return [f"{role}: ", self.inv(p, caps=False)]
        return ["Per: ", self.nm(p), f" ({role.lower()})"]

    def contact(self):
        r = self.r
        name, dom = self.inst()
        form = r.randrange(5)
        if form == 0:
            return [f"{name}: ", self.inst_phone(), " / ", self.inst_email(dom)]
        if form == 1:
            return ["File online at ", self.inst_url(dom), " or call ", self.inst_phone()]
        if form == 2:
            return [f"Enquiries to the {name} registry (", self.inst_email(dom), ")"]
        if form == 3:
            return ["Reference desk ", self.inst_phone(), "; forms: ", self.inst_url(dom)]
        return [f"{name} — ", self.inst_url(dom)]
