"""A generated case (text, gold spans, decoys) and the filling of a template's ``{slot}``s."""

from __future__ import annotations

import re

from broad_identifiers import (
    account,
    card,
    drivers_licence,
    email,
    health_card,
    luhn_complete,
    phone,
    sin,
    ssn,
)
from broad_values import MONTHS_EN, address, date_value, personal_url
from broad_world import World

Piece = tuple[str, str | None, str | None]  # (text, label, decoy kind)


class Case:
    def __init__(self, cid: str, tags: list[str]) -> None:
        self.id, self.tags = cid, tags
        self.text = ""
        self.spans: list[dict] = []
        self.decoys: list[dict] = []

    def add(self, s: str, label: str | None = None, decoy: str | None = None) -> Case:
        start = len(self.text)
        self.text += s
        if label and s.strip():
            self.spans.append({"start": start, "end": len(self.text), "label": label})
        if decoy:
            self.decoys.append({"start": start, "end": len(self.text), "kind": decoy})
        return self

    def row(self) -> dict:
        row = {"id": self.id, "tags": self.tags, "text": self.text, "spans": self.spans}
        if self.decoys:
            row["decoys"] = self.decoys
        return row


_SLOT = re.compile(r"\{(\w+)\}")


def render(c: Case, w: World, template: str) -> None:
    """Fill ``{slot}``s; ``{P}`` a full name, ``{G}``/``{S}`` given/surname of the last name drawn,
    ``{N}`` a name in its own script, identifiers by their label, decoys ``{d_kind}``."""
    state: dict[str, str] = {}

    def person(native: bool = False) -> str:
        value = w.full(native)
        parts = value.split()
        state["G"], state["S"] = parts[0], parts[-1]
        return value

    pos = 0
    for m in _SLOT.finditer(template):
        c.add(template[pos : m.start()])
        slot = m.group(1)
        if slot == "P":
            c.add(person(), "PERSON")
        elif slot == "PU":
            c.add(person().upper(), "PERSON")
        elif slot == "PI":  # surname, given (tables, captions)
            p = person()
            c.add(f"{state['S']}, {' '.join(p.split()[:-1])}", "PERSON")
        elif slot == "N":
            c.add(person(native=True), "PERSON")
        elif slot == "G":
            c.add(state.get("G") or person().split()[0], "PERSON")
        elif slot == "S":
            c.add(state.get("S") or person().split()[-1], "PERSON")
        elif slot == "SURNAME":
            _, g, sn = w.name()
            state["G"], state["S"] = g, sn
            c.add(sn, "PERSON")
        elif slot == "GIVEN":
            _, g, _ = w.name()
            c.add(g, "PERSON")
        elif slot == "SIN":
            c.add(sin(w), "SIN")
        elif slot == "SSN":
            c.add(ssn(w), "SSN")
        elif slot == "HC":
            cue, n = health_card(w)
            c.add(cue + ": ").add(n, "HEALTH_CARD")
        elif slot == "DL":
            cue, n = drivers_licence(w)
            c.add(cue + " no. ").add(n, "DRIVERS_LICENSE")
        elif slot == "CARD":
            c.add(card(w), "CREDIT_CARD")
        elif slot == "ACCT":
            c.add(account(w), "BANK_ACCOUNT")
        elif slot == "PHONE":
            c.add(phone(w), "PHONE")
        elif slot == "EMAIL":
            c.add(email(w, state.get("G", ""), state.get("S", "")), "EMAIL")
        elif slot == "DOB":
            value = date_value(w)
            csv = bool(re.fullmatch(r"[\w,]+", template.split("\n", 1)[0])) and "," in value
            c.add('"' if csv else "").add(value, "DATE_OF_BIRTH").add('"' if csv else "")
        elif slot == "ADDR":
            for text, label in address(w):
                c.add(text, label)
        elif slot == "URL":
            if "G" not in state:
                person()
            c.add(personal_url(w, state["G"], state["S"]), "URL")
        elif slot.startswith("d_"):
            kind, value = decoy(w, slot[2:])
            c.add(value, decoy=kind)
        elif slot == "CITY":
            c.add(w.rng.choice(["Mississauga", "Brampton", "Surrey", "Laval", "Markham", "Halton Hills"]))
        elif slot == "YEAR":
            c.add(str(w.rng.randint(2010, 2025)))
        elif slot == "AMOUNT":
            c.add(f"${w.rng.randint(1, 900)},{w.rng.randint(0, 999):03d}.00")
        else:
            raise KeyError(slot)
        pos = m.end()
    c.add(template[pos:])


