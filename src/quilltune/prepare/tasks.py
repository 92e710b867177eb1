"""Instruction pairs grounded in a document: every output is a verbatim span of the document.

Generators read the Markdown-like structure every reader produces (``#`` headings, marginal notes
as ``###``, blank-line paragraphs). Which tasks run, and how often, is ``data.task_mix``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

MAX_SPAN = 1500
_HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")
_SECTION_NO = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+\S")
_DEFINITION = re.compile(r"^[“\"](?P<term>[^”\"\n]{2,80})[”\"][^.\n]{0,80}?\b(?:means|includes|has the meaning|refers to)\b")
_PARTIES = re.compile(r"\bbetween\s+([A-Z][^,;()\n]{2,100}?)\s+and\s+([A-Z][^,;()\n]{2,100}?)(?=\s*[,.;(]|\s+\(|$)", re.M)
_BOUNDARY = re.compile(r"(?<=[.;:,])\s+")
# Plain-text documents (contracts typed in a word processor) number their headings instead of
# marking them up: "7. Governing Law" alone on its line, short and without a final period.
_NUMBERED_HEADING = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+([A-Z][^\n.]{1,78}[^\s.:;,])$")
# A parties block: "BETWEEN:" / first party / ... / "AND:" / second party (name up to the first comma).
_PARTY_BLOCK = re.compile(r"^BETWEEN:?\s*\n+([^\n,]{2,100})[^\n]*\n(?:.*\n){0,6}?\s*AND:?\s*\n+([^\n,]{2,100})", re.M)


@dataclass
class Section:
    heading: str
    level: int
    body: str


@dataclass(frozen=True)
class Pair:
    task: str
    instruction: str
    input: str
    output: str


def sections(text: str) -> list[Section]:
    out: list[Section] = []
    heading, level, body = "", 0, []
    for block in text.split("\n\n"):
        one_line = "\n" not in block.strip()
        m = _HEADING.match(block.strip()) if one_line else None
        numbered = _NUMBERED_HEADING.match(block.strip()) if one_line and not m else None
        if m or numbered:
            if heading or body:
                out.append(Section(heading, level, "\n\n".join(body)))
            heading, level = (m.group(2), len(m.group(1))) if m else (block.strip(), 2)
            body = []
        else:
            body.append(block.strip())
    if heading or body:
        out.append(Section(heading, level, "\n\n".join(body)))
    return out


def _cap(text: str, limit: int = MAX_SPAN) -> str:
    """Cut at the last paragraph or sentence end before ``limit``: still a verbatim prefix."""
    if len(text) <= limit:
        return text
    window = text[:limit]
    cut = max(window.rfind("\n\n"), window.rfind(". "))
    return window[: cut + 1].rstrip() if cut > limit // 3 else window.rstrip()


def title_section(title: str, secs: list[Section], text: str) -> list[Pair]:
    return [
        Pair("summarize_section", "Give a short title (the heading) for this provision.", _cap(s.body), s.heading)
        for s in secs if s.heading and s.level >= 2 and 80 <= len(s.body) and len(s.heading) >= 3
    ]


def define_term(title: str, secs: list[Section], text: str) -> list[Pair]:
    pairs = []
    paras = [p.strip() for p in text.split("\n\n")]
    # A definitions list puts one definition per line inside one paragraph: each line is a candidate.
    candidates = paras + [line.strip() for p in paras if "\n" in p for line in p.split("\n")]
    for para in candidates:
        m = _DEFINITION.match(para)
        if m and len(para) <= 3 * MAX_SPAN:
            where = f" in the {title}" if title else ""
            pairs.append(Pair("define_term", f"How is “{m.group('term')}” defined{where}?", "", _cap(para.strip())))
    return pairs


def list_parties(title: str, secs: list[Section], text: str) -> list[Pair]:
    head = text[:5000]
    m = _PARTIES.search(head) or _PARTY_BLOCK.search(head)
    if not m:
        return []
    excerpt = _cap(head[max(0, head.rfind("\n\n", 0, m.start()) + 2):])
    return [Pair("list_parties", "List the parties to this agreement, one per line.", excerpt,
                 f"{m.group(1).strip()}\n{m.group(2).strip()}")]


def continue_clause(title: str, secs: list[Section], text: str) -> list[Pair]:
    pairs = []
    for para in text.split("\n\n"):
        para = para.strip()
        if len(para) < 300 or para.startswith("#") or len(para) > 2 * MAX_SPAN:
            continue
        cuts = [m.end() for m in _BOUNDARY.finditer(para) if 0.3 * len(para) < m.end() < 0.7 * len(para)]
        if not cuts:
            continue
        cut = min(cuts, key=lambda c: abs(c - len(para) / 2))
        pairs.append(Pair("continue_clause", "Continue this clause with the text that follows it.",
                          para[:cut].rstrip(), para[cut:]))
    return pairs


def section_provides(title: str, secs: list[Section], text: str) -> list[Pair]:
    pairs = []
    where = f" of the {title}" if title else ""
    for s in secs:
        first = s.body.split("\n\n", 1)[0]
        m = _SECTION_NO.match(s.heading) or _SECTION_NO.match(first)
        if m and len(s.body) >= 80:
            pairs.append(Pair("section_provides", f"What does section {m.group(1)}{where} provide?", "", _cap(s.body)))
    return pairs


TASKS: dict[str, Callable[[str, list[Section], str], list[Pair]]] = {
    "summarize_section": title_section,
    "define_term": define_term,
    "list_parties": list_parties,
    "continue_clause": continue_clause,
    "section_provides": section_provides,
}


def generate_pairs(text: str, title: str, task_mix: dict[str, float], max_pairs: int, seed: str) -> list[Pair]:
    """Pick up to ``max_pairs`` pairs, tasks drawn by weight, deterministically from ``seed``."""
    rng = random.Random(seed)
    secs = sections(text)
    pools: dict[str, list[Pair]] = {}
    for name, weight in task_mix.items():
        if weight > 0:
            cands = [p for p in TASKS[name](title, secs, text) if p.output.strip()]
            rng.shuffle(cands)
            if cands:
                pools[name] = cands
    chosen: list[Pair] = []
    while pools and len(chosen) < max_pairs:
        names = sorted(pools)
        name = rng.choices(names, weights=[task_mix[n] for n in names])[0]
        pair = pools[name].pop()
        # Checked on the chosen few only: a substring search per candidate costs O(document) each.
        if _grounded(pair.output, text):
            chosen.append(pair)
        if not pools[name]:
            del pools[name]
    return chosen


def _grounded(output: str, text: str) -> bool:
    # list_parties joins two verbatim spans with a newline; every line must be in the document.
    return all(line in text for line in output.split("\n") if line.strip())
