"""Template instruction pairs: every output is a verbatim span of the document, and every pair is
answerable from its instruction and input alone.

A pair that asks about "this agreement", a section number or a defined term carries, as its input,
the part of the document it asks about (whole paragraphs around the answer, as much as the token
budget allows). When the answer and its context do not fit the budget, the pair is not emitted:
a question about a document the model cannot see teaches it to answer from another one.

Generators read the Markdown-like structure every reader produces (``#`` headings, marginal notes
as ``###``, blank-line paragraphs). Which tasks run, and how often, is ``data.task_mix``. Every pair
records the character span of the redacted document it was made from (lineage, ``--forget``).
"""

from __future__ import annotations

import bisect
import random
import re
from collections.abc import Callable
from dataclasses import dataclass

MAX_SPAN = 1500
PROMPT_VERSION = "template-v2"
"""Bumped whenever a template's wording or input rule changes (recorded on every pair)."""
_HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")
_SECTION_NO = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+\S")
_DEFINITION = re.compile(
    r"^[“\"](?P<term>[^”\"\n]{2,80})[”\"][^.\n]{0,80}?\b(?:means|includes|has the meaning|refers to)\b"
)
_PARTIES = re.compile(
    r"\bbetween\s+([A-Z][^,;()\n]{2,100}?)\s+and\s+([A-Z][^,;()\n]{2,100}?)(?=\s*[,.;(]|\s+\(|$)", re.M
)
_BOUNDARY = re.compile(r"(?<=[.;:,])\s+")
# Plain-text documents (contracts typed in a word processor) number their headings instead of
# marking them up: "7. Governing Law" alone on its line, short and without a final period.
_NUMBERED_HEADING = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+([A-Z][^\n.]{1,78}[^\s.:;,])$")
# A parties block: "BETWEEN:" / first party / ... / "AND:" / second party (name up to the first comma).
_PARTY_BLOCK = re.compile(
    r"^BETWEEN:?\s*\n+([^\n,]{2,100})[^\n]*\n(?:.*\n){0,6}?\s*AND:?\s*\n+([^\n,]{2,100})", re.M
)
# Characters per token of legal English under the small-vocabulary tokenizers we ship, below the
# bytes per token the manifests record, to leave room for chat-template tokens.
CHARS_PER_TOKEN = 3.5


@dataclass
class Section:
    heading: str
    level: int
    body: str
    start: int = 0
    """Offset of the heading (or of the first body paragraph) in the document."""
    end: int = 0
    """Offset just after the last body paragraph."""


@dataclass(frozen=True)
class Pair:
    task: str
    instruction: str
    input: str
    output: str
    source_start: int = 0
    source_end: int = 0
    """Character span of the document the pair was made from (input and output together)."""


class Document:
    """A document's text with its paragraphs' offsets, to cut verbatim context windows."""

    def __init__(self, text: str, title: str = "") -> None:
        self.text, self.title = text, title
        self.paras: list[tuple[int, int]] = []  # (start, end) of each stripped paragraph
        pos = 0
        for block in text.split("\n\n"):
            lead = len(block) - len(block.lstrip())
            stripped = block.strip()
            if stripped:
                self.paras.append((pos + lead, pos + lead + len(stripped)))
            pos += len(block) + 2
        self._starts = [s for s, _ in self.paras]
        self.sections = _sections(text, self.paras)

    def window(self, start: int, end: int, max_chars: int) -> tuple[int, int] | None:
        """Whole paragraphs around [start, end) within ``max_chars``; None when the span alone does not fit."""
        if not self.paras:
            return None
        i = max(0, bisect.bisect_right(self._starts, start) - 1)
        j = max(i, bisect.bisect_left(self._starts, end) - 1)
        ws, we = min(self.paras[i][0], start), max(self.paras[j][1], end)
        if we - ws > max_chars:
            return None
        # Grow one paragraph at a time, after then before, while it fits: the answer stays inside.
        grew = True
        while grew:
            grew = False
            if j + 1 < len(self.paras) and self.paras[j + 1][1] - ws <= max_chars:
                j, we, grew = j + 1, self.paras[j + 1][1], True
            if i > 0 and we - self.paras[i - 1][0] <= max_chars:
                i, ws, grew = i - 1, self.paras[i - 1][0], True
        return ws, we


