"""Build the round-15 held-out PII set: `python build_heldout_r15.py [--check]`."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r15_doc import Doc  # noqa: E402
from r15_gen import Gen  # noqa: E402
from r15_places import OTHER_JURS  # noqa: E402

ROUNDS = 10
OUT = HERE / "cases.jsonl"


def _frames() -> list:
    import r15_frames_court
    import r15_frames_decisions
    import r15_frames_exports
    import r15_frames_forms
    import r15_frames_langs
    import r15_frames_money
    import r15_frames_records

    frames = []
    modules = (
        r15_frames_decisions,
        r15_frames_court,
        r15_frames_money,
        r15_frames_exports,
        r15_frames_records,
        r15_frames_forms,
        r15_frames_langs,
    )
    for module in modules:
        frames += module.FRAMES
    return frames


def _jur(rnd: random.Random, allowed) -> str:
    if allowed:
        return rnd.choice(allowed)
    roll = rnd.random()
    if roll < 0.32:
        return "ca"
    if roll < 0.51:
        return "us"
    return rnd.choice(OTHER_JURS)


def build() -> list[dict]:
    cases = []
    for rnd_no in range(ROUNDS):
        for kind, shape, jurs, lang, fn in _frames():
            seed = f"r15|{rnd_no}|{kind}"
            jur = _jur(random.Random(seed + "|jur"), jurs)
            region = "QC" if lang == "fr" else None
            g = Gen(seed, jur, lang, region)
            doc = Doc(kind, shape, jur)
            fn(g, doc)
            cases.append(doc.case(f"r15-{len(cases) + 1:04d}"))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
