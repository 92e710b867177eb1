"""Builds tests/pii/cases.jsonl from hand-written legal prose with inline labels.

Markup: ``[[LABEL:value]]`` marks a PII value (the span covers ``value`` only). The cases are in
``cases_tuning.py`` (tuned on) and ``cases_holdout.py`` (never tuned on); numbers that must pass a
checksum are completed with python-stdnum (``case_numbers.py``) so every positive is genuinely valid
and every "invalid" decoy genuinely fails. Run: ``.venv/bin/python tests/pii/build_cases.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from cases_holdout import HOLDOUT, HOLDOUT_RARE_NAMES
from cases_tuning import CASES


def render(markup: str) -> tuple[str, list[dict]]:
    out, spans, pos = [], [], 0
    for m in re.finditer(r"\[\[([A-Z_]+):(.+?)\]\]", markup, flags=re.DOTALL):
        out.append(markup[pos : m.start()])
        start = sum(len(p) for p in out)
        out.append(m.group(2))
        spans.append({"start": start, "end": start + len(m.group(2)), "label": m.group(1)})
        pos = m.end()
    out.append(markup[pos:])
    return "".join(out), spans


def main() -> None:
    path = Path(__file__).with_name("cases.jsonl")
    with path.open("w", encoding="utf-8") as f:
        for i, (tags, markup) in enumerate(
            CASES + [(["holdout", *t], m) for t, m in HOLDOUT + HOLDOUT_RARE_NAMES], 1
        ):
            text, spans = render(markup)
            f.write(
                json.dumps(
                    {"id": f"case-{i:03d}", "tags": tags, "text": text, "spans": spans}, ensure_ascii=False
                )
                + "\n"
            )
    print(f"wrote {len(CASES) + len(HOLDOUT) + len(HOLDOUT_RARE_NAMES)} cases to {path}")


if __name__ == "__main__":
    main()
