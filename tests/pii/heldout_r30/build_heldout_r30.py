"""Builds the round-30 held-out PII set (report-only): ``python build_heldout_r30.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r30_docs import KINDS  # noqa: E402
from r30_form_code import CODE  # noqa: E402
from r30_form_print import PRINT  # noqa: E402
from r30_form_text import TEXT  # noqa: E402
from r30_form_xml import XML  # noqa: E402
from r30_outline import outline  # noqa: E402
from r30_places import PROVINCES, STATES  # noqa: E402

FORMS = {**TEXT, **PRINT, **XML, **CODE}
# Weights of (labelled rows, questions and answers, sentences) per layout.
MODES = {
    "interrogatory_answer_pairs": (0.5, 0.35, 0.15),
    "netnews_followup_article": (0.5, 0.25, 0.25),
    "kardex_visible_index_cards": (0.7, 0.15, 0.15),
    "banded_report_writer_print": (0.7, 0.15, 0.15),
}
DEFAULT_MODES = (0.6, 0.2, 0.2)
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def where(jurs, rng):
    """(jurisdiction, province or state) of one case."""
    if ":" in jurs:
        return tuple(jurs.split(":"))
    if jurs == "ca":
        codes = sorted(PROVINCES)
        return "ca", rng.choices(codes, weights=[PROVINCES[c][6] for c in codes])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build():
    cases = []
    for rnd in range(ROUNDS):
        for cfg in KINDS:
            kind, shape = cfg["kind"], cfg["shape"]
            jur, region = where(cfg["jurs"], random.Random(f"r30|{rnd}|{kind}|where"))
            seed = f"r30|{rnd}|{kind}"
            doc = outline(cfg, seed, jur, region, MODES.get(shape, DEFAULT_MODES))
            sheaf = FORMS[shape](doc, seed).run()
            cases.append(sheaf.case(f"r30-{len(cases) + 1:04d}", kind, shape, jur))
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
