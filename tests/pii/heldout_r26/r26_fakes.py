"""Decoy pickers of round 26, mixed into the document generator: each returns a piece with one decoy mark."""

from __future__ import annotations

import datetime as dt

import r26_decoys as D
import r26_law as L
from r26_dates import PLAIN_STYLES, fmt
from r26_doc import dec
from r26_ids import aba, ca_transit, digits, letters, swift


def pick(rng, text):
    return rng.choice([x.strip() for x in text.replace("\n", "").split("|") if x.strip()])


FOREIGN_BANK_CODES = {
    "au": lambda r: f"{digits(r, 3)}-{digits(r, 3)}",
    "nz": lambda r: swift(r, "NZ"),
    "in": lambda r: f"{letters(r, 4)}0{digits(r, 6)}",
    "za": lambda r: f"{digits(r, 3)} {digits(r, 3)}",
    "ph": lambda r: swift(r, "PH"),
    "mx": lambda r: swift(r, "MX"),
    "br": lambda r: f"{digits(r, 4)}-{digits(r, 1)}",
}


class Fakes:
    """Needs ``rng``, ``jur``, ``region``, ``lang`` and ``voice`` from the generator."""

    def _d(self, kind, table, key=None):
        key = key or self.voice
        src = table.get(key) or table.get("en")
        return dec(pick(self.rng, src), kind)

    def judge(self):
        return self._d("judge", D.JUDGES)

    def member(self):
        return self._d("tribunal_member", D.MEMBERS, "fr" if self.lang == "fr" else "en")

    def official(self):
        return self._d("official", D.OFFICIALS)

    def police(self):
        return self._d("official", D.POLICE)

    def statute(self):
        keys = [{"nl": "nld"}.get(self.jur, self.jur)]  # the Netherlands, not Newfoundland and Labrador
        if self.jur == "ca":
            keys = [self.region, self.region, "ca"]
        elif self.jur == "us":
            keys = ["us", f"us_{self.region}"]
        key = self.rng.choice([k for k in keys if k in L.STATUTES] or ["ca"])
        return dec(pick(self.rng, L.STATUTES[key]), "statute")

    def section(self):
        return self._d("section_ref", L.SECTIONS)

    def case_name(self):
        return dec(pick(self.rng, L.CASES.get(self._family(), L.CASES["en"])), "case_name")

    def citation(self):
        return dec(pick(self.rng, L.CITATIONS.get(self._family(), L.CITATIONS["en"])), "case_citation")

    def neutral(self):
        fam = self._family()
        return dec(
            pick(self.rng, L.NEUTRAL.get(fam if fam != "es" else "en", L.NEUTRAL["en"])), "neutral_citation"
        )

    def _family(self):
        if self.jur in ("ca", "us"):
            return "fr" if self.lang == "fr" else self.jur
        return self.lang if self.lang != "en" else "en"

    def court_file(self):
        r, y = self.rng, self.rng.randint(19, 25)
        shapes = {
            "ca": [f"FS-{y}-{digits(r, 8)}-0000", f"CV-{y}-{digits(r, 5)}", f"{y}-{digits(r, 4)}-{letters(r, 2)}",
                   f"T-{digits(r, 4)}-{y}", f"500-12-{digits(r, 6)}-{y}{digits(r, 1)}", f"E{digits(r, 6)}",
                   f"FL-{y}-{digits(r, 6)}", f"KBG-RG-{digits(r, 5)}-{y}"],
            "us": [f"{y}-DR-{digits(r, 5)}", f"FAM-{digits(r, 6)}-{y}", f"{y}CH{digits(r, 5)}",
                   f"2:{y}-bk-{digits(r, 5)}", f"A{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}",
                   f"{y}-P-{digits(r, 4)}", f"CR-{y}-{digits(r, 7)}"],
            "other": [f"{digits(r, 4)}/{y}", f"{letters(r, 2)}{y}P{digits(r, 5)}", f"RG {y}/{digits(r, 5)}",
                      f"{y}/{digits(r, 6)}-{letters(r, 1)}", f"C/{digits(r, 5)}/{y}", f"F {digits(r, 3)}/{y} s"],
        }  # fmt: skip
        return dec(r.choice(shapes.get(self.jur, shapes["other"])), "court_file_number")

    def ref(self):
        r = self.rng
        shape = r.choice([f"CLM-{r.randint(2019, 2025)}-{digits(r, 7)}", f"REF {letters(r, 3)}/{digits(r, 5)}",
                          f"{letters(r, 2)}{digits(r, 8)}", f"Ticket #{digits(r, 6)}", f"MAT-{digits(r, 5)}-{digits(r, 2)}",
                          f"dossier {digits(r, 3)}-{digits(r, 5)}", f"Request {letters(r, 1)}-{digits(r, 9)}"])  # fmt: skip
        return dec(shape, "reference_number")

    def bates(self):
        if not hasattr(self, "_bates"):
            pre = self.rng.choice(["ABC", "PLTF", "DEF", "HOLL", "KMR", "SRV", "PRIV", "RESP", "CUST"])
            self._bates = [pre + ("_" if self.rng.random() < 0.4 else ""), self.rng.randint(100, 90000)]
        self._bates[1] += self.rng.randint(1, 400)
        return dec(f"{self._bates[0]}{self._bates[1]:07d}", "bates_number")

    def tracking(self):
        r = self.rng
        shape = r.choice([f"1Z {digits(r, 3)} {letters(r, 2)}{digits(r, 1)} {digits(r, 2)} {digits(r, 4)} {digits(r, 3)}{digits(r, 1)}",
                          f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)} {digits(r, 4)}", f"RR{digits(r, 9)}CA",
                          f"9400 1{digits(r, 3)} {digits(r, 4)} {digits(r, 4)} {digits(r, 4)} {digits(r, 2)}",
                          f"LX{digits(r, 9)}DE"])  # fmt: skip
        return dec(shape, "tracking_number")

    def patent(self):
        return dec(pick(self.rng, D.PATENTS), "patent_number")

    def commit(self):
        n = self.rng.choice([7, 8, 10, 12, 40])
        return dec("".join(self.rng.choice("0123456789abcdef") for _ in range(n)), "commit_hash")

    def product(self):
        return dec(pick(self.rng, D.PRODUCTS), "product_version")

    def vehicle(self):
        return dec(pick(self.rng, D.VEHICLES), "product_version")

    def ebiz(self):
        return dec(pick(self.rng, D.EPONYMOUS_BUSINESSES), "eponymous_org")

    def storm(self):
        return dec(pick(self.rng, D.STORMS.get(self.lang, D.STORMS["en"])), "storm_name")

    def ship(self):
        return dec(pick(self.rng, D.SHIPS), "ship_name")

    def award(self):
        return dec(pick(self.rng, D.AWARDS), "award_name")

    def public(self):
        return dec(pick(self.rng, D.PUBLIC), "public_figure")

    def historical(self):
        return dec(pick(self.rng, D.HISTORICAL), "historical_person")

    def fiction(self):
        return dec(pick(self.rng, D.FICTION), "fictional_character")

    def eorg(self):
        return dec(pick(self.rng, D.EPONYMOUS_ORGS), "eponymous_org")

    def eplace(self):
        return dec(pick(self.rng, D.EPONYMOUS_PLACES), "eponymous_place")

    def eterm(self):
        return dec(pick(self.rng, D.EPONYMOUS_TERMS), "eponymous_term")

    def building(self):
        return dec(pick(self.rng, D.BUILDINGS), "building_name")

    def place(self):
        key = self.lang if self.lang != "en" else (self.jur if self.jur in ("ca", "us") else "en")
        if self.lang == "fr" and self.jur not in ("ca",):
            key = "fr"
        return dec(pick(self.rng, D.PLACES[key]), "place_name")

    def agency(self):
        key = self.lang if self.lang != "en" else (self.jur if self.jur in ("ca", "us") else "en")
        return pick(self.rng, D.AGENCIES[key])

    def _domain(self):
        key = "qc" if self.region == "qc" else self.jur
        return pick(self.rng, D.MAIL_DOMAINS[key])

    def iemail(self):
        return dec(f"{pick(self.rng, D.MAILBOXES)}@{self._domain()}", "institutional_email")

    def iurl(self):
        return dec(f"https://www.{self._domain()}/{pick(self.rng, D.URL_PATHS)}", "institutional_url")

    def iphone(self):
        r = self.rng
        if self.jur in ("ca", "us"):
            ds = f"{r.choice(['800', '833', '844', '855', '866', '877', '888'])}-{r.randint(200, 999)}-{digits(r, 4)}"
            return dec(r.choice([f"1-{ds}", ds, f"1 {ds.replace('-', ' ')}"]), "institutional_phone")
        codes = {
            "uk": "+44 300 {d3} {d4}",
            "ie": "+353 1 {d3} {d4}",
            "au": "1300 {d3} {d3}",
            "nz": "0800 {d3} {d3}",
        }
        from r26_ids import pattern

        return dec(
            pattern(r, codes.get(self.jur, "+{cc} {d2} {d4} {d4}").replace("{cc}", self.cc)),
            "institutional_phone",
        )

    def pshape(self):
        r = self.rng
        area = r.choice(["416", "613", "905", "212", "312", "604", "514"])
        return dec(r.choice([f"{area}-{r.randint(200, 999)}-{digits(r, 4)}", f"{area} {r.randint(200, 999)} {digits(r, 4)}"]),
                   "phone_shaped_reference")  # fmt: skip

    def sshape(self):
        r = self.rng
        return dec(f"{r.randint(100, 899)}-{digits(r, 2)}-{digits(r, 4)}", "ssn_shaped_reference")

    def bank_code(self, where):
        r = self.rng
        if where == "us":
            return dec(aba(r), "bank_code")
        if where == "ca":
            return dec(ca_transit(r), "bank_code")
        if where == "uk":
            return dec(f"{digits(r, 2)}-{digits(r, 2)}-{digits(r, 2)}", "bank_code")
        if where in FOREIGN_BANK_CODES:
            return dec(FOREIGN_BANK_CODES[where](r), "bank_code")
        return dec(swift(r, where.upper()), "bank_code")

    def when(self, lo=None, hi=None, style=None):
        """A date that is not a birth date (hearings, filings, events)."""
        lo = lo or dt.date(2018, 1, 1)
        hi = hi or dt.date(2025, 6, 30)
        d = lo + dt.timedelta(days=self.rng.randint(0, (hi - lo).days))
        return dec(fmt(d, style or self.rng.choice(PLAIN_STYLES[self.style_key])), "non_birth_date")

    def caps(self, text):
        return dec(text, "caps_heading") if text.upper() == text and any(c.isalpha() for c in text) else text
