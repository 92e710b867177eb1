"""What the teacher is shown: passages (a section, or a whole short document) chosen by task weight.

The choice is deterministic: every candidate (document, task, span) gets a hash score and each
task keeps its lowest-scored candidates, so the same corpus and config always pick the same
passages (and hit the same cache entries), however the documents are partitioned.
"""

from __future__ import annotations

import hashlib
import heapq
import re
from collections.abc import Iterable
from dataclasses import dataclass

from quilltune.prepare.pairs.templates import TaskTemplate, applies, document_kind
from quilltune.prepare.tasks import CHARS_PER_TOKEN, Document

MIN_SOURCE_CHARS = 200


@dataclass(frozen=True, order=True)
class Unit:
    score: str
    task: str
    doc_id: str
    start: int
    end: int
    split: str


def source_limit(template: TaskTemplate, pair_budget: int, max_source_chars: int, max_new_tokens: int) -> int:
    """Longest passage whose pair (instruction + passage + answer) still fits the student's budget."""
    answer = 200 if template.parse == "instruction" else int(max_new_tokens * CHARS_PER_TOKEN)
    return min(max_source_chars, pair_budget - answer - len(template.instruction) - 100)


def candidates(
    doc_id: str, text: str, split: str, templates: dict[str, TaskTemplate], limits: dict[str, int], seed: int
) -> Iterable[Unit]:
    kind = document_kind(text)
    doc = None
    for tid, t in templates.items():
        if not applies(t, kind):
            continue
        spans: list[tuple[int, int]] = []
        if t.unit == "document":
            body = text.strip()
            if MIN_SOURCE_CHARS <= len(body) <= limits[tid]:
                start = text.find(body)
                spans.append((start, start + len(body)))
        else:
            doc = doc or Document(text)
            for s in doc.sections:
                end = _before_signatures(doc, s.start, s.end)
                if end - s.start >= MIN_SOURCE_CHARS and end - s.start <= limits[tid]:
                    spans.append((s.start, end))
        for start, end in spans:
            score = hashlib.sha256(f"{seed}|{tid}|{doc_id}|{start}|{end}".encode()).hexdigest()
            yield Unit(score, tid, doc_id, start, end, split)


_SIGNATURE = re.compile(r"^(?:Per:|Email:|Tel\.?:|IN WITNESS|Signed\b|Signature\b|\[PERSON_\d+\]\s*$)", re.M)


def _before_signatures(doc: Document, start: int, end: int) -> int:
    """The last section of a contract runs into its signature block: the teacher sees the clause only."""
    for ps, pe in doc.paras:
        if start < ps < end and _SIGNATURE.search(doc.text[ps:pe]):
            prev = [e for s, e in doc.paras if start <= s and e <= ps]
            return prev[-1] if prev else start
    return end


def choose(units: Iterable[Unit], quota: dict[str, int]) -> list[Unit]:
    """Each task's ``quota`` lowest-scored units, in a stable order (by document, then span). A task
    with fewer candidates than its quota passes the rest to the others, by weight order."""
    total = sum(quota.values())
    heaps: dict[str, list] = {t: [] for t, q in quota.items() if q > 0 or total}
    for u in units:
        h = heaps.get(u.task)
        if h is None:
            continue
        item = (_neg(u.score), u)
        if len(h) < total:
            heapq.heappush(h, item)
        elif item > h[0]:
            heapq.heapreplace(h, item)
    ranked = {t: [u for _, u in sorted(h, reverse=True)] for t, h in heaps.items()}
    take = {t: min(quota.get(t, 0), len(r)) for t, r in ranked.items()}
    spare = total - sum(take.values())
    while spare > 0:
        room = [t for t in sorted(ranked, key=lambda t: (-quota.get(t, 0), t)) if take[t] < len(ranked[t])]
        if not room:
            break
        for t in room[:spare]:
            take[t] += 1
            spare -= 1
    chosen = [u for t, r in ranked.items() for u in r[: take[t]]]
    return sorted(chosen, key=lambda u: (u.doc_id, u.start, u.task))


def _neg(score: str) -> str:
    # A max-heap on the score via a min-heap on its complement: keeps the lowest scores.
    return "".join("0123456789abcdef"[15 - int(c, 16)] for c in score)


def quotas(n: int, weights: dict[str, float]) -> dict[str, int]:
    """Split ``n`` generations over tasks by weight (largest remainders), deterministically."""
    live = {t: w for t, w in sorted(weights.items()) if w > 0}
    total = sum(live.values())
    if not live or n <= 0:
        return dict.fromkeys(weights, 0)
    raw = {t: n * w / total for t, w in live.items()}
    out = {t: int(v) for t, v in raw.items()}
    for t in sorted(raw, key=lambda t: (out[t] - raw[t], t))[: n - sum(out.values())]:
        out[t] += 1
    return out
