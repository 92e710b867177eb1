"""Builds the round-28 held-out PII set (report-only): ``python build_heldout_r28.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r28_compose import assemble  # noqa: E402
from r28_kinds_ca import KINDS_CA  # noqa: E402
from r28_kinds_us import KINDS_US  # noqa: E402
from r28_kinds_world import KINDS_WORLD  # noqa: E402
from r28_lay_code import CODE  # noqa: E402
from r28_lay_markup import MARKUP  # noqa: E402
from r28_lay_text import TEXT  # noqa: E402
from r28_places import PROVINCES, STATES  # noqa: E402

LAYOUTS = {**TEXT, **MARKUP, **CODE}
KINDS = KINDS_CA + KINDS_US + KINDS_WORLD
# Weights of (labelled rows, questions and answers, sentences) per layout.
MODES = {
    "thermal_receipt_tape": (0.8, 0.08, 0.12),
    "lettered_outline_brief": (0.72, 0.14, 0.14),
    "caption_after_value_typescript": (0.7, 0.12, 0.18),
    "ssml_reading_script": (0.4, 0.35, 0.25),
    "kml_extended_data_export": (0.6, 0.2, 0.2),
}
DEFAULT_MODES = (0.55, 0.2, 0.25)
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def draw(jurs, rng):
    """(jurisdiction, province or state) of one case."""
    if ":" in jurs:
        jur, region = jurs.split(":")
        return jur, region
    if jurs == "ca":
        codes = sorted(PROVINCES)
        return "ca", rng.choices(codes, weights=[PROVINCES[c][5] for c in codes])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build():
    cases = []
    for rnd in range(ROUNDS):
        for cfg in KINDS:
            kind, shape = cfg["kind"], cfg["shape"]
            jur, region = draw(cfg["jurs"], random.Random(f"r28|{rnd}|{kind}|jur"))
            doc = assemble(cfg, f"r28|{rnd}|{kind}", jur, region, MODES.get(shape, DEFAULT_MODES))
            sheet = LAYOUTS[shape](doc).run()
            cases.append(sheet.case(f"r28-{len(cases) + 1:04d}", kind, shape, jur))
    return cases


def render(cases):
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv):
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
