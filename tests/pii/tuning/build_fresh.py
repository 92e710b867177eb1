"""Build ``fresh_tune.jsonl`` and ``fresh_dev.jsonl``: a PII set written fresh for issue 15's classes of
miss, with names typed by hand (``fresh_names.py``, none from Faker, which the gazetteer is built from).

    python tests/pii/tuning/build_fresh.py

No third-party dependency; fixed seed, so both files rebuild byte for byte
(``tests/pii/test_fresh_sets.py``). Every frame of ``fresh_frames.py`` is rendered three times with
names of different locales; each case goes to the tune or the dev half by a seeded hash of its id.
Rules may be tuned on ``fresh_tune.jsonl`` only; ``fresh_dev.jsonl`` is the check (its misses are
not read while tuning). Row schema as ``tuning.jsonl``: ``{id, tags, text, spans, decoys}``.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh_values as V  # noqa: E402
from fresh_frames import FRAMES  # noqa: E402
from fresh_names import LOCALES, pool  # noqa: E402

SEED = 20261202
HERE = Path(__file__).resolve().parent
OUT_TUNE = HERE / "fresh_tune.jsonl"
OUT_DEV = HERE / "fresh_dev.jsonl"
RENDERS = 3
_SLOT = re.compile(r"\{([A-Z]+2?)\}")
_QUOTE = '"'

LABELS = {
    "P": "PERSON",
    "P2": "PERSON",
    "G": "PERSON",
    "G2": "PERSON",
    "S": "PERSON",
    "IS": "PERSON",
    "DOB": "DATE_OF_BIRTH",
    "DOB2": "DATE_OF_BIRTH",
    "QDOB": "DATE_OF_BIRTH",
    "QDOB2": "DATE_OF_BIRTH",
    "ADDR": "ADDRESS",
    "URL": "URL",
    "EMAIL": "EMAIL",
    "PHONE": "PHONE",
    "UKPH": "PHONE",
    "AUPH": "PHONE",
    "UKMOB": "PHONE",
    "TENPH": "PHONE",
    "NHS": "HEALTH_CARD",
    "CAPSP": "PERSON",
    "PART": "PERSON",
}
DECOYS = {
    "VER": ("version", V.version),
    "REFPH": ("reference_number", V.phone_shaped_ref),
    "REFSSN": ("reference_number", V.ssn_shaped_ref),
    "CITE": ("citation", lambda r: r.choice(V.CITATIONS)),
    "STAT": ("statute_reference", lambda r: r.choice(V.STATUTES)),
    "JUDGE": ("judge", lambda r: r.choice(V.JUDGES)),
    "FILE": ("court_file_number", lambda r: r.choice(V.FILES)),
    "FIRM": ("firm", lambda r: r.choice(V.FIRMS)),
    "PURL": ("public_url", lambda r: r.choice(V.PUBLIC_URLS)),
    "DATE": ("date", V.other_date),
    "AMT": ("amount", V.amount),
}


def person(rng: random.Random, locale: str) -> tuple[str, str, str]:
    """(full name, given name, surname) as the locale writes them."""
    given, surnames = pool(locale)
    g, s = rng.choice(given), rng.choice(surnames)
    full = f"{s} {g}" if locale == "vi" else f"{g} {s}"
    return full, g, s


def render(frame: str, rng: random.Random, locales: list[str]) -> tuple[str, list[dict], list[dict]]:
    p, g, s = person(rng, locales[0])
    p2, g2, _ = person(rng, locales[1])
    while p2 == p:
        p2, g2, _ = person(rng, locales[1])
    values = {"P": p, "P2": p2, "G": g, "G2": g2, "S": s, "IS": f"{g[0]}. {s}"}
    text, spans, decoys, at = "", [], [], 0
    for m in _SLOT.finditer(frame):
        text += frame[at : m.start()]
        slot = m.group(1)
        if slot not in values:
            if slot in ("DOB", "DOB2"):
                values[slot] = V.dob(rng)
            elif slot in ("QDOB", "QDOB2"):  # a CSV cell: quoted when it holds a comma
                values[slot] = V.dob(rng)
            elif slot == "ADDR":
                values[slot] = V.address(rng)
            elif slot == "URL":
                values[slot] = V.person_url(rng, p)
            elif slot == "EMAIL":
                values[slot] = V.email(rng, p)
            elif slot == "PHONE":
                values[slot] = V.phone(rng)
            elif slot in V.MORE:
                values[slot] = V.MORE[slot](rng, p)
        value = values[slot] if slot in values else DECOYS[slot][1](rng)
        quoted = slot.startswith("Q") and "," in value
        text += _QUOTE if quoted else ""
        start = len(text)
        text += value
        if slot in LABELS:
            spans.append({"start": start, "end": len(text), "label": LABELS[slot]})
        else:
            decoys.append({"start": start, "end": len(text), "kind": DECOYS[slot][0]})
        text += _QUOTE if quoted else ""
        at = m.end()
    text += frame[at:]
    return text, spans, decoys


def half(case_id: str) -> str:
    digest = hashlib.sha256(f"{SEED}:{case_id}".encode()).digest()
    return "dev" if digest[0] % 2 else "tune"


def build() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    out: dict[str, list[dict]] = {"tune": [], "dev": []}
    for family, frames in FRAMES.items():
        for fi, frame in enumerate(frames):
            for r in range(RENDERS):
                locales = [rng.choice(LOCALES), rng.choice(LOCALES)]
                text, spans, decoys = render(frame, rng, locales)
                case_id = f"fresh-{family}-{fi:02d}-{r}"
                tags = [family, f"locale:{locales[0]}"]
                if not spans and family != "decoy":
                    tags.append("decoy")
                elif decoys:
                    tags.append("has_decoys")
                if any(ord(c) > 127 for sp in spans for c in text[sp["start"] : sp["end"]]):
                    tags.append("non_ascii")
                row = {"id": case_id, "tags": tags, "text": text, "spans": spans}
                if decoys:
                    row["decoys"] = decoys
                out[half(case_id)].append(row)
    return out


def write(rows: list[dict], path: Path) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")


if __name__ == "__main__":
    sets = build()
    write(sets["tune"], OUT_TUNE)
    write(sets["dev"], OUT_DEV)
    print(f"{OUT_TUNE.name}: {len(sets['tune'])} cases; {OUT_DEV.name}: {len(sets['dev'])} cases")
