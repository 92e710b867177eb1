"""Generation scores per task: ROUGE-L for free text, exact match / F1 for extraction, answer overlap.

Task names follow ``prepare.task_mix``. A pairs file without a ``task`` column is mapped by the
wording of its instruction, so hand-written pairs are scored too.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from functools import lru_cache

# task -> kind of score. Drafting and summaries are free text; parties and defined terms are
# extraction; "what does section X provide" is a question whose answer is judged by overlap.
TASK_KIND = {
    "summarize_section": "text",
    "title_section": "text",
    "question_answer": "question",
    "continue_clause": "text",
    "list_parties": "extraction",
    "define_term": "extraction",
    "section_provides": "question",
}
_INSTRUCTION_HINTS = [
    (re.compile(r"\bdefin", re.I), "define_term"),
    (re.compile(r"\b(list|name|who are)\b.*\bparties\b", re.I), "list_parties"),
    (re.compile(r"\bsummar", re.I), "summarize_section"),
    (re.compile(r"\bcontinu|\bdraft|\bcomplete\b", re.I), "continue_clause"),
    (re.compile(r"\bprovid|\bwhat does|\?", re.I), "section_provides"),
]


def task_of(row: dict) -> str:
    task = row.get("task")
    if task:
        return str(task)
    for pattern, name in _INSTRUCTION_HINTS:
        if pattern.search(row.get("instruction") or ""):
            return name
    return "other"


@lru_cache(maxsize=1)
def _rouge():
    from rouge_score import rouge_scorer

    return rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)


def rouge_l(prediction: str, reference: str) -> float:
    return float(_rouge().score(reference, prediction)["rougeL"].fmeasure)


def normalize(text: str) -> str:
    """SQuAD-style: lower case, no punctuation, no articles, single spaces."""
    text = text.lower()
    text = "".join(ch for ch in text if ch not in set(string.punctuation))
    text = re.sub(r"\b(a|an|the)\b", " ", text)
    return " ".join(text.split())


def token_f1(prediction: str, reference: str) -> float:
    pred, ref = normalize(prediction).split(), normalize(reference).split()
    if not pred or not ref:
        return float(pred == ref)
    common = sum((Counter(pred) & Counter(ref)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(pred), common / len(ref)
    return 2 * precision * recall / (precision + recall)


def split_items(text: str) -> list[str]:
    """Items of a list answer: lines, bullets, semicolons, or 'A and B'."""
    parts = re.split(r"\n|;|\s+and\s+|,\s*(?=[A-Z])", text)
    items = [normalize(re.sub(r"^\s*(?:[-*•]|\d+[.)])\s*", "", p)) for p in parts]
    return sorted({i for i in items if i})


def item_f1(prediction: str, reference: str) -> float:
    pred, ref = set(split_items(prediction)), set(split_items(reference))
    if not pred or not ref:
        return float(pred == ref)
    common = len(pred & ref)
    if common == 0:
        return 0.0
    precision, recall = common / len(pred), common / len(ref)
    return 2 * precision * recall / (precision + recall)


def score(task: str, prediction: str, reference: str) -> dict[str, float]:
    """The metrics of one generation, by the kind of task."""
    kind = TASK_KIND.get(task, "text")
    if kind == "extraction":
        return {
            "exact_match": float(split_items(prediction) == split_items(reference)),
            "f1": item_f1(prediction, reference)
            if task == "list_parties"
            else token_f1(prediction, reference),
        }
    if kind == "question":
        return {"answer_f1": token_f1(prediction, reference), "rougeL": rouge_l(prediction, reference)}
    return {"rougeL": rouge_l(prediction, reference)}
