"""``DecoyMixin``: pickers for things that look like PII but are not."""

from __future__ import annotations

import r19_decoys as dec
import r19_ids as ids
from r19_doc import D


class DecoyMixin:
    def _grp(self) -> str:
        if self.jur == "ca":
            return "qc" if self.lang == "fr" else "ca"
        return "us" if self.jur == "us" else "other"

    def _who(self, templates) -> str:
        name = self.rng.choice(dec.JUDGE_NAMES)
        given, family = name.rsplit(" ", 1)
        return self.rng.choice(templates).format(G=given, F=family)

    def judge(self):
        g = self._grp()
        if g == "qc":
            t = dec.JUDGE_TITLES_FR
        elif g == "us":
            t = dec.JUDGE_TITLES_US
        elif self.jur in ("uk", "ie"):
            t = dec.JUDGE_TITLES_UK
        elif self.jur == "fr":
            t = dec.JUDGE_TITLES_FR[1:2]
        else:
            t = dec.JUDGE_TITLES_CA[:2] + ("Magistrate {G} {F}",)
        return D(self._who(t), "judge")

    def member(self):
        return D(self._who(dec.MEMBER_TITLES), "tribunal_member")

    def _pick(self, seq, kind: str):
        return D(self.rng.choice(seq), kind)

    def official(self):
        return self._pick(dec.OFFICIALS, "official")

    def celeb(self):
        return self._pick(dec.PUBLIC_FIGURES, "public_figure")

    def hist(self):
        return self._pick(dec.HISTORICAL, "historical_person")

    def fict(self):
        return self._pick(dec.FICTIONAL, "fictional_character")

    def firm(self):
        return self._pick(dec.FIRMS, "eponymous_org")

    def eorg(self):
        return self._pick(dec.EPONYM_ORGS, "eponymous_org")

    def eterm(self, med: bool = False):
        return self._pick(dec.EPONYM_MED if med else dec.EPONYM_TERMS, "eponymous_term")

    def eplace(self):
        return self._pick(dec.EPONYM_PLACES, "eponymous_place")

    def place(self):
        return self._pick(dec.PLACES, "place_name")

    def building(self):
        return self._pick(dec.BUILDINGS, "building_name")

    def award(self):
        return self._pick(dec.AWARDS, "award_name")

    def ship(self):
        return self._pick(dec.SHIPS, "ship_name")

    def storm(self):
        return self._pick(dec.STORMS, "storm_name")

    def version(self):
        return self._pick(dec.VERSIONS, "product_version")

    def _fd(self, i: int) -> list[str]:
        return dec.FOREIGN_DECOYS[self.jur][i].split(";")

    def statute(self, *names: str):
        if names:
            return D(self.rng.choice(names), "statute")
        if self._grp() == "other":
            return self._pick(self._fd(0), "statute")
        return self._pick(dec.STATUTES[self._grp()], "statute")

    def hague(self, i: int):
        return D(dec.HAGUE[i], "statute")

    def sec(self):
        return self._pick(dec.SECTIONS[self._grp()], "section_ref")

    def case(self):
        name, cite = self.rng.choice(dec.CASES[self._grp()]).split("=")
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        r = self.rng
        g = self._grp()
        year = r.randint(2019, 2024)
        if g == "other":
            return D(f"[{year}] {r.choice(self._fd(3))} {r.randint(12, 2999)}", "neutral_citation")
        court = r.choice(dec.NEUTRAL_COURTS[g])
        if g == "us":
            return D(f"{year} {court} {r.randint(100000, 9999999)}", "neutral_citation")
        return D(f"{year} {court} {r.randint(12, 9999)}", "neutral_citation")

    def date(self, lo: int = 2021, hi: int = 2025):
        return D(self.fmt(self.day(lo, hi)), "non_birth_date")

    def cfile(self):
        r = self.rng
        n = ids.digs
        g = self._grp()
        pats = {
            "ca": (
                f"CV-{r.randint(19, 24)}-{n(r, 8, '0')}-0000",
                f"IMM-{n(r, 4, '123456789')}-{r.randint(19, 24)}",
                f"T-{n(r, 4, '123456789')}-{r.randint(19, 24)}",
                f"FS-{r.randint(19, 24)}-{n(r, 8, '0')}",
                f"S-{n(r, 6, '12')}",
                f"{r.randint(2101, 2412)}-{n(r, 5, '0')}",
                f"TB{n(r, 2, '4567')}-{n(r, 5)}",
            ),
            "qc": (
                f"500-22-{n(r, 6)}-{n(r, 3, '12')}",
                f"200-04-{n(r, 6)}-{n(r, 3, '12')}",
                f"{n(r, 6, '6789')} {r.randint(31, 40)} 2024{r.randint(1, 12):02d}{r.randint(10, 28)} G",
            ),
            "us": (
                f"{r.randint(1, 4)}:{r.randint(19, 24)}-cv-{n(r, 5, '0')}",
                f"{r.randint(19, 24)}-{n(r, 5, '1')}-JKS",
                f"CV {r.randint(19, 24)}-{n(r, 4)}",
                f"{r.randint(2019, 2024)}-DR-{n(r, 4, '0')}",
                f"{r.randint(19, 24)}-{n(r, 5, '1')}-IJ",
            ),
        }
        if g == "other":
            pat = r.choice(self._fd(2))
            text = pat.format(
                y=r.randint(2021, 2024), n=n(r, r.randint(3, 6), "123456789"), c=ids.letters(r, 2)
            )
            return D(text, "court_file_number")
        return D(r.choice(pats[g]), "court_file_number")

    def ref(self, prefix: str | None = None):
        r = self.rng
        if prefix is None:
            prefix = r.choice(["CLM-", "REF ", "W", "APP-", "FILE ", "REQ-", "TKT-", "IOE"])
        if prefix == "IOE":
            return D(f"IOE{ids.digs(r, 10, '0')}", "reference_number")
        body = r.choice(
            [
                f"{r.randint(2021, 2025)}-{ids.digs(r, 6, '0')}",
                f"{ids.digs(r, 3)}-{ids.digs(r, 7)}",
                f"{ids.letters(r, 2)}{ids.digs(r, 7)}",
            ]
        )
        return D(f"{prefix}{body}", "reference_number")

    def bates(self):
        r = self.rng
        return D(f"{ids.letters(r, 3)}{ids.digs(r, 7, '0')}", "bates_number")

    def patent(self):
        r = self.rng
        if r.random() < 0.5:
            return D(
                f"US {r.randint(9, 12)},{ids.digs(r, 3)},{ids.digs(r, 3)} B{r.randint(1, 2)}", "patent_number"
            )
        return D(f"CA {r.randint(2, 3)},{ids.digs(r, 3)},{ids.digs(r, 3)}", "patent_number")

    def track(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"1Z{ids.letters(r, 3)}{ids.digs(r, 3)}{ids.digs(r, 10)}",
                    f"{ids.digs(r, 4)} {ids.digs(r, 4)} {ids.digs(r, 4)} {ids.digs(r, 4)}",
                    f"9405 {ids.digs(r, 4)} {ids.digs(r, 4)} {ids.digs(r, 4)} {ids.digs(r, 4)} {ids.digs(r, 2)}",
                    f"{ids.letters(r, 2)}{ids.digs(r, 9)}CA",
                ]
            ),
            "tracking_number",
        )

    def commit(self):
        r = self.rng
        n = r.choice([7, 12, 40])
        return D("".join(r.choice("0123456789abcdef") for _ in range(n)), "commit_hash")

    def phref(self):
        r = self.rng
        return D(
            f"{ids.digs(r, 3, '2345689')}-{ids.digs(r, 3, '2345678')}-{ids.digs(r, 4)}",
            "phone_shaped_reference",
        )

    def ssnref(self):
        r = self.rng
        return D(
            f"{ids.digs(r, 3, '1234567')}-{ids.digs(r, 2, '1234')}-{ids.digs(r, 4, '1234')}",
            "ssn_shaped_reference",
        )

    def routing(self):
        return D(ids.aba(self.rng), "bank_code")

    def swift(self):
        codes = (
            "ROYCCAT2",
            "TDOMCATTTOR",
            "BOFMCAM2",
            "CIBCCATT",
            "BOFAUS3N",
            "CHASUS33",
            "WFBIUS6S",
            "NWBKGB2L",
            "AIBKIE2D",
            "BNPAFRPP",
            "BRASBRRJ",
            "SBININBB",
            "CITIPHMX",
            "DBSSSGSG",
        )
        return D(self.rng.choice(codes), "bank_code")

    def _inst(self) -> str:
        g = self._grp()
        if g == "other":
            return self.rng.choice(self._fd(1))
        return self.rng.choice(dec.INSTITUTIONS[g].split("|"))

    def iemail(self):
        return D(f"{self.rng.choice(dec.MAILBOXES)}@{self._inst()}", "institutional_email")

    def iurl(self):
        r = self.rng
        path = r.choice(["", "/forms", "/en/services", "/portal/login", "/fr/formulaires", "/e-filing"])
        return D(f"https://www.{self._inst()}{path}", "institutional_url")

    def iphone(self):
        r = self.rng
        if self.jur in ("ca", "us"):
            return D(
                f"1-{r.choice(['800', '833', '844', '855', '866', '877', '888'])}-{ids.digs(r, 3, '2345678')}-"
                f"{ids.digs(r, 4)}",
                "institutional_phone",
            )
        return D(f"{self._fd(4)[0]} {ids.digs(r, 3, '2345678')} {ids.digs(r, 4)}", "institutional_phone")

    def heading(self, text: str):
        return D(text.upper(), "caps_heading")
