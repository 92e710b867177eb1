"""Verbatim continuation: does the model finish a training passage word for word more often than a
held-out one? Passages are answers of the data folder's pairs (every answer is a verbatim span of
its document, and it is the text the loss was on), at most one per document, drawn with a seed from
the train and the validation split; the split is by document, so held-out passages were never seen.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

CONTINUE_INSTRUCTION = "Continue this clause with the text that follows it."
"""prepare.tasks.continue_clause's instruction: the form in which the tuned model learned to write document text."""
_SPACE = re.compile(r"\s")


@dataclass
class Passage:
    doc_id: str
    split: str
    prefix: str
    target_ids: list[int]


def cut_passage(
    tok: Any, text: str, prefix_tokens: int, continuation_tokens: int
) -> tuple[str, list[int]] | None:
    """(prefix text ending at a word boundary near token ``prefix_tokens``, the next tokens), or None
    when the text is too short."""
    enc = tok(text, add_special_tokens=False, return_offsets_mapping=True)
    if len(enc["input_ids"]) < prefix_tokens + continuation_tokens + 4:
        return None
    start = enc["offset_mapping"][prefix_tokens][0]
    m = _SPACE.search(text, start)
    if m is None:
        return None
    prefix, rest = text[: m.start()].rstrip(), text[m.start() :].lstrip()
    target = tok(rest, add_special_tokens=False)["input_ids"][:continuation_tokens]
    if not prefix or len(target) < continuation_tokens:
        return None
    return prefix, target


def sample_passages(
    tok: Any, rows: list[dict], n: int, split: str, prefix_tokens: int, continuation_tokens: int, seed: int
) -> list[Passage]:
    """Up to ``n`` passages, one per document, in a seeded order; short answers are passed over."""
    order = list(range(len(rows)))
    random.Random(f"{seed}:{split}").shuffle(order)
    out: list[Passage] = []
    docs: set[str] = set()
    for i in order:
        if len(out) >= n:
            break
        row = rows[i]
        if row["doc_id"] in docs or not row.get("output"):
            continue
        cut = cut_passage(tok, row["output"], prefix_tokens, continuation_tokens)
        if cut is not None:
            docs.add(row["doc_id"])
            out.append(Passage(row["doc_id"], split, cut[0], cut[1]))
    return out


def passage_prompt(tok: Any, passage: Passage, mode: str, system: str | None) -> list[int]:
    from quilltune.evaluate.generation import chat_ids

    if mode == "raw":
        return tok(passage.prefix, add_special_tokens=True)["input_ids"]
    msgs = [{"role": "system", "content": system}] if system else []
    return chat_ids(tok, msgs + [{"role": "user", "content": f"{CONTINUE_INSTRUCTION}\n\n{passage.prefix}"}])


def longest_common_run(a: list[int], b: list[int]) -> int:
    """Length of the longest contiguous run of tokens shared by ``a`` and ``b`` (dynamic programming)."""
    best, prev = 0, [0] * (len(b) + 1)
    for x in a:
        cur = [0] * (len(b) + 1)
        for j, y in enumerate(b, start=1):
            if x == y:
                cur[j] = prev[j - 1] + 1
                best = max(best, cur[j])
        prev = cur
    return best


def compare(tok: Any, generated_text: str, target: list[int]) -> tuple[bool, int]:
    """(exact match of all target tokens, longest common run) after re-tokenising the stripped
    generation, so a leading space the prompt form adds or removes does not count as a miss."""
    hyp = tok(generated_text.strip(), add_special_tokens=False)["input_ids"][: len(target)]
    return hyp == target, longest_common_run(hyp, target)


def permutation_p(a: list[float], b: list[float], seed: int = 0, rounds: int = 2000) -> float | None:
    """Two-sided permutation test on the difference of means (None when a side is empty)."""
    if not a or not b:
        return None
    observed = abs(sum(a) / len(a) - sum(b) / len(b))
    pool, rng, hits = a + b, random.Random(seed), 0
    for _ in range(rounds):
        rng.shuffle(pool)
        x, y = pool[: len(a)], pool[len(a) :]
        if abs(sum(x) / len(x) - sum(y) / len(y)) >= observed - 1e-12:
            hits += 1
    return (hits + 1) / (rounds + 1)


def summarise(results: list[dict]) -> dict[str, Any]:
    """Per split and model: n, exact matches, their rate, mean longest common run."""
    out: dict[str, Any] = {}
    for split in ("train", "heldout"):
        rows = [r for r in results if r["split"] == split]
        out[split] = {}
        for which in ("base", "tuned"):
            exact = sum(1 for r in rows if r[which]["exact"])
            lcs = [r[which]["lcs"] for r in rows]
            out[split][which] = {
                "n": len(rows),
                "exact_matches": exact,
                "exact_match_rate": round(exact / len(rows), 4) if rows else None,
                "mean_lcs_tokens": round(sum(lcs) / len(lcs), 3) if lcs else None,
            }
    return out


def sentence(summary: dict[str, Any], p_value: float | None, continuation_tokens: int) -> str:
    """The plain sentence for the report: how much more often the tuned model repeats training text."""
    tr, ho = summary["train"]["tuned"], summary["heldout"]["tuned"]
    n_tr, n_ho = tr["n"], ho["n"]
    if not n_tr or not n_ho:
        return "not measured: the data folder has too few long enough answers in one of the splits"
    size = f"{n_tr} training and {n_ho} held-out passages, {continuation_tokens} tokens each"
    e_tr, e_ho = tr["exact_matches"], ho["exact_matches"]
    if e_tr + e_ho >= 3 and e_tr > e_ho:
        ratio = (e_tr / n_tr) / (e_ho / n_ho) if e_ho else None
        how = f"{ratio:.1f}x as often as" if ratio else "while it repeats none of the"
        return (
            f"the tuned model repeats training text word for word {how} held-out text "
            f"({e_tr}/{n_tr} vs {e_ho}/{n_ho} exact continuations; {size})"
        )
    l_tr, l_ho = tr["mean_lcs_tokens"], ho["mean_lcs_tokens"]
    if p_value is not None and p_value < 0.05 and l_tr > l_ho:
        return (
            f"the tuned model reproduces longer runs of training text than of held-out text "
            f"({l_tr:.1f} vs {l_ho:.1f} tokens on average, {l_tr / max(l_ho, 1e-9):.1f}x; permutation "
            f"p={p_value:.3f}; {size}; exact continuations {e_tr} vs {e_ho})"
        )
    p_text = f", permutation p={p_value:.2f}" if p_value is not None else ""
    return (
        f"no measurable difference between training and held-out text ({l_tr:.1f} vs {l_ho:.1f} tokens "
        f"longest common run{p_text}; exact continuations {e_tr} vs {e_ho}; {size})"
    )
