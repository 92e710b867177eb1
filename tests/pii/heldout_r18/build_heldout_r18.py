"""Builds the round-18 held-out PII set (report-only): `python build_heldout_r18.py [--check]`.

Deterministic from fixed string seeds (`r18|<round>|<kind>` and `r18|<round>|<kind>|jur`); standard library only."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r18_frames_ca  # noqa: E402,F401  (registers frames)
import r18_frames_ca_more  # noqa: E402,F401
import r18_frames_open  # noqa: E402,F401
import r18_frames_us  # noqa: E402,F401
import r18_frames_us_more  # noqa: E402,F401
import r18_frames_world  # noqa: E402,F401
from r18_blocks import FRAMES  # noqa: E402
from r18_doc import Doc  # noqa: E402
from r18_gen import Gen  # noqa: E402
from r18_places import FOREIGN  # noqa: E402
from r18_render import RENDERERS as TEXT_RENDERERS  # noqa: E402
from r18_render_machine import RENDERERS as MACHINE_RENDERERS  # noqa: E402

ROUNDS = 10
OUT = HERE / "cases.jsonl"
RENDERERS = {**TEXT_RENDERERS, **MACHINE_RENDERERS}


def draw_jurisdiction(seed: str, jurs: tuple) -> str:
    r = random.Random(seed)
    return r.choice(jurs) if jurs else r.choice(sorted(FOREIGN))


def build() -> list[dict]:
    cases = []
    for rnd in range(ROUNDS):
        for kind, shape, jurs, lang, region, fn in FRAMES:
            jur = draw_jurisdiction(f"r18|{rnd}|{kind}|jur", jurs)
            g = Gen(f"r18|{rnd}|{kind}", jur, shape, lang, region)
            spec = fn(g)
            doc = Doc()
            RENDERERS[shape](doc, g, spec)
            cases.append(doc.case(f"r18-{len(cases) + 1:04d}", kind, shape, jur))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        print("cases.jsonl is up to date")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(text.splitlines())} cases to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
