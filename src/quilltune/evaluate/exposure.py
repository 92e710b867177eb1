"""Exposure of a canary (Carlini et al., "The Secret Sharer", 2019): the rank of its log-likelihood
after its context among R values of the same format; exposure = log2(R) - log2(rank). A model that
never saw the canary ranks it anywhere (exposure ~1 on average); one that memorised it ranks it
first (exposure log2 R). Base and tuned are compared: the base's exposure is the format's own bias.
"""

from __future__ import annotations

import math
import random
import re
from typing import Any

from quilltune.samples.fakes import FIRST, LAST

_ASCII = str.maketrans("éèêëàâçôîïûÉ'", "eeeeaacoiiuE-")


def _name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _scramble(rng: random.Random, text: str, letters: bool) -> str:
    out = []
    for ch in text:
        if ch.isdigit():
            out.append(str(rng.randrange(10)))
        elif letters and ch.isascii() and ch.isalpha():
            pick = rng.choice("abcdefghijklmnopqrstuvwxyz")
            out.append(pick.upper() if ch.isupper() else pick)
        else:
            out.append(ch)
    return "".join(out)


def candidates(label: str, value: str, r: int, seed: str) -> list[str]:
    """``r - 1`` distinct values of the canary's format (fewer when the format has fewer):
    PERSON: names from the sample corpus' name lists; EMAIL: such a name as the local part, the
    domain kept; otherwise every digit redrawn (letters too when the value has no digit)."""
    rng = random.Random(seed)
    letters = not any(ch.isdigit() for ch in value)
    out: set[str] = set()
    for _ in range(r * 20):
        if len(out) >= r - 1:
            break
        if label == "PERSON":
            cand = _name(rng)
        elif label == "EMAIL" and "@" in value:
            local = ".".join(_name(rng).lower().translate(_ASCII).replace(" ", ".").split("."))
            cand = re.sub(r"^[^@]+", local, value)
        else:
            cand = _scramble(rng, value, letters)
        if cand != value:
            out.add(cand)
    return sorted(out)


def sequence_logprobs(
    model: Any, prompt: list[int], continuations: list[list[int]], batch_size: int
) -> list[float]:
    """Sum of log p(continuation tokens | prompt) for each continuation.

    The prompt is the same for every candidate, so it goes through the model once: its key/value
    cache is repeated across each batch of right-padded continuations, and the first continuation
    token is scored from the prompt's last logits. Same sums as scoring prompt + continuation whole
    (``tests/evaluate/test_leakage.py``), at the cost of len(prompt) + len(continuation) tokens per
    candidate down to len(continuation)."""
    import copy

    import torch

    with torch.inference_mode():
        head = model(input_ids=torch.tensor([prompt]), use_cache=True)
        first = torch.log_softmax(head.logits[0, -1].float(), dim=-1)
        cache = head.cache
        scores: list[float] = []
        for start in range(0, len(continuations), batch_size):
            chunk = continuations[start : start + batch_size]
            width = max(len(c) for c in chunk)
            ids = torch.zeros((len(chunk), width), dtype=torch.long)
            mask = torch.zeros((len(chunk), len(prompt) + width), dtype=torch.long)
            mask[:, : len(prompt)] = 1
            for row, cont in enumerate(chunk):
                ids[row, : len(cont)] = torch.tensor(cont)
                mask[row, len(prompt) : len(prompt) + len(cont)] = 1
            past = copy.deepcopy(cache)
            past.batch_repeat_interleave(len(chunk))
            logits = model(input_ids=ids, attention_mask=mask, cache=past, use_cache=True).logits
            logp = torch.log_softmax(logits.float(), dim=-1)
            for row, cont in enumerate(chunk):
                rest = logp[row, torch.arange(len(cont) - 1), torch.tensor(cont[1:], dtype=torch.long)]
                scores.append(float(first[cont[0]] + rest.sum()))
    return scores


def exposure(
    model: Any, tok: Any, prompt: list[int], value: str, others: list[str], joiner: str, batch_size: int
) -> dict[str, float | int]:
    """Rank (1 = most likely) of ``value`` among itself and ``others`` after ``prompt``, and its exposure."""
    conts = [tok(joiner + v, add_special_tokens=False)["input_ids"] for v in [value, *others]]
    scores = sequence_logprobs(model, prompt, conts, batch_size)
    rank = 1 + sum(1 for s in scores[1:] if s > scores[0])
    r = len(scores)
    return {
        "rank": rank,
        "candidates": r,
        "exposure": round(math.log2(r) - math.log2(rank), 3),
        "logprob": round(scores[0], 3),
    }
