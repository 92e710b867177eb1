"""``ContactMixin``: phones, e-mails, profile URLs, IP addresses, postal codes and addresses."""

from __future__ import annotations

import r21_ids as ids
from r21_decoys import MAIL_DOMAINS, PROFILE_URLS
from r21_doc import S
from r21_names import Person, fold
from r21_places import CA_STREETS, FOREIGN, PROVINCES, QC_STREETS, STATES, US_STREETS

POSTAL_L = "ABCEGHJKLMNPRSTVWXYZ"
UK_AREAS = {
    "Redruth": "TR15",
    "Stockport": "SK4",
    "Wolverhampton": "WV3",
    "Swindon": "SN2",
    "Luton": "LU4",
    "Carlisle": "CA2",
    "Hastings": "TN34",
}
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"


def _lines(text: str) -> list[str]:
    return [t.strip() for t in text.replace("\n", "|").split("|") if t.strip()]


class ContactMixin:
    rng = None
    jur = "ca"
    region = None
    lang = "en"

    # ------------------------------------------------------------------ contacts
    def _nanp(self, area_codes: str) -> tuple[str, str, str]:
        rng = self.rng
        area = rng.choice(area_codes.split())
        while True:
            ex = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        return area, ex, f"{rng.randint(0, 9999):04d}"

    def phone(self):
        rng = self.rng
        if self.jur in ("ca", "us"):
            table = PROVINCES if self.jur == "ca" else STATES
            a, e, n = self._nanp(table[self.region][2])
            s = rng.choice(
                [
                    f"({a}) {e}-{n}",
                    f"{a}-{e}-{n}",
                    f"{a}.{e}.{n}",
                    f"+1 {a} {e} {n}",
                    f"1-{a}-{e}-{n}",
                    f"{a} {e} {n}",
                ]
            )
            if rng.random() < 0.12:
                s += rng.choice(
                    [f" ext. {rng.randint(10, 999)}", f" x{rng.randint(10, 99)}"]
                    + ([f", poste {rng.randint(100, 4999)}"] if self.lang == "fr" else [])
                )
            return S(s, "PHONE")
        pat = FOREIGN[self.jur][4]
        return S("".join(rng.choice("0123456789") if ch == "#" else ch for ch in pat), "PHONE")

    def handle(self, p: Person) -> str:
        rng = self.rng
        g = fold(p.given).lower().replace(" ", "").replace("'", "").replace("-", "")
        f = fold(p.family).lower().replace(" ", "").replace("'", "").replace("-", "") or "x"
        y = p.dob.year % 100
        return rng.choice(
            [
                f"{g}.{f}",
                f"{g[0]}{f}{y:02d}",
                f"{f}.{g[:1]}",
                f"{g}_{f}",
                f"{g}{f}{rng.randint(1, 99)}",
                f"{f}{g[:3]}",
                f"{g}.{f}{p.dob.year}",
            ]
        )

    def email(self, p: Person):
        dom = self.rng.choice(MAIL_DOMAINS.split())
        return S(f"{self.handle(p)}@{dom}", "EMAIL")

    def profile(self, p: Person):
        h = self.handle(p).replace("_", "").replace(".", "")
        return S(self.rng.choice(PROFILE_URLS).format(h=h), "URL")

    def ip(self):
        return S(ids.ipv4(self.rng) if self.rng.random() < 0.8 else ids.ipv6(self.rng), "IP_ADDRESS")

    def postal(self, first: str) -> str:
        r = self.rng
        return f"{first}{r.randint(0, 9)}{r.choice(POSTAL_L)} {r.randint(0, 9)}{r.choice(POSTAL_L)}{r.randint(0, 9)}"

    def town(self) -> str:
        if self.jur == "ca":
            return self.rng.choice(PROVINCES[self.region][1].split("|"))
        if self.jur == "us":
            return self.rng.choice(STATES[self.region][1].split("|"))
        return self.rng.choice(FOREIGN[self.jur][1].split("|"))

    def address(self):
        rng = self.rng
        num = rng.choice([rng.randint(2, 99), rng.randint(100, 999), rng.randint(1000, 9999)])
        if self.jur == "ca":
            prov = self.region
            town = self.town()
            if prov == "QC":
                st = rng.choice(_lines(QC_STREETS))
                unit = rng.choice(["", f", app. {rng.randint(1, 12)}", f", bureau {rng.randint(100, 400)}"])
                a = (
                    f"{num}, {st}{unit}, {town} ({PROVINCES['QC'][0]})"
                    if self.lang == "fr"
                    else f"{num} {st}{unit}, {town}, QC"
                )
            else:
                st = rng.choice(_lines(CA_STREETS))
                unit = rng.choice(["", "", f"Unit {rng.randint(1, 40)}, ", f"{rng.randint(101, 2409)}-"])
                a = (
                    f"{unit}{num} {st}, {town}, {prov}"
                    if not unit.endswith("-")
                    else f"{unit}{num} {st}, {town}, {prov}"
                )
            first = rng.choice(PROVINCES[prov][3])
            return [S(a, "ADDRESS"), rng.choice(["  ", " ", ", "]), S(self.postal(first), "POSTAL_CODE")]
        if self.jur == "us":
            st = rng.choice(_lines(US_STREETS))
            unit = rng.choice(
                [
                    "",
                    "",
                    f", Apt {rng.randint(1, 30)}{rng.choice('ABCD')}",
                    f" #{rng.randint(2, 40)}",
                    f", Unit {rng.randint(100, 999)}",
                ]
            )
            z = rng.choice(STATES[self.region][3].split()) + f"{rng.randint(0, 99):02d}"
            return S(f"{num} {st}{unit}, {self.town()}, {self.region} {z}", "ADDRESS")
        name, towns, streets, pc, *_ = FOREIGN[self.jur]
        town = self.town()
        st = rng.choice(streets.split("|"))
        if self.jur == "uk":
            code = f"{UK_AREAS[town]} {rng.randint(1, 9)}{rng.choice(UK_TAIL)}{rng.choice(UK_TAIL)}"
            return [S(f"{num} {st}, {town}", "ADDRESS"), ", ", S(code, "POSTAL_CODE")]
        code = "".join(rng.choice("0123456789") if ch == "#" else ch for ch in pc)
        if self.jur == "ie":
            code = f"{rng.choice('ADFHKNPRTVWXY')}{rng.randint(10, 99)} {''.join(rng.choice('ACDEFHKNPRTVWXY0123456789') for _ in range(4))}"
        if self.jur in ("de", "fr", "es", "mx"):
            line = (
                f"{st} {num}, {code} {town}"
                if self.jur == "de"
                else f"{num} {st}, {code} {town}"
                if self.jur == "fr"
                else f"{st} {num}, {code} {town}"
            )
        elif self.jur == "sg":
            line = f"Blk {num} {st}, #{rng.randint(2, 19):02d}-{rng.randint(1, 400)}, {code}"
        elif self.jur == "jm":
            line = f"{num} {st}, {town}, {rng.choice(['St. Catherine', 'St. James', 'Manchester', 'Clarendon', 'St. Ann'])}"
        else:
            line = f"{num} {st}, {town}" + (f" {code}" if code else "")
        return S(line, "ADDRESS")
