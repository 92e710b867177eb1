"""Decoy pickers of round 25, mixed into ``Gen``: each returns pieces with one decoy mark."""

from __future__ import annotations

import string

import r25_decoys as dc
import r25_ids as ids
from r25_doc import Z
from r25_gen import split_list
from r25_places import FOREIGN

POOLS = {
    name: split_list(getattr(dc, name))
    for name in (
        "JUDGES JUDGES_FR MEMBERS MEMBERS_FR OFFICIALS OFFICIALS_FR PUBLIC HISTORICAL FICTION ORGS EPLACES PLACES "
        "STORMS SHIPS AWARDS BUILDINGS TERMS PRODUCTS STATUTES SECTIONS CASE_NAMES CITATIONS NEUTRALS"
    ).split()
}
SIMPLE = {
    "pub": ("PUBLIC", "public_figure"),
    "hist": ("HISTORICAL", "historical_person"),
    "fict": ("FICTION", "fictional_character"),
    "org": ("ORGS", "eponymous_org"),
    "eplace": ("EPLACES", "eponymous_place"),
    "place": ("PLACES", "place_name"),
    "storm": ("STORMS", "storm_name"),
    "ship": ("SHIPS", "ship_name"),
    "award": ("AWARDS", "award_name"),
    "building": ("BUILDINGS", "building_name"),
    "term": ("TERMS", "eponymous_term"),
    "product": ("PRODUCTS", "product_version"),
    "section": ("SECTIONS", "section_ref"),
    "case": ("CASE_NAMES", "case_name"),
    "cite": ("CITATIONS", "case_citation"),
    "neutral": ("NEUTRALS", "neutral_citation"),
}
FILE_SHAPES = {
    "ca-on": ["CV-{y}-000{5}-0000", "FC-{y}-{4}-00", "FS-{y}-{5}", "CEV-{y}-{5}"],
    "ca-qc": ["500-04-0{5}-{y}{1}", "200-17-0{5}-{y}{1}", "705-12-00{4}-{y}{1}"],
    "ca-bc": ["S-{6}", "E{6}", "F{5}", "VLC-S-S-{6}"],
    "ca-ab": ["{2}03-{5}", "FL03-{5}"],
    "ca-mb": ["FD{y}-01-{5}", "CI {y}-01-{5}"],
    "ca-sk": ["QBG-RG-0{4}-20{y}", "FLD-{4}-20{y}"],
    "ca": ["T-{4}-{y}", "IMM-{4}-{y}", "A-{3}-{y}", "MB4-{5}"],
    "us": ["1:{y}-cv-0{4}", "20{y}-DR-00{4}", "{y}-CH-{4}", "FA-{y}-00{5}", "{y}-PR-0{4}", "CACE-{y}-0{5}"],
    "uk": ["K{2}CL{3}", "ZE{y}P0{4}", "1{y}D0{4}"],
    "ie": ["20{y}/{4} P", "20{y} No. {3} CA"],
    "au": ["PAC{4}/20{y}", "BRC{4}/20{y}"],
    "nz": ["FAM-20{y}-0{2}-000{3}", "CIV-20{y}-{3}-{3}"],
    "za": ["CAS {3}/{2}/20{y}", "{4}/20{y}"],
    "ke": ["Succ. Cause No. E{3} of 20{y}", "HCCC E{3} of 20{y}"],
    "ng": ["I/{3}OS/20{y}", "HOY/{3}/20{y}"],
    "in": ["MC No. {3}/20{y}", "Crl. M.P. {4}/20{y}"],
    "sg": ["SUM {4}/20{y}", "MSS {4}/20{y}"],
    "ph": ["NPS Docket No. VII-{2}-INV-{y}D-0{4}", "IS No. {4}-20{y}"],
    "fr": ["RG n° {2}/0{4}", "PV n° 20{y}/00{4}"],
    "de": ["{2} VI {3}/{y}", "{1} F {3}/{y}"],
    "es": ["Atestado n.º {5}/20{y}", "Diligencias previas {3}/20{y}"],
    "it": ["R.G. n. {4}/20{y}", "N. {4}/{y} V.G."],
    "nl": ["PL0{3}-20{y}{6}", "BVH {y}-{5}"],
    "br": ["BO n.º {4}/20{y}", "{7}-{2}.20{y}.8.16.0014"],
    "mx": ["CI/FGE/OAX/{3}/20{y}", "Carpeta {4}/20{y}"],
}
REFS = ["REF-20{y}-{6}", "CLM-0{6}", "Dossier 20{y}-{4}-{2}", "Case ID {3}-{4}", "Ticket #{6}", "Matter {2}-{4}",
        "Policy {3}-{3}-{3}X", "Claim {2}{6}", "Intake no. {y}{5}", "Request {4}/{y}"]  # fmt: skip


