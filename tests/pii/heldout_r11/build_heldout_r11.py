"""Build the round-11 held-out PII set (report-only).

`python build_heldout_r11.py` writes cases.jsonl next to this file (fixed seed, byte-identical on every run);
`python build_heldout_r11.py --check` rebuilds it in memory and exits 1 if the file differs.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r11_frames_contracts  # noqa: E402
import r11_frames_corresp  # noqa: E402
import r11_frames_court  # noqa: E402
import r11_frames_orders  # noqa: E402
import r11_frames_records  # noqa: E402
import r11_frames_sworn  # noqa: E402
import r11_frames_tribunal  # noqa: E402
from r11_gen import Gen  # noqa: E402

SEED = 20_251_111
ROUNDS = 9
OUT = HERE / "cases.jsonl"
FRAMES = (
    r11_frames_court.FRAMES
    + r11_frames_orders.FRAMES
    + r11_frames_tribunal.FRAMES
    + r11_frames_sworn.FRAMES
    + r11_frames_corresp.FRAMES
    + r11_frames_contracts.FRAMES
    + r11_frames_records.FRAMES
)


def _jur(r: random.Random, jurs: tuple[str, ...]) -> str:
    home = [j for j in jurs if j in ("ca", "us")]
    away = [j for j in jurs if j not in ("ca", "us")]
    if home and (not away or r.random() < 0.66):
        return r.choice(home + ["ca"] if "ca" in home else home)
    return r.choice(sorted(set(away)))


def build() -> list[dict]:
    r = random.Random(SEED)
    cases: list[dict] = []
    for _ in range(ROUNDS):
        for frame, jurs in FRAMES:
            g = Gen(random.Random(r.getrandbits(64)), _jur(r, jurs))
            doc = frame(g)
            cases.append(doc.case(f"r11-{len(cases) + 1:04d}"))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl is out of date", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
