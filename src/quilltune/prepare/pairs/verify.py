"""Check a generated pair against the passage it came from, with a reason for every rejection.

What is checked, by kind of task (``KIND_OF_TASK``; ``infer_kind`` reads an instruction's wording):
- extraction: every value of the output (each line, or each JSON leaf) occurs in the source,
  after normalising case, quotes, dashes, whitespace and thousands separators;
- summary / answer / explanation / drafting instruction: every number, date, amount, quoted
  defined term and capitalised name (parties, places) of the output is supported by the source,
  and the share of the output's content words found in the source (``support``) is high enough;
- all kinds: length bounds, no refusal or assistant boilerplate, no copy of the prompt.

Reasons are ``category`` or ``category: value``; reports aggregate by category. The thresholds
were tuned on tests/pairs/data/verify_tuning.jsonl only; verify_report.jsonl was written after
they were frozen and is only measured (benchmarks/NOTES.md).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field

from quilltune.prepare.pairs.entities import (
    content_words,
    dates,
    defined_terms,
    names,
    number_values,
    numbers_with_kind,
    supported_number,
    words,
)

KIND_OF_TASK = {
    "list_parties": "extraction",
    "define_term": "extraction",
    "section_provides": "extraction",
    "title_section": "extraction",
    "continue_clause": "extraction",
    "extract_clauses": "extraction",
    "draft_clause": "drafting",
    "summarize_contract": "summary",
    "summarize_judgment": "summary",
    "summarize_section": "summary",
    "explain_plain": "summary",
    "question_answer": "answer",
    "issue_spotting": "summary",
}
# Share of an output's content words that must occur in the source. Abstractive kinds paraphrase
# (plain-language explanation most); tuned on the tuning set only.
MIN_SUPPORT = {"summary": 0.6, "answer": 0.6, "drafting": 0.3, "extraction": 0.95}
MAX_CHARS = 4000
_MIN_CHARS = {"summary": 40, "answer": 2, "drafting": 15, "extraction": 1}
_REFUSAL = re.compile(
    r"\bas an ai\b|\blanguage model\b|\bi(?:'m| am) (?:sorry|unable|not able)\b|\bi can(?:no|')t\b|"
    r"\bi do(?:n't| not) have (?:access|enough)\b|\bnot (?:constitute )?legal advice\b|\bconsult (?:a|an|your) "
    r"(?:lawyer|attorney|legal professional)\b|\bsure[,!] here\b|\bhere(?:'s| is) (?:a|the|your) (?:summary|answer)\b",
    re.I,
)
_PROMPT_MARKERS = re.compile(
    r"\b(?:Document|Passage|Source|Instructions?|Task):\s*$|<\|im_(?:start|end)\|>", re.M
)


@dataclass
class Verdict:
    accepted: bool
    reasons: list[str] = field(default_factory=list)
    support: float = 1.0


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("“", '"').replace("”", '"').replace("‘", "'").replace("’", "'")
    text = re.sub(r"[‐-―−]", "-", text)
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


_INSTRUCTION_KINDS = [
    (
        re.compile(
            r"\bextract\b|\bjson\b|\blist the\b|\bquote\b|\bheading\b|\bcontinue\b|\bhow is .* defined", re.I
        ),
        "extraction",
    ),
    (re.compile(r"\bsummar|\bexplain|\bplain|\bissues?\b", re.I), "summary"),
    (re.compile(r"\bdraft|\bwrite a clause", re.I), "drafting"),
]


def infer_kind(task: str | None, instruction: str) -> str:
    if task and task in KIND_OF_TASK:
        return KIND_OF_TASK[task]
    for pattern, kind in _INSTRUCTION_KINDS:
        if pattern.search(instruction):
            return kind
    return "answer"


def _json_values(obj: object) -> list[str]:
    if isinstance(obj, dict):
        return [v for x in obj.values() for v in _json_values(x)]
    if isinstance(obj, list):
        return [v for x in obj for v in _json_values(x)]
    if obj is None or isinstance(obj, bool):
        return []
    value = str(obj).strip()
    return [] if value.lower() in {"", "not stated", "none", "n/a", "unknown", "not specified"} else [value]


def _check_extraction(source_n: str, output: str, reasons: list[str]) -> None:
    text = output.strip()
    if text.startswith(("{", "[")) or text.startswith("```"):
        body = re.sub(r"^```(?:json)?\s*|\s*```$", "", text)
        try:
            values = _json_values(json.loads(body))
        except ValueError:
            reasons.append("invalid_json")
            return
    else:
        values = [line.strip(" -*•\t") for line in text.split("\n") if line.strip()]
    for v in values:
        if normalise(v) not in source_n:
            reasons.append(f"not_in_source: {v[:60]}")


def _check_entities(source: str, source_n: str, output: str, reasons: list[str]) -> None:
    src_numbers = number_values(source)
    for value, kind, shown in numbers_with_kind(output):
        if not supported_number(value, kind, src_numbers):
            reasons.append(f"unsupported_{kind}: {shown}")
    src_dates = dates(source)
    src_dates_partial = {(y, m) for y, m, _ in src_dates} | {(None, m) for _, m, _ in src_dates}
    for y, m, d in dates(output):
        if (
            (y, m, d) in src_dates
            or (d is None and (y, m) in src_dates_partial)
            or (y is None and any(sm == m and sd == d for _, sm, sd in src_dates))
        ):
            continue
        reasons.append(f"unsupported_date: {y or ''}-{m or ''}-{d or ''}")
    for term in defined_terms(output):
        if normalise(term) not in source_n:
            reasons.append(f"unsupported_term: {term[:60]}")
    src_words = {w.lower()[:6] for w in words(source)}
    for name, kind in names(output):
        missing = [w for w in name.split() if w.lower()[:6] not in src_words]
        if missing:
            reasons.append(f"unsupported_{kind}: {name[:60]}")


def support_score(source: str, output: str) -> float:
    out = content_words(output)
    if not out:
        return 1.0
    src = set(content_words(source))
    return sum(w in src for w in out) / len(out)


def _shingles(text: str, n: int) -> set[tuple[str, ...]]:
    toks = normalise(text).split()
    return {tuple(toks[i : i + n]) for i in range(len(toks) - n + 1)}


def _repetitive(text: str, n: int = 4, times: int = 3) -> bool:
    """A degenerate generation repeats itself ("### Deemed approval ### Deemed approval ...")."""
    toks = normalise(text).split()
    counts: dict[tuple[str, ...], int] = {}
    for i in range(len(toks) - n + 1):
        g = tuple(toks[i : i + n])
        counts[g] = counts.get(g, 0) + 1
        if counts[g] >= times:
            return True
    return False


def _copies_source(kind: str, out: str, source_n: str, full_source: str) -> bool:
    """A summary, explanation or issue list that is the passage itself (its heading alone, a verbatim
    sentence, or the provision with a few words dropped) teaches copying, not the task. Answers may
    quote: only a long verbatim answer counts."""
    if kind == "answer":
        return len(out) > 200 and normalise(out) in source_n
    if kind != "summary":
        return False
    if normalise(out) in source_n:
        return True
    grams = _shingles(out, 5)
    return len(grams) >= 5 and len(grams & _shingles(full_source, 5)) >= 0.9 * len(grams)


def verify(
    source: str, instruction: str, input_text: str, output: str, task: str | None = None, prompt: str = ""
) -> Verdict:
    """Judge one pair against ``source`` (the passage it was made from; the input counts as source).
    ``prompt``: the teacher's own prompt, when known; a six-word run of it in the output that the
    source does not have is a copy of the prompt ("in plain, simple English for someone who ...")."""
    kind = infer_kind(task, instruction)
    reasons: list[str] = []
    full_source = f"{source}\n\n{input_text}" if input_text and input_text not in source else source
    source_n = normalise(full_source)
    out = output.strip()
    if len(out) < _MIN_CHARS[kind]:
        reasons.append("too_short")
    if len(out) > MAX_CHARS:
        reasons.append("too_long")
    if kind == "summary" and len(full_source) > 400 and len(out) > 0.9 * len(full_source):
        reasons.append("not_shorter_than_source")
    if _REFUSAL.search(out):
        reasons.append("refusal_or_boilerplate")
    ins_n = normalise(instruction)
    if (len(ins_n) >= 20 and ins_n in normalise(out)) or _PROMPT_MARKERS.search(out):
        reasons.append("copies_prompt")
    if prompt and (
        _shingles(out, 6) & (_shingles(prompt.replace("{source}", ""), 6) - _shingles(full_source, 6))
    ):
        if "copies_prompt" not in reasons:
            reasons.append("copies_prompt")
    if _repetitive(out):
        reasons.append("repetitive")
    if _copies_source(kind, out, source_n, full_source):
        reasons.append("copies_source")
    score = support_score(full_source, out)
    if kind == "extraction":
        _check_extraction(source_n, out, reasons)
    else:
        # A drafting pair's output is the real clause; its generated instruction is what is judged.
        judged = instruction if kind == "drafting" else out
        if kind == "drafting" and normalise(out) not in source_n:
            reasons.append("not_in_source: output")
        _check_entities(full_source, source_n, judged, reasons)
        score = support_score(full_source, judged)
        if score < MIN_SUPPORT[kind]:
            reasons.append(f"low_support: {score:.2f}")
    return Verdict(not reasons, reasons, round(score, 3))


def reason_category(reason: str) -> str:
    return reason.split(":", 1)[0]
