"""`DecoyMixin`: pickers for decoys (office holders with titles, eponyms, citations, numbers that look like PII)."""

from __future__ import annotations

import string

import r15_decoys as dc
import r15_decoys_legal as lg
import r15_ids as ids
from r15_doc import D

STATIC = {
    "official": dc.OFFICIALS,
    "public_figure": dc.PUBLIC_FIGURES,
    "historical_person": dc.HISTORICAL,
    "eponymous_org": dc.EPONYMOUS_ORGS,
    "eponymous_term": dc.EPONYMOUS_TERMS,
    "eponymous_place": dc.EPONYMOUS_PLACES,
    "place_name": dc.PLACE_NAMES,
    "building_name": dc.BUILDINGS,
    "ship_name": dc.SHIPS,
    "award_name": dc.AWARDS,
    "eponymous_statute": dc.EPONYMOUS_STATUTES,
    "section_ref": lg.SECTIONS,
    "caps_heading": lg.HEADINGS,
    "institutional_email": lg.INST_EMAILS,
    "institutional_url": lg.INST_URLS,
    "institutional_phone": lg.INST_PHONES,
    "product_version": lg.VERSIONS,
    "storm_name": lg.STORMS,
    "fictional_character": lg.FICTIONAL,
}


class DecoyMixin:
    def _d(self, k: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(k))

    def _fam(self) -> str:
        return "qc" if self.lang == "fr" else self.jur if self.jur in ("ca", "us", "uk") else "other"

    def dec(self, kind: str, caps: bool = False):
        text = self.rng.choice(STATIC[kind])
        return D(text.upper() if caps else text, kind)

    def judge(self):
        forms = dc.JUDGE_FORMS[self._fam()]
        text = self.rng.choice(forms).format(
            g=self.rng.choice(dc.JUDGE_GIVEN), s=self.rng.choice(dc.JUDGE_SURNAMES)
        )
        return D(text, "judge")

    def member(self):
        forms = dc.MEMBER_FR if self.lang == "fr" else dc.MEMBER_FORMS
        text = self.rng.choice(forms).format(
            g=self.rng.choice(dc.JUDGE_GIVEN), s=self.rng.choice(dc.JUDGE_SURNAMES)
        )
        return D(text, "tribunal_member")

    def statute(self):
        fam = "es" if self.lang == "es" else self._fam()
        return D(self.rng.choice(lg.STATUTES[fam if fam in lg.STATUTES else "other"]), "statute")

    def case(self) -> list:
        fam = self._fam()
        fam = "ca" if fam == "qc" else fam if fam in lg.CASES else "other"
        name, cit = self.rng.choice(lg.CASES[fam])
        return [D(name, "case_name"), ", ", D(cit, "case_citation")]

    def ncit(self):
        fam = self._fam()
        courts = lg.COURTS["ca" if fam == "qc" else fam if fam in lg.COURTS else "other"]
        court = self.rng.choice(courts)
        year = self.rng.randint(2008, 2024)
        if fam == "us":
            return D(f"{year} {court} {self._d(6)}", "neutral_citation")
        if fam in ("uk", "other"):
            return D(f"[{year}] {court} {self.rng.randint(10, 2900)}", "neutral_citation")
        return D(f"{year} {court} {self.rng.randint(10, 8800)}", "neutral_citation")

    def court_file(self):
        yy = f"{self.rng.randint(15, 25)}"
        fam = self._fam()
        shapes = {
            "ca": [
                f"CV-{yy}-{self._d(8)}-0000",
                f"FS-{yy}-{self._d(5)}",
                f"IMM-{self._d(4)}-{yy}",
                f"T-{self._d(4)}-{yy}",
                f"S-{self._d(6)}",
                f"FC-{yy}-{self._d(4)}-00",
                f"TB{yy}-{self._d(5)}",
                f"MB{yy}-{self._d(5)}",
            ],
            "qc": [
                f"500-11-{self._d(6)}-{yy}{self._d(1)}",
                f"200-04-{self._d(6)}-{yy}{self._d(1)}",
                f"505-32-{self._d(6)}-{yy}{self._d(1)}",
            ],
            "us": [
                f"{self.rng.randint(1, 4)}:{yy}-cv-{self._d(5)}-{self.rng.choice(['JLR', 'KMK', 'RDM', 'TWT'])}",
                f"{yy}-CR-{self._d(4)}",
                f"{yy}-DR-{self._d(5)}",
                f"{yy}CH{self._d(5)}",
                f"CP-{yy}-{self._d(6)}",
            ],
            "uk": [
                f"ZW{yy}F{self._d(5)}",
                f"HQ{yy}X0{self._d(4)}",
                f"BR-20{yy}-{self._d(6)}",
                f"ET/{self._d(7)}/20{yy}",
            ],
            "other": [
                f"HCA {self._d(3)}/20{yy}",
                f"CIV-20{yy}-{self._d(4)}",
                f"E{self._d(3)} of 20{yy}",
                f"HC-{self._d(5)}/{yy}",
                f"DC {self._d(4)}/20{yy}",
            ],
        }
        return D(self.rng.choice(shapes[fam]), "court_file_number")

    def ref(self):
        yy = self.rng.randint(2016, 2025)
        shapes = [
            f"WC-{self._d(7)}",
            f"INV-{yy}-{self._d(4)}",
            f"HX-{self._d(6)}-0{self.rng.randint(1, 9)}",
            f"{self._d(2)}-{self._d(4)}-{self.rng.choice(['MK', 'JT', 'RB', 'AL'])}",
            f"WO-{self._d(5)}",
            f"CLM{self._d(9)}",
            f"ISBN 978-{self._d(1)}-{self._d(4)}-{self._d(4)}-{self._d(1)}",
            f"RL-{self._d(5)}",
            f"PO {self._d(6)}",
            f"TRK{self._d(10)}",
            f"{yy}/{self._d(5)}",
        ]
        return D(self.rng.choice(shapes), "reference_number")

    def bates(self):
        return D(f"{self.rng.choice(['QT', 'ABC', 'DEF', 'PLF', 'HRN'])}{self._d(7)}", "bates_number")

    def heading(self):
        return D(self.rng.choice(lg.HEADINGS), "caps_heading")

    def bank_code(self):
        roll = self.rng.random()
        if roll < 0.45:
            return D(ids.aba(self.rng), "bank_code")
        return D(self.rng.choice(lg.IFSC if roll < 0.55 else lg.SWIFT), "bank_code")

    def phone_ref(self):
        return D(f"{self._d(3)}-{self._d(3)}-{self._d(4)}", "phone_shaped_reference")

    def ssn_ref(self):
        return D(f"{self.rng.randint(100, 899)}-{self._d(2)}-{self._d(4)}", "ssn_shaped_reference")

    def refs_line(self) -> list:
        """`File: X · Ref: Y` style header pieces, all decoys."""
        return ["Court file no. ", self.court_file(), " | Our ref. ", self.ref(), " | ", self.date()]