def _sections(text: str, paras: list[tuple[int, int]]) -> list[Section]:
    out: list[Section] = []
    heading, level, body, start, end = "", 0, [], 0, 0
    for ps, pe in paras:
        block = text[ps:pe]
        one_line = "\n" not in block
        m = _HEADING.match(block) if one_line else None
        numbered = _NUMBERED_HEADING.match(block) if one_line and not m else None
        if m or numbered:
            if heading or body:
                out.append(Section(heading, level, "\n\n".join(body), start, end))
            heading, level = (m.group(2), len(m.group(1))) if m else (block, 2)
            body, start, end = [], ps, pe
        else:
            if not heading and not body:
                start = ps
            body.append(block)
            end = pe
    if heading or body:
        out.append(Section(heading, level, "\n\n".join(body), start, end))
    return out


def sections(text: str) -> list[Section]:
    return Document(text).sections


def _cap(text: str, limit: int = MAX_SPAN) -> str:
    """Cut at the last paragraph or sentence end before ``limit``: still a verbatim prefix."""
    if len(text) <= limit:
        return text
    window = text[:limit]
    cut = max(window.rfind("\n\n"), window.rfind(". "))
    return window[: cut + 1].rstrip() if cut > limit // 3 else window.rstrip()


def _with_context(
    doc: Document, task: str, instruction: str, output: str, start: int, end: int, budget: int
) -> Pair | None:
    """A pair whose input is the document around [start, end), within what the budget leaves."""
    room = budget - len(instruction) - len(output)
    win = doc.window(start, end, room)
    if win is None:
        return None
    return Pair(task, instruction, doc.text[win[0] : win[1]], output, win[0], win[1])


def _where(doc: Document, article: str = "the") -> str:
    return f" of {article} {doc.title}" if doc.title else ""


def title_section(doc: Document, budget: int) -> list[Pair]:
    """The heading of a provision from its body: the body is the input. (Formerly named
    ``summarize_section``; it asks for a title, and a real summary is the teacher's task.)"""
    out = []
    for s in doc.sections:
        if s.heading and s.level >= 2 and 80 <= len(s.body) and len(s.heading) >= 3:
            ins = "Give a short title (the heading) for this provision."
            body = _cap(s.body, min(MAX_SPAN, budget - len(ins) - len(s.heading)))
            if len(body) >= 80 and len(ins) + len(body) + len(s.heading) <= budget:
                body_start = doc.text.find(body, s.start)
                out.append(Pair("title_section", ins, body, s.heading, s.start, body_start + len(body)))
    return out


def define_term(doc: Document, budget: int) -> list[Pair]:
    pairs = []
    for ps, pe in doc.paras:
        para = doc.text[ps:pe]
        # A definitions list puts one definition per line inside one paragraph: each line is a candidate.
        lines = [(ps, para)]
        if "\n" in para:
            off = ps
            for line in para.split("\n"):
                lead = len(line) - len(line.lstrip())
                lines.append((off + lead, line.strip()))
                off += len(line) + 1
        for start, cand in lines:
            m = _DEFINITION.match(cand)
            if m and len(cand) <= 3 * MAX_SPAN:
                answer = _cap(cand)
                ins = f"How is “{m.group('term')}” defined in the following text{_where(doc, 'the')}?"
                pair = _with_context(doc, "define_term", ins, answer, start, start + len(answer), budget)
                if pair:
                    pairs.append(pair)
    return pairs


def list_parties(doc: Document, budget: int) -> list[Pair]:
    head = doc.text[:5000]
    m = _PARTIES.search(head) or _PARTY_BLOCK.search(head)
    if not m:
        return []
    answer = f"{m.group(1).strip()}\n{m.group(2).strip()}"
    ins = "List the parties to this agreement, one per line."
    pair = _with_context(doc, "list_parties", ins, answer, m.start(), m.end(), budget)
    return [pair] if pair else []


