"""Builds the round-31 held-out PII set (report-only): ``python build_heldout_r31.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r31_catalog import KINDS  # noqa: E402
from r31_lay_code import Asn1Record, PostScriptPage  # noqa: E402
from r31_lay_markup import DjotDocument, OaiPmhRecord  # noqa: E402
from r31_lay_print import CardImages, CondensedTranscript  # noqa: E402
from r31_lay_source import HaskellRecord, VbAnonymousType  # noqa: E402
from r31_lay_text import MailingDigest, PleadingCaption  # noqa: E402
from r31_places import PROVINCES, STATES  # noqa: E402
from r31_plan import plan  # noqa: E402

LAYOUTS = {
    form.name: form
    for form in (
        MailingDigest,
        PleadingCaption,
        CondensedTranscript,
        CardImages,
        DjotDocument,
        PostScriptPage,
        Asn1Record,
        VbAnonymousType,
        HaskellRecord,
        OaiPmhRecord,
    )
}
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def where(jurs, rng):
    """(jurisdiction, province or state) of one case."""
    if ":" in jurs:
        return tuple(jurs.split(":"))
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
            jur, region = where(cfg["jurs"], random.Random(f"r31|{rnd}|{kind}|where"))
            seed = f"r31|{rnd}|{kind}"
            layout = LAYOUTS[shape]
            doc = plan(cfg, seed, jur, region, layout.modes)
            folio = layout(doc, seed).run()
            cases.append(folio.case(f"r31-{len(cases) + 1:04d}", kind, shape, jur))
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
