"""Build ``round8_tune.jsonl``: a tuning set for issue 15's eighth PII round, one frame family per miss
class read in ``heldout_fresh/cases.jsonl`` (which became a tuning set in this round), written anew:
other frames, other names (typed by hand below, many locales; none copied from a case file).

    python tests/pii/tuning/build_round8.py [--check]

No third-party dependency; fixed seed, so the file rebuilds byte for byte (``--check`` compares).
Row schema as ``tuning.jsonl``: ``{id, tags, text, spans, decoys}``. Classes: names with a middle
initial and no cue; a name's possessive before an identifier; Korean given names before a surname
that is also an English word (``Park``, ``Song``); a given name alone in a person-only frame (asked
to sign, on X's instructions, what did X say, X confirmed in writing); card and account holders;
and as decoys: four-part provision numbers beside real IPv4 addresses, places where a document was
signed, Indian addresses (ADDRESS, not PERSON).
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

SEED = 20261208
HERE = Path(__file__).resolve().parent
OUT = HERE / "round8_tune.jsonl"
RENDERS = 4

# Given name, middle initial, surname; locales noted for the tags.
FULL = [
    ("ee", "Kadri", "T.", "Tamm"),
    ("lv", "Jānis", "K.", "Bērziņš"),
    ("lt", "Rūta", "M.", "Jankauskienė"),
    ("cs", "Vojtěch", "P.", "Hrubeš"),
    ("hu", "Enikő", "L.", "Kertész"),
    ("ro", "Roxana", "C.", "Munteanu"),
    ("pl", "Grzegorz", "W.", "Żmuda"),
    ("is", "Hallgrímur", "B.", "Gunnarsson"),
    ("fi", "Venla", "S.", "Kääriäinen"),
    ("eu", "Itziar", "A.", "Goikoetxea"),
    ("ca", "Jordi", "F.", "Puigdomènech"),
    ("el", "Eleni", "D.", "Papadopoulou"),
    ("ka", "Nino", "G.", "Beridze"),
    ("hy", "Armen", "V.", "Hovhannisyan"),
    ("fa", "Parisa", "R.", "Farahani"),
    ("ar", "Yousef", "H.", "Khoury"),
    ("he", "Liora", "E.", "Ben-Ami"),
    ("tr", "Emre", "Ş.", "Yıldırım"),
    ("yo", "Adeola", "O.", "Olanrewaju"),
    ("ig", "Ifeoma", "C.", "Nwachukwu"),
    ("sw", "Nyokabi", "J.", "Githinji"),
    ("zu", "Sipho", "N.", "Dlamini"),
    ("am", "Selam", "T.", "Gebremedhin"),
    ("so", "Hodan", "A.", "Warsame"),
    ("ta", "Sathish", "S.", "Venkatesan"),
    ("si", "Dilani", "P.", "Jayawardena"),
    ("tl", "Marites", "D.", "Dimaano"),
    ("vi", "Linh", "T.", "Phan"),
    ("mi", "Aroha", "K.", "Ngata"),
    ("cy", "Rhodri", "G.", "Llewelyn"),
    ("ga", "Sadhbh", "M.", "Ní Chonaill"),
    ("pt", "Tiago", "V.", "Figueiredo"),
]
# Given names that none of the name lists holds (the frames, not a list, must find them).
ALONE = [
    ("yo", "Oluwadamilare"),
    ("ig", "Chinedum"),
    ("he", "Yarden"),
    ("he", "Ofir"),
    ("is", "Dagrún"),
    ("hu", "Boglárka"),
    ("pl", "Sławomira"),
    ("cy", "Gwenllian"),
    ("mi", "Wiremu"),
    ("zu", "Nomvula"),
    ("am", "Tigist"),
    ("fi", "Vilppu"),
    ("ka", "Tamuna"),
    ("ta", "Kalaiselvi"),
    ("tl", "Maricar"),
    ("eu", "Garazi"),
]
KOREAN = [
    ("Ye-rin", "Park"),
    ("Jae-won", "Park"),
    ("Ha-eun", "Song"),
    ("Do-yun", "Park"),
    ("Yu-na", "Han"),
    ("Min-seo", "Song"),
    ("Eun-ji", "Park"),
    ("Tae-yang", "Moon"),
]
PLACES = [
    "Palmerston North",
    "Coffs Harbour",
    "Walla Walla",
    "Swift Current",
    "Grande Prairie",
    "Moose Jaw",
    "Thunder Bay",
    "Red Deer",
    "Bora Bora",
    "Flin Flon",
]
IN_ADDRESSES = [
    "Flat No. 204, Lotus Residency, 4th Main, Whitefield, Bengaluru 560066",
    "House No. 45, Gandhi Nagar, 2nd Street, Adyar, Chennai 600020",
    "Plot No. 7, Sector 21, Vashi, Navi Mumbai - 400703",
    "Flat No. 11, Sai Krupa Heights, 6th Cross, Malleshwaram, Bengaluru 560003",
    "Door No. 3, Kamaraj Street, Tambaram, Chennai 600045",
]

# Frames: {F} full name with a middle initial, {A} a given name alone, {K} a Korean name, {Q} a
# provision number shaped like an IPv4 address, {IP} a real address, {PL} a place, {IN} an Indian
# address. Tag per frame: the class it writes.
FRAMES = [
    ("initial", "{F} posted the notice on the unit door on 4 March."),
    ("initial", "The tribunal accepted that {F} had moved out before the inspection."),
    ("initial", "Exhibit 7: {F} signed the renewal in the lobby."),
    ("initial", "Notices under this lease go to {F}, at the address above."),
    ("initial", "[12] The account given by {F} was consistent throughout."),
    ("possessive", "{F}'s passport was surrendered to the registry."),
    ("possessive", "{F}'s Social Insurance Number appears on the T4 slip."),
    ("possessive", "The bank froze {F}'s chequing account in May."),
    ("korean", "I, {K}, of the City of Leeds, make oath and say:"),
    ("korean", "Kind regards,\n\n{K}"),
    ("korean", "The landlord says {K} can be reached at the office."),
    ("korean", "Tenant: {K}\nUnit: 4B"),
    ("alone", "Q. What did {A} tell you about the key?"),
    ("alone", "On {A}'s instructions, the deposit was returned."),
    ("alone", "We asked {A} to sign the consent form before noon."),
    ("alone", "{A} confirmed in writing that the rent was paid."),
    ("alone", "Did {A} ever mention the second lease?"),
    ("alone", "The officer told {A} to wait in the car."),
    ("holder", "Cardholder {F} disputed a charge of $41.20."),
    ("holder", "The account holder {F} changed the PIN twice."),
    ("holder", "The user {F} signed in at 09:14 from home."),
    ("provision", "Subject to {Q} and s. 12(3), the fee is payable on demand."),
    ("provision", "The supplier relies on the warranty (see {Q})."),
    ("provision", "Costs follow the event under {Q} and Rule 57.01."),
    ("ip", "The portal logged a sign-in from {IP} at 02:10."),
    ("ip", "Their IP address {IP} appears in the server log."),
    ("place", "Sworn before me at {PL} on 3 May 2025."),
    ("place", "VENUE: {PL}\nDATE: 2025-06-02"),
    ("place", "Signed and delivered by {F} at {PL}, this day."),
    ("address", "Tenant: {F}\nPremises: {IN}"),
]
_SLOT = re.compile(r"\{([A-Z]+)\}")


def _provision(rng: random.Random) -> str:
    return ".".join(str(rng.randint(1, 19)) for _ in range(4))


def _ip(rng: random.Random) -> str:
    return f"{rng.choice(['203.0.113', '198.51.100', '192.0.2'])}.{rng.randint(100, 254)}"


def _values(rng: random.Random) -> dict[str, tuple[str, str | None, str]]:
    """Slot -> (text, gold label or None, decoy kind or locale tag)."""
    loc, given, initial, surname = rng.choice(FULL)
    aloc, alone = rng.choice(ALONE)
    kg, ks = rng.choice(KOREAN)
    return {
        "F": (f"{given} {initial} {surname}", "PERSON", f"loc:{loc}"),
        "A": (alone, "PERSON", f"loc:{aloc}"),
        "K": (f"{kg} {ks}", "PERSON", "loc:ko_latn"),
        "Q": (_provision(rng), None, "section"),
        "IP": (_ip(rng), "IP_ADDRESS", "ip"),
        "PL": (rng.choice(PLACES), None, "place"),
        "IN": (rng.choice(IN_ADDRESSES), "ADDRESS", "addr:in"),
    }


def render(frame: str, values: dict[str, tuple[str, str | None, str]]) -> tuple[str, list, list, list]:
    text, spans, decoys, tags, at = "", [], [], [], 0
    for m in _SLOT.finditer(frame):
        text += frame[at : m.start()]
        value, label, tag = values[m.group(1)]
        start = len(text)
        text += value
        if label:
            spans.append({"start": start, "end": len(text), "label": label})
            tags.append(tag)
        else:
            decoys.append({"start": start, "end": len(text), "kind": tag})
        at = m.end()
    text += frame[at:]
    return text, spans, decoys, tags


def build() -> str:
    rng = random.Random(SEED)
    rows = []
    for i, (kind, frame) in enumerate(FRAMES):
        for r in range(RENDERS):
            text, spans, decoys, tags = render(frame, _values(rng))
            row = {
                "id": f"r8-{i:02d}-{r}",
                "tags": [kind, *dict.fromkeys(tags), *(["has_decoys"] if decoys else [])],
                "text": text,
                "spans": spans,
                "decoys": decoys,
            }
            rows.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    content = build()
    if "--check" in argv:
        same = OUT.read_text("utf-8") == content
        print("identical" if same else "differs")
        return 0 if same else 1
    OUT.write_text(content, "utf-8")
    print(f"wrote {content.count(chr(10))} cases to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