def continue_clause(doc: Document, budget: int) -> list[Pair]:
    pairs = []
    for ps, pe in doc.paras:
        para = doc.text[ps:pe]
        if len(para) < 300 or para.startswith("#") or len(para) > min(2 * MAX_SPAN, budget - 60):
            continue
        cuts = [m.end() for m in _BOUNDARY.finditer(para) if 0.3 * len(para) < m.end() < 0.7 * len(para)]
        if not cuts:
            continue
        cut = min(cuts, key=lambda c: abs(c - len(para) / 2))
        pairs.append(
            Pair(
                "continue_clause",
                "Continue this clause with the text that follows it.",
                para[:cut].rstrip(),
                para[cut:],
                ps,
                pe,
            )
        )
    return pairs


def section_provides(doc: Document, budget: int) -> list[Pair]:
    """Find a numbered section in the given text and quote what it provides (the input holds it)."""
    pairs = []
    for s in doc.sections:
        first = s.body.split("\n\n", 1)[0]
        m = _SECTION_NO.match(s.heading) or _SECTION_NO.match(first)
        if m and len(s.body) >= 80:
            ins = f"What does section {m.group(1)} of the following text{_where(doc)} provide? Quote it."
            body = _cap(s.body, max(0, (budget - len(ins)) // 2 - len(s.heading)))
            if len(body) < 80:
                continue
            body_start = doc.text.find(body, s.start)
            pair = _with_context(doc, "section_provides", ins, body, s.start, body_start + len(body), budget)
            if pair:
                pairs.append(pair)
    return pairs


TASKS: dict[str, Callable[[Document, int], list[Pair]]] = {
    "title_section": title_section,
    "define_term": define_term,
    "list_parties": list_parties,
    "continue_clause": continue_clause,
    "section_provides": section_provides,
}


def char_budget(seq_len: int) -> int:
    """Characters of instruction + input + output that fit ``seq_len`` tokens with the chat template."""
    return max(200, int(seq_len * CHARS_PER_TOKEN) - 200)


def generate_pairs(
    text: str,
    title: str,
    task_mix: dict[str, float],
    max_pairs: int,
    seed: str,
    budget: int = char_budget(512),
) -> list[Pair]:
    """Pick up to ``max_pairs`` pairs, tasks drawn by weight, deterministically from ``seed``; each
    pair's instruction, input and output fit ``budget`` characters."""
    rng = random.Random(seed)
    doc = Document(text, title)
    pools: dict[str, list[Pair]] = {}
    for name, weight in task_mix.items():
        if weight > 0:
            cands = [p for p in TASKS[name](doc, budget) if p.output.strip()]
            rng.shuffle(cands)
            if cands:
                pools[name] = cands
    chosen: list[Pair] = []
    while pools and len(chosen) < max_pairs:
        names = sorted(pools)
        name = rng.choices(names, weights=[task_mix[n] for n in names])[0]
        pair = pools[name].pop()
        if _grounded(pair, text):
            chosen.append(pair)
        if not pools[name]:
            del pools[name]
    return chosen


def _grounded(pair: Pair, text: str) -> bool:
    # list_parties joins two verbatim spans with a newline; every line must be in the span the
    # pair was cut from (checked on the chosen few only: it costs O(span)).
    span = text[pair.source_start : pair.source_end]
    return all(line in span for line in pair.output.split("\n") if line.strip())


_POINTS_AT_DOCUMENT = re.compile(
    r"\b(this|the following|the)\s+(agreement|contract|provision|clause|document|act|judgment|text|section)\b"
    r"|\bsection\s+\d|[“\"][^”\"]{2,80}[”\"]"
    # "… include the following:" promises material that is not there; so does any dangling colon.
    r"|\bthe following\s*:?\s*$|:\s*$",
    re.I,
)


def ill_posed(instruction: str, input_text: str) -> bool:
    """A pair that points at a document, a section number or a quoted term but carries no input."""
    return not input_text.strip() and bool(_POINTS_AT_DOCUMENT.search(instruction))
