"""`DecoyMixin`: pickers for the decoys a `Gen` puts into documents."""

from __future__ import annotations

import r18_decoys as dd
from r18_doc import D
from r18_ids import aba_routing


class DecoyMixin:
    r = None
    jur = ""
    region = ""
    lang = "en"

    def _key(self, table: dict) -> str:
        if self.jur == "ca" and self.region == "QC" and "qc" in table and self.r.random() < 0.7:
            return "qc"
        return self.jur if self.jur in table else "xx"

    def _pick(self, items):
        return self.r.choice(items)

    def judge(self) -> object:
        given, family = self._pick(dd.JUDGE_NAMES).split(" ", 1)
        title = self._pick(dd.JUDGE_TITLES[self._key(dd.JUDGE_TITLES)])
        return D(title.format(g=given, f=family), "judge")

    def member(self) -> object:
        given, family = self._pick(dd.JUDGE_NAMES[::-1]).split(" ", 1)
        return D(self._pick(dd.MEMBER_TITLES).format(g=given, f=family), "tribunal_member")

    def official(self):
        return D(self._pick(dd.OFFICIALS), "official")

    def public_figure(self):
        return D(self._pick(dd.PUBLIC_FIGURES), "public_figure")

    def historical(self):
        return D(self._pick(dd.HISTORICAL), "historical_person")

    def org(self):
        return D(self._pick(dd.EPONYMOUS_ORGS), "eponymous_org")

    def eponymous_place(self):
        return D(self._pick(dd.EPONYMOUS_PLACES), "eponymous_place")

    def place(self):
        return D(self._pick(dd.PLACE_NAMES), "place_name")

    def building(self):
        return D(self._pick(dd.BUILDINGS), "building_name")

    def award(self):
        return D(self._pick(dd.AWARDS), "award_name")

    def ship(self):
        return D(self._pick(dd.SHIPS), "ship_name")

    def storm(self):
        return D(self._pick(dd.STORMS), "storm_name")

    def fictional(self):
        return D(self._pick(dd.FICTIONAL), "fictional_character")

    def term(self):
        return D(self._pick(dd.EPONYMOUS_TERMS), "eponymous_term")

    def statute(self):
        return D(self._pick(dd.STATUTES[self._key(dd.STATUTES)]), "statute")

    def case_cite(self) -> list:
        name, cite = self._pick(dd.CASES[self._key(dd.CASES)])
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        court = self._pick(dd.NEUTRAL_COURTS[self._key(dd.NEUTRAL_COURTS)])
        return D(f"{self.r.randrange(2009, 2025)} {court} {self.r.randrange(12, 9800)}", "neutral_citation")

    def section(self):
        r = self.r
        n, sub, letter = r.randrange(2, 290), r.randrange(1, 9), r.choice("abcdefgh")
        forms = {
            "us": (f"§ {n}({letter})", f"§§ {n}–{n + 3}", f"subsection ({letter})({sub})"),
            "ca": (f"s. {n}({sub})({letter})", f"ss. {n}({sub}) and ({sub + 1})", f"Rule {n}.{sub:02d}"),
        }
        if self.lang == "fr":
            return D(r.choice((f"art. {n} C.c.Q.", f"article {n}, al. {sub}")), "section_ref")
        return D(
            r.choice(forms.get(self.jur, (f"section {n}({sub})", f"reg. {n}", f"Order {sub}, rule {n}"))),
            "section_ref",
        )

    def court_file(self):
        r = self.r
        y = r.randrange(16, 26)
        forms = {
            "ca": (
                f"CV-{y}-{r.randrange(10**7, 10**8):08d}-0000",
                f"FS-{y}-{r.randrange(10000, 99999)}",
                f"500-17-{r.randrange(100000, 999999)}-{y}{r.randrange(1, 10)}",
                f"S-{y}{r.randrange(1000, 9999)}",
                f"IMM-{r.randrange(1000, 9999)}-{y}",
            ),
            "us": (
                f"{y}-CV-{r.randrange(1000, 99999)}",
                f"2:{y}-cv-{r.randrange(100, 9999):05d}",
                f"PR-20{y}-{r.randrange(100, 9999):04d}",
                f"{y}L{r.randrange(10000, 99999)}",
            ),
        }
        default = (
            f"HC-20{y}-{r.randrange(100, 9999):06d}",
            f"E{r.randrange(100, 999)}/20{y}",
            f"Cause No. {r.randrange(10, 999)} of 20{y}",
        )
        return D(r.choice(forms.get(self.jur, default)), "court_file_number")

    def ref(self):
        r = self.r
        letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return D(
            r.choice(
                (
                    f"REF-{r.randrange(2019, 2026)}-{r.randrange(10**5, 10**6)}",
                    f"{r.choice(letters)}{r.choice(letters)}{r.randrange(10**6, 10**7)}",
                    f"TKT{r.randrange(10**7, 10**8)}",
                    f"{r.randrange(100, 999)}/{r.choice(letters)}{r.choice(letters)}/{r.randrange(2019, 2026)}",
                )
            ),
            "reference_number",
        )

    def bates(self):
        pre = self.r.choice(("QTB", "HPL", "DEF", "PLTF", "MSX"))
        return D(f"{pre}{self.r.randrange(1, 99999):07d}", "bates_number")

    def patent(self):
        r = self.r
        return D(
            r.choice(
                (
                    f"US {r.randrange(9, 12)},{r.randrange(100, 999)},{r.randrange(100, 999)} B2",
                    f"CA 3,{r.randrange(100, 999)},{r.randrange(100, 999)}",
                    f"EP {r.randrange(3000000, 4000000)} A1",
                )
            ),
            "patent_number",
        )

    def tracking(self):
        r = self.r
        return D(
            r.choice(
                (
                    f"1Z{r.randrange(10**15, 10**16)}",
                    f"7{r.randrange(10**10, 10**11)}CA",
                    f"9400{r.randrange(10**17, 10**18)}",
                )
            ),
            "tracking_number",
        )

    def commit(self):
        n = self.r.choice((7, 12, 40))
        return D("".join(self.r.choice("0123456789abcdef") for _ in range(n)), "commit_hash")

    def commit_short(self):
        return D("".join(self.r.choice("0123456789abcdef") for _ in range(7)), "commit_hash")

    def phone_ref(self):
        r = self.r
        return D(
            f"{r.randrange(200, 999)}-{r.randrange(100, 999)}-{r.randrange(1000, 9999)}",
            "phone_shaped_reference",
        )

    def ssn_ref(self):
        r = self.r
        return D(
            f"{r.randrange(100, 899)}-{r.randrange(10, 99)}-{r.randrange(1000, 9999)}", "ssn_shaped_reference"
        )

    def bank_code(self):
        if self.jur == "us" or self.r.random() < 0.3:
            return D(aba_routing(self.r), "bank_code")
        return D(
            self._pick(
                (
                    "TDOMCATTTOR",
                    "ROYCCAT2",
                    "BOFMCAM2",
                    "CIBCCATT",
                    "DEUTDEFF",
                    "BARCGB22",
                    "AIBKIE2D",
                    "SBININBB",
                    "FIRNZAJJ",
                )
            ),
            "bank_code",
        )

    def product(self):
        return D(self._pick(dd.PRODUCTS), "product_version")

    def institution(self) -> tuple[str, str]:
        return self._pick(dd.INSTITUTIONS[self._key(dd.INSTITUTIONS)])

    def inst_email(self, domain: str = ""):
        domain = domain or self.institution()[1]
        return D(f"{self._pick(dd.MAILBOXES)}@{domain}", "institutional_email")

    def inst_url(self, domain: str = ""):
        domain = domain or self.institution()[1]
        return D(f"https://www.{domain}/{self._pick(dd.URL_PATHS)}", "institutional_url")

    def inst_phone(self):
        r = self.r
        if self.jur in ("ca", "us"):
            return D(
                f"1-{r.choice(('800', '833', '844', '855', '866', '877', '888'))}-{r.randrange(200, 999)}-{r.randrange(1000, 9999)}",
                "institutional_phone",
            )
        return D(
            f"+{r.choice(('44 300', '353 1', '61 1800', '64 800', '254 20', '27 800'))} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
            "institutional_phone",
        )

    def heading(self, text: str):
        return D(text.upper(), "caps_heading")