def decoy(w: World, kind: str) -> tuple[str, str]:
    rng = w.rng
    pools: dict[str, list[str]] = {
        "citation": [
            f"{rng.randint(2000, 2024)} SCC {rng.randint(1, 60)}",
            f"{rng.randint(2000, 2024)} ONCA {rng.randint(1, 900)}",
            f"[{rng.randint(1990, 2020)}] {rng.randint(1, 3)} S.C.R. {rng.randint(1, 900)}",
            f"{rng.randint(100, 600)} U.S. {rng.randint(1, 900)} ({rng.randint(1950, 2020)})",
            f"{rng.randint(2005, 2024)} BCCA {rng.randint(1, 500)}",
            f"{rng.randint(1, 99)} F.3d {rng.randint(1, 999)}",
        ],
        "case_name": [
            "R. v. Oakes", "R. v. Jordan", "Donoghue v. Stevenson", "Hunter v. Southam Inc.", "Miranda v. Arizona",
            "Vavilov", "Hryniak v. Mauldin", "Bhasin v. Hrynew", "Marbury v. Madison", "Salomon v. A. Salomon & Co.",
        ],
        "statute": [
            "s. 8 of the Charter", "Residential Tenancies Act, 2006", "Criminal Code, R.S.C. 1985, c. C-46",
            "Employment Standards Act, 2000", "42 U.S.C. § 1983", "Personal Information Protection and Electronic Documents Act",
            "Family Law Act, R.S.O. 1990, c. F.3", "Rule 20.04 of the Rules of Civil Procedure", "art. 1457 C.C.Q.",
        ],
        "court_file": [
            f"Court File No. CV-{rng.randint(10, 24)}-{rng.randint(100000, 999999):08d}",
            f"File No. {rng.randint(1000, 9999)}-{rng.randint(10, 99)}",
            f"Docket: C{rng.randint(60000, 69999)}",
            f"No. 500-17-{rng.randint(100000, 999999):06d}-{rng.randint(100, 999)}",
            f"Case No. {rng.randint(1, 9)}:{rng.randint(10, 24)}-cv-{rng.randint(10000, 99999)}",
        ],
        "judge": [
            "Justice Rosalie Silberman Abella", "Sharpe J.A.", "Wagner C.J.", "the Honourable Justice Karakatsanis",
            "Judge Margaret Hall", "Moldaver J.", "Chief Justice Roberts", "Associate Chief Justice Morawetz",
            "Justice Sotomayor", "Côté J.", "Master Short",
        ],
        "public_figure": ["Prime Minister Justin Trudeau", "President Lincoln", "Premier Doug Ford", "Minister of Justice"],
        "org": [
            "Osler, Hoskin & Harcourt LLP", "Royal Bank of Canada", "Ontario Securities Commission",
            "Legal Aid Ontario", "Ministry of the Attorney General", "Canada Revenue Agency", "Tremblay Avocats LLP",
            "Toronto-Dominion Bank", "Sunnybrook Health Sciences Centre", "Service Canada",
        ],
        "version": [
            f"{rng.randint(2, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}.{rng.randint(1, 99)}",
            f"v{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 99)}",
            f"10.0.{rng.randint(10000, 22000)}.{rng.randint(100, 3000)}",
        ],
        "reference": [
            f"PO {rng.choice([905, 416, 647])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            f"Invoice {rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
            f"Order #{rng.randint(100000000, 999999999)}",
            f"BN {luhn_complete(str(rng.randint(10000000, 99999999)))} RT0001",
            f"Claim No. {rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            f"Policy {rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
            f"ISBN 978-{rng.randint(0, 1)}-{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-{rng.randint(0, 9)}",
            f"transit {rng.randint(10000, 99999)}",
        ],
        "amount": [f"${rng.randint(1, 900)},{rng.randint(0, 999):03d}.{rng.randint(0, 99):02d}", f"{rng.randint(2, 99)} per cent"],
        "date": [f"{MONTHS_EN[rng.randint(0, 11)]} {rng.randint(1, 28)}, {rng.randint(2015, 2025)}", f"{rng.randint(2015, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"],
        "url": [
            "https://laws-lois.justice.gc.ca/eng/acts/C-46/", "https://www.canlii.org/en/on/onca/doc/2019/2019onca1.html",
            "https://www.ontario.ca/laws/statute/06r17", "www.scc-csc.ca/case-dossier/info/dock-regi-eng.aspx",
            "https://www.justice.gc.ca/eng/contact/", "https://www.uscourts.gov/forms",
        ],
        "place": ["the City of Mississauga", "Regional Municipality of Peel", "Halifax Regional Municipality", "Cook County"],
        "defined_term": ['the "Confidential Information"', 'the "Effective Date"', 'the "Purchased Assets"'],
    }  # fmt: skip
    kind = {"any": rng.choice(list(pools))}.get(kind, kind)
    return kind, rng.choice(pools[kind])
