"""Build ``round7_tune.jsonl``: a tuning set for issue 15's seventh PII round (version strings and
reference numbers taken for identifiers; untitled names in roles, forms, signatures, affidavits,
salutations and CSV columns), names typed by hand in ``round7_names.py``.

    python tests/pii/tuning/build_round7.py [--check]

No third-party dependency; fixed seed, so the file rebuilds byte for byte (``--check`` compares).
Every frame of ``round7_frames.py`` is rendered three times with names of different locales. It is a
tuning set: its misses may be read. Row schema as ``tuning.jsonl``: ``{id, tags, text, spans, decoys}``.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from round7_frames import FRAMES  # noqa: E402
from round7_names import LOCALES, SCRIPT_NAMES, SURNAME_FIRST, pool  # noqa: E402

SEED = 20261207
HERE = Path(__file__).resolve().parent
OUT = HERE / "round7_tune.jsonl"
RENDERS = 3
_SLOT = re.compile(r"\{([A-Z]+2?)\}")
MONTHS = "January February March April May June July August September October November December".split()

LABELS = {
    "P": "PERSON",
    "P2": "PERSON",
    "G": "PERSON",
    "G2": "PERSON",
    "S": "PERSON",
    "X": "PERSON",
    "CAPSP": "PERSON",
}

CITATIONS = [
    "Nevsun Resources Ltd. v. Araya, 2020 SCC 5",
    "Bhasin v. Hrynew, 2014 SCC 71",
    "Obergefell v. Hodges, 576 U.S. 644 (2015)",
    "Montgomery v Lanarkshire Health Board [2015] UKSC 11",
    "Sattva Capital Corp. v. Creston Moly Corp., 2014 SCC 53",
    "Kerr v. Baranow, 2011 SCC 10",
]
STATUTES = [
    "s. 35(1) of the Family Law Act, R.S.O. 1990, c. F.3",
    "section 7 of the Charter",
    "42 U.S.C. § 1983",
    "art. 1457 C.C.Q.",
    "Rule 20.04(2) of the Rules of Civil Procedure",
    "the Residential Tenancies Act, 2006, S.O. 2006, c. 17",
]
FILES = ["Court File No. CV-22-00681234-0000", "Docket: T-1187-23", "No. 3:21-cv-04417-JSC", "CACV-2024-0193"]
JUDGES = [
    "Justice Kasirer",
    "Morawetz C.J.",
    "Judge Okonkwo-Hart",
    "the Honourable Madam Justice Côté",
    "Perell J.",
]
FIRMS = [
    "Blakely Marsh LLP",
    "Fenwick & Oduya Professional Corporation",
    "Harbourline Logistics Inc.",
    "Nordvik Analytics AS",
]
PLACES = ["Thunder Bay", "Rimouski", "Red Deer", "Moose Jaw", "Port Hedland", "Trois-Rivières"]
COMPANIES = [
    "Kowalczyk Sp. z o.o.",
    "Öztürk İnşaat A.Ş.",
    "Brandt Maschinenbau GmbH",
    "Lindqvist Bygg AB",
    "Haugen Eiendom AS",
    "Dubois Frères SARL",
    "Rossi Costruzioni S.p.A.",
    "García Hermanos S.L.",
    "Van Dijk Logistiek B.V.",
    "Adeyemi Holdings Plc",
    "Nakamura Shoji K.K.",
    "O'Sullivan Haulage Limited",
]
BENCHES = [
    "Mr. Justice Nakamura",
    "Madam Justice Kowalczyk",
    "Lady Justice Ní Fhloinn",
    "Judge Oyelaran",
    "Associate Chief Justice Morawetz",
    "Karakatsanis J.",
    "Côté J.A.",
    "Justice Siobhán Keane",
]
TOWNS = [
    "San José",
    "Saint-Jean-sur-Richelieu",
    "Port Moresby",
    "Santa Cruz de Tenerife",
    "Bad Homburg",
    "Ciudad Juárez",
    "Fort McMurray",
    "Grande Prairie",
    "Rivière-du-Loup",
    "Ho Chi Minh City",
]
CASES = [
    "R. v. Adeyemi, 2021 ONCA 77",
    "Öztürk v. Germany",
    "Tremblay c. Daigle",
    "Re Estate of Kovalenko",
    "Haugen (Re), 2019 BCSC 12",
    "an Anton Piller order",
    "a Mareva injunction",
    "the Oakes test",
]
PUBLICS = [
    "Prime Minister Lester Pearson",
    "Sir Wilfrid Laurier",
    "Premier Rachel Notley",
    "Senator Murray Sinclair",
]


def version(rng: random.Random) -> str:
    """A version string every part of which fits an IPv4 octet: the look-alike."""
    return f"{rng.randint(1, 19)}.{rng.randint(0, 40)}.{rng.randint(0, 220)}.{rng.randint(0, 250)}"


def ip_address(rng: random.Random) -> str:
    kind = rng.randint(0, 4)
    if kind == 0:
        return f"192.168.{rng.randint(0, 40)}.{rng.randint(2, 250)}"
    if kind == 1:
        return f"10.{rng.randint(0, 250)}.{rng.randint(0, 250)}.{rng.randint(2, 250)}"
    if kind == 2:
        return f"{rng.choice(['203.0.113', '198.51.100', '192.0.2'])}.{rng.randint(2, 250)}"
    if kind == 3:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 250)}.{rng.randint(2, 250)}"
    return f"{rng.choice([24, 38, 64, 99, 142, 184, 207])}.{rng.randint(1, 250)}.{rng.randint(1, 250)}.{rng.randint(2, 250)}"


def phone(rng: random.Random) -> str:
    area = rng.choice(["416", "647", "514", "604", "613", "403"])
    return f"{area}-{rng.randint(220, 989)}-{rng.randint(1000, 9999)}"


def phone_shaped_ref(rng: random.Random) -> str:
    return f"{rng.choice(['905', '416', '647', '613'])}-{rng.randint(220, 989)}-{rng.randint(1000, 9999)}"


def ssn_shaped_ref(rng: random.Random) -> str:
    return f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"


def other_date(rng: random.Random) -> str:
    return f"{MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}, {rng.randint(2016, 2026)}"


DECOYS = {
    "VER": ("version", version),
    "REFPH": ("reference_number", phone_shaped_ref),
    "REFSSN": ("reference_number", ssn_shaped_ref),
    "CITE": ("citation", lambda r: r.choice(CITATIONS)),
    "STAT": ("statute_reference", lambda r: r.choice(STATUTES)),
    "FILE": ("court_file_number", lambda r: r.choice(FILES)),
    "JUDGE": ("judge", lambda r: r.choice(JUDGES)),
    "FIRM": ("firm", lambda r: r.choice(FIRMS)),
    "PLACE": ("place", lambda r: r.choice(PLACES)),
    "DATE": ("date", other_date),
    "CO": ("org", lambda r: r.choice(COMPANIES)),
    "BENCH": ("judge", lambda r: r.choice(BENCHES)),
    "TOWN": ("place", lambda r: r.choice(TOWNS)),
    "CASE": ("citation", lambda r: r.choice(CASES)),
    "PUBLIC": ("public_figure", lambda r: r.choice(PUBLICS)),
}
FRESH_EACH_TIME = {"IP": ("IP_ADDRESS", ip_address), "PHONE": ("PHONE", phone)}


def person(rng: random.Random, locale: str) -> tuple[str, str, str]:
    given, surnames = pool(locale)
    g, s = rng.choice(given), rng.choice(surnames)
    return (f"{s} {g}" if locale in SURNAME_FIRST else f"{g} {s}"), g, s


def render(frame: str, rng: random.Random, locales: list[str]) -> tuple[str, list[dict], list[dict]]:
    p, g, s = person(rng, locales[0])
    p2, g2, _ = person(rng, locales[1])
    while p2 == p or g2 == g:
        p2, g2, _ = person(rng, locales[1])
    values = {"P": p, "P2": p2, "G": g, "G2": g2, "S": s, "X": rng.choice(SCRIPT_NAMES), "CAPSP": p.upper()}
    text, spans, decoys, at = "", [], [], 0
    for m in _SLOT.finditer(frame):
        text += frame[at : m.start()]
        slot = m.group(1)
        start = len(text)
        if slot in values:
            text += values[slot]
            spans.append({"start": start, "end": len(text), "label": LABELS[slot]})
        elif slot in FRESH_EACH_TIME:
            label, make = FRESH_EACH_TIME[slot]
            text += make(rng)
            spans.append({"start": start, "end": len(text), "label": label})
        else:
            kind, make = DECOYS[slot]
            text += make(rng)
            decoys.append({"start": start, "end": len(text), "kind": kind})
        at = m.end()
    text += frame[at:]
    return text, spans, decoys


def build() -> list[dict]:
    rng = random.Random(SEED)
    rows = []
    for family, frames in FRAMES.items():
        for fi, frame in enumerate(frames):
            for r in range(RENDERS):
                locales = [rng.choice(LOCALES), rng.choice(LOCALES)]
                text, spans, decoys = render(frame, rng, locales)
                tags = [family, f"locale:{locales[0]}"]
                if not spans:
                    tags.append("decoy")
                elif decoys:
                    tags.append("has_decoys")
                if any(ord(c) > 127 for sp in spans for c in text[sp["start"] : sp["end"]]):
                    tags.append("non_ascii")
                row = {"id": f"r7-{family}-{fi:02d}-{r}", "tags": tags, "text": text, "spans": spans}
                if decoys:
                    row["decoys"] = decoys
                rows.append(row)
    return rows


def serialise(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


if __name__ == "__main__":
    content = serialise(build())
    if "--check" in sys.argv:
        same = OUT.read_text("utf-8") == content
        print("identical" if same else "differs")
        sys.exit(0 if same else 1)
    OUT.write_text(content, "utf-8")
    print(f"{OUT.name}: {content.count(chr(10))} cases")
