"""Builds the round-19 held-out PII set (report-only) from fixed string seeds; ``--check`` rebuilds in memory."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r19_frames_ca  # noqa: E402, F401  (registers frames)
import r19_frames_ca_more  # noqa: E402, F401
import r19_frames_mixed  # noqa: E402, F401
import r19_frames_us  # noqa: E402, F401
import r19_frames_us_more  # noqa: E402, F401
import r19_frames_world  # noqa: E402, F401
import r19_frames_world_more  # noqa: E402, F401
from r19_blocks import ASCII_SHAPES, FRAMES, MACHINE_SHAPES  # noqa: E402
from r19_gen import Gen  # noqa: E402
from r19_places import CA_WEIGHTS, STATES  # noqa: E402
from r19_render import dokuwiki, fill_in_blanks, form_fields, irc_log, letter, telex, tn3270_screen  # noqa: E402
from r19_render_machine import bbcode, hcl, logfmt, multipart_form, pg_copy, plist_xml, recfile  # noqa: E402

ROUNDS = 10
CASES_FILE = HERE / "cases.jsonl"
RENDER = {
    "form_fields": form_fields,
    "letter": letter,
    "fill_in_blanks": fill_in_blanks,
    "tn3270_screen": tn3270_screen,
    "telex": telex,
    "irc_log": irc_log,
    "dokuwiki": dokuwiki,
    "bbcode": bbcode,
    "logfmt": logfmt,
    "recfile": recfile,
    "hcl": hcl,
    "plist_xml": plist_xml,
    "pg_copy": pg_copy,
    "multipart_form": multipart_form,
}


def _region(rng: random.Random, jur: str, fixed: str | None) -> str:
    if fixed:
        return fixed
    if jur == "ca":
        codes = sorted(CA_WEIGHTS)
        return rng.choices(codes, weights=[CA_WEIGHTS[c] for c in codes])[0]
    if jur == "us":
        return rng.choice(sorted(STATES))
    return jur


def build() -> list[dict]:
    cases = []
    for rnd in range(1, ROUNDS + 1):
        for kind, shape, jurs, lang, region, fn in FRAMES:
            seed = f"r19|{rnd}|{kind}"
            jr = random.Random(seed + "|jur")
            jur = jr.choice(jurs)
            g = Gen(seed, jur, _region(jr, jur, region), lang, shape in ASCII_SHAPES, shape in MACHINE_SHAPES)
            doc = RENDER[shape](fn(g), g, kind)
            cases.append(doc.case(f"r19-{len(cases) + 1:04d}", kind, shape, jur, g.hc_tags))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not CASES_FILE.exists() or CASES_FILE.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        return 0
    CASES_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {CASES_FILE.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
