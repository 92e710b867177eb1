"""Builds the round-27 held-out PII set (report-only): ``python build_heldout_r27.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r27_assemble import assemble  # noqa: E402
from r27_geo import PROVINCES, STATES  # noqa: E402
from r27_kinds_ca import KINDS_CA  # noqa: E402
from r27_kinds_us import KINDS_US  # noqa: E402
from r27_kinds_world import KINDS_WORLD  # noqa: E402
from r27_maker import Maker  # noqa: E402
from r27_out_code import CODE  # noqa: E402
from r27_out_text import TEXT  # noqa: E402
from r27_out_xml import MARKUP  # noqa: E402

LAYOUTS = {**TEXT, **MARKUP, **CODE}
KINDS = KINDS_CA + KINDS_US + KINDS_WORLD
# Weights of (labelled rows, questions and answers, sentences) per layout.
MODES = {
    "carbon_copy_leader_form": (0.78, 0.08, 0.14),
    "index_card_caption_stack": (0.7, 0.15, 0.15),
    "diarized_audio_transcript": (0.25, 0.55, 0.2),
    "pdftotext_layout_page": (0.72, 0.14, 0.14),
    "sqlite_shell_session": (0.62, 0.2, 0.18),
}
DEFAULT_MODES = (0.55, 0.22, 0.23)
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
            jur, region = draw(cfg["jurs"], random.Random(f"r27|{rnd}|{kind}|jur"))
            maker = Maker(f"r27|{rnd}|{kind}", jur, region, cfg["lang"])
            spec = assemble(maker, cfg, MODES.get(shape, DEFAULT_MODES))
            sheet = LAYOUTS[shape](spec).run()
            cases.append(sheet.case(f"r27-{len(cases) + 1:04d}", kind, shape, jur))
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
