"""Decoy pickers for `Gen`: judges, officials, eponyms, citations, numbers and institutional contacts."""

from __future__ import annotations

import r13_citations as cit
import r13_decoys as dec
import r13_places as pl
from r13_doc import D


class DecoyMixin:
    """Needs `pick`, `n`, `digits`, `jur` and `fr` from `Gen`."""

    # -- decoys
    def judge(self):
        group = self.jur if self.jur in ("ca", "us", "uk") else "other"
        shape = self.pick(dec.JUDGE_TITLES[group])
        return D(shape.format(s=self.pick(dec.JUDGE_NAMES), g=self.pick(dec.JUDGE_GIVEN)), "judge")

    def member(self):
        shape = self.pick(dec.MEMBER_TITLES)
        return D(shape.format(s=self.pick(dec.JUDGE_NAMES), g=self.pick(dec.JUDGE_GIVEN)), "judge")

    def official(self):
        return D(self.pick(dec.OFFICIALS), "official")

    def pub(self):
        return D(self.pick(dec.PUBLIC_FIGURES), "public_figure")

    def hist(self):
        return D(self.pick(dec.HISTORICAL), "historical_person")

    def org(self):
        return D(self.pick(dec.EPONYMOUS_ORGS), "eponymous_org")

    def firm(self):
        return D(self.pick(dec.FIRMS), "eponymous_org")

    def eplace(self):
        return D(self.pick(dec.EPONYMOUS_PLACES), "eponymous_place")

    def eterm(self):
        return D(self.pick(dec.DISEASES), "eponymous_term")

    def doctrine(self):
        return D(self.pick(dec.DOCTRINES), "eponymous_term")

    def award(self):
        return D(self.pick(dec.AWARDS), "award_name")

    def ship(self):
        return D(self.pick(dec.SHIPS), "ship_name")

    def building(self):
        return D(self.pick(dec.BUILDINGS), "building_name")

    def estatute(self):
        return D(self.pick(cit.EPONYMOUS_STATUTES), "eponymous_statute")

    def case(self):
        name, cite = self.pick(cit.CASES)
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def ncite(self):
        group = self.jur if self.jur in ("ca", "uk") else "other"
        court = self.pick(cit.NEUTRAL_COURTS[group])
        year, num = self.n(2018, 2025), self.n(12, 4999)
        if group == "ca":
            return D(f"{year} {court} {num}", "neutral_citation")
        return D(f"[{year}] " + court.format(n=num), "neutral_citation")

    def statute(self):
        group = self.jur if self.jur in ("ca", "us") else "other"
        return D(self.pick(cit.STATUTES[group]), "statute")

    def section(self):
        a, b = self.n(2, 240), self.n(1, 9)
        if self.jur == "us":
            shape = self.pick(
                (
                    f"§ {a}({b})",
                    f"Fed. R. Civ. P. {self.n(16, 56)}(a)({b})",
                    f"29 U.S.C. § {self.n(201, 219)}",
                    f"15 U.S.C. § 1692{self.pick('cdefg')}",
                )
            )
        elif self.fr:
            shape = self.pick((f"art. {self.n(1000, 3100)} C.c.Q.", f"article {a}", f"art. {a}, al. {b}"))
        elif self.jur == "ca":
            shape = self.pick(
                (
                    f"s. {a}({b})",
                    f"subsection {a}({b})",
                    f"Rule {self.n(1, 77)}.{self.n(1, 12):02d}",
                    f"para. {b}({self.pick('abcd')})",
                )
            )
        else:
            shape = self.pick(
                (
                    f"s {a}({b})",
                    f"section {a}",
                    f"CPR r. {self.n(2, 83)}.{self.n(1, 20)}",
                    f"Order {self.n(1, 60)} r. {b}",
                )
            )
        return D(shape, "section_ref")

    def fileno(self):
        yy = self.n(19, 25)
        if self.jur == "us":
            shape = self.pick(
                (
                    f"{self.n(1, 6)}:{yy}-cv-{self.digits(5)}-{self.pick(('RJS', 'KMW', 'ALT', 'DPB'))}",
                    f"{yy}-bk-{self.digits(5)}",
                    f"{yy}-CR-{self.digits(4)}",
                    f"CV-20{yy}-{self.digits(6)}",
                )
            )
        elif self.jur == "ca":
            shape = self.pick(
                (
                    f"CV-{yy}-{self.digits(8)}-0000",
                    f"FS-{yy}-{self.digits(5)}",
                    f"S-{self.digits(6)}",
                    f"500-17-{self.digits(6)}-{yy}{self.n(1, 9)}",
                    f"T-{self.n(100, 2999)}-{yy}",
                    f"IMM-{self.n(100, 9999)}-{yy}",
                    f"{yy}{self.n(10, 99)}-{self.digits(5)}",
                )
            )
        elif self.jur == "uk":
            shape = self.pick(
                (
                    f"KB-20{yy}-00{self.digits(4)}",
                    f"K{self.n(0, 9)}QZ{self.digits(3)}",
                    f"BR-20{yy}-000{self.digits(3)}",
                )
            )
        else:
            shape = self.pick(
                (
                    f"HC{self.pick('CVF')} {self.digits(3)}/20{yy}",
                    f"CIV-20{yy}-{self.digits(4)}",
                    f"No. {self.digits(4)} of 20{yy}",
                )
            )
        return D(shape, "court_file_number")

    def ref(self):
        shape = self.pick(
            (
                f"INV-{self.n(19, 25)}{self.digits(5)}",
                f"CLM-{self.digits(7)}",
                f"POL {self.digits(2)}-{self.digits(3)}-{self.digits(4)}",
                f"1Z{self.n(100, 999)}W{self.n(10, 99)}{self.digits(10)}",
                f"HPL{self.digits(7)}",
                f"M{self.digits(5)}-{self.digits(3)}",
                f"INC{self.digits(7)}",
                f"PO-{self.digits(5)}",
                f"31-{self.digits(7)}",
                f"WO-{self.digits(6)}",
                f"ISBN 978-1-{self.digits(4)}-{self.digits(4)}-{self.n(0, 9)}",
            )
        )
        return D(shape, "reference_number")

    def head(self, text: str):
        return D(text, "caps_heading")

    def maxim(self):
        return D(self.pick(cit.MAXIMS), "latin_maxim")

    def place(self):
        return D(self.pick(pl.PLACE_NAMES), "place_name")

    def product(self):
        return D(self.pick(dec.PRODUCTS), "product_version")

    def iemail(self):
        return D(self.pick(dec.INSTITUTIONAL_EMAILS), "institutional_email")

    def iurl(self):
        return D(self.pick(dec.INSTITUTIONAL_URLS), "institutional_url")

    def iphone(self):
        return D(self.pick(dec.INSTITUTIONAL_PHONES), "institutional_phone")