class Decoys:
    """Needs ``self.rng``, ``self.jur``, ``self.region``, ``self.lang`` and ``self.date_text`` from ``Gen``."""

    def fill(self, shape):
        out = ""
        i = 0
        while i < len(shape):
            if shape[i] == "{":
                j = shape.index("}", i)
                key = shape[i + 1 : j]
                out += f"{self.today.year % 100:02d}" if key == "y" else ids.nums(self.rng, int(key))
                i = j + 1
            else:
                out += shape[i]
                i += 1
        return out

    def pick(self, key):
        pool, kind = SIMPLE[key]
        return [Z(self.rng.choice(POOLS[pool]), kind)]

    def judge(self):
        if self.lang == "fr" or (self.region == "qc" and self.rng.random() < 0.7):
            return [Z(self.rng.choice(POOLS["JUDGES_FR"]), "judge")]
        if self.lang in dc.JUDGES_OTHER:
            return [Z(self.rng.choice(dc.JUDGES_OTHER[self.lang].split("|")), "judge")]
        return [Z(self.rng.choice(POOLS["JUDGES"]), "judge")]

    def member(self):
        pool = POOLS["MEMBERS_FR"] if self.lang == "fr" or self.region == "qc" else POOLS["MEMBERS"]
        return [Z(self.rng.choice(pool), "tribunal_member")]

    def official(self):
        if self.jur not in ("ca", "us") and self.lang in dc.OFFICIALS_OTHER:
            return [Z(self.rng.choice(dc.OFFICIALS_OTHER[self.lang].split("|")), "official")]
        pool = POOLS["OFFICIALS_FR"] if self.lang == "fr" or self.region == "qc" else POOLS["OFFICIALS"]
        return [Z(self.rng.choice(pool), "official")]

    def statute(self):
        if self.lang in dc.STATUTES_OTHER and self.rng.random() < 0.8:
            return [Z(self.rng.choice(dc.STATUTES_OTHER[self.lang].split("|")), "statute")]
        return [Z(self.rng.choice(POOLS["STATUTES"]), "statute")]

    def date(self, d=None):
        return [Z(self.date_text(d), "non_birth_date")]

    def stamp(self):
        return [Z(self.when(120, 0).isoformat(), "non_birth_date")]

    def court_file(self):
        key = f"ca-{self.region}" if self.jur == "ca" and f"ca-{self.region}" in FILE_SHAPES else self.jur
        if self.jur == "ca" and self.rng.random() < 0.15:
            key = "ca"
        return [Z(self.fill(self.rng.choice(FILE_SHAPES[key])), "court_file_number")]

    def reference(self):
        return [Z(self.fill(self.rng.choice(REFS)), "reference_number")]

    def bates(self):
        head = self.rng.choice(["HRZ-", "ENBR_", "DEF", "PLTF-RFP-", "KLM", "CTRL"])
        return [Z(f"{head}{ids.nums(self.rng, self.rng.choice([6, 7, 8]))}", "bates_number")]

    def tracking(self):
        shape = self.rng.choice(["{4} {4} {4} {4}", "LM {3} {3} {3} CA", "1Z {3} E{2} {2} {4} {4}", "{4} {4} {4}",
                                 "9400 {4} {4} {4} {4} {2}", "RR{9}GB"])  # fmt: skip
        return [Z(self.fill(shape), "tracking_number")]

    def patent(self):
        shape = self.rng.choice(["US {2},{3},{3} B2", "CA 3,{3},{3}", "EP 3 {3} {3} B1", "WO 20{y}/{6}"])
        return [Z(self.fill(shape), "patent_number")]

    def commit(self):
        n = self.rng.choice([7, 8, 10, 12, 40])
        return [Z("".join(self.rng.choice("0123456789abcdef") for _ in range(n)), "commit_hash")]

    def pshape(self):
        return [
            Z(
                self.fill(self.rng.choice(["{3}-{3}-{4}", "({3}) {3}-{4}", "{3}.{3}.{4}"])),
                "phone_shaped_reference",
            )
        ]

    def sshape(self):
        return [Z(self.fill(self.rng.choice(["{3}-{2}-{4}", "{3} {2} {4}"])), "ssn_shaped_reference")]

    def _inst(self):
        key = f"ca-{self.region}" if self.jur == "ca" and f"ca-{self.region}" in dc.INST else self.jur
        if self.jur == "ca" and self.rng.random() < 0.3:
            key = "ca"
        return self.rng.choice(dc.INST[key].split("|")).split(":")

    def agency(self):
        return [self._inst()[0]]

    def iphone(self):
        if self.jur in ("ca", "us"):
            text = self.fill(self.rng.choice(["1-8{2}-{3}-{4}", "1 8{2} {3}-{4}", "(8{2}) {3}-{4}"]))
        else:
            cc = FOREIGN[self.jur][5]
            text = self.fill(self.rng.choice([f"+{cc} {{3}} {{3}} {{3}}", "0{3} {3} {4}"]))
        return [Z(text, "institutional_phone")]

    def iemail(self):
        return [Z(f"{self.rng.choice(dc.MAILBOXES.split('|'))}@{self._inst()[1]}", "institutional_email")]

    def iurl(self):
        path = self.rng.choice(["forms", "en/filing", "fr/formulaires", "apply", "portal/login", "guides"])
        return [Z(f"https://www.{self._inst()[1]}/{path}", "institutional_url")]

    def bank_code(self):
        r = self.rng
        if self.jur == "us" or (self.jur not in ("ca",) and r.random() < 0.1):
            return [Z(ids.aba(r), "bank_code")]
        if self.jur == "ca":
            if r.random() < 0.3:
                return [Z(ids.swift(r, "CA"), "bank_code")]
            return [
                Z(
                    f"{ids.nums(r, 5)}-{r.choice(['001', '002', '003', '004', '006', '815', '837'])}",
                    "bank_code",
                )
            ]
        country = {"uk": "GB", "ie": "IE", "au": "AU", "nz": "NZ", "in": "IN"}.get(self.jur, self.jur.upper())
        if self.jur == "uk":
            return [Z(f"{ids.nums(r, 2)}-{ids.nums(r, 2)}-{ids.nums(r, 2)}", "bank_code")]
        if self.jur == "au":
            return [Z(f"{ids.nums(r, 3)}-{ids.nums(r, 3)}", "bank_code")]
        if self.jur == "in":
            return [
                Z(
                    "".join(r.choice(string.ascii_uppercase) for _ in range(4)) + "0" + ids.nums(r, 6),
                    "bank_code",
                )
            ]
        if self.jur == "br":
            return [Z(f"{ids.nums(r, 4)}-{ids.nums(r, 1)}", "bank_code")]
        return [Z(ids.swift(r, country if len(country) == 2 else "XX"), "bank_code")]

    def heading(self, text):
        """A heading in capitals is a decoy; other headings are plain text."""
        return [Z(text, "caps_heading")] if text.isupper() and any(c.isalpha() for c in text) else [text]
