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
    """Sum of log p(continuation tokens | prompt) for each continuation (right-padded batches)."""
    import torch

    scores: list[float] = []
    for start in range(0, len(continuations), batch_size):
        chunk = continuations[start : start + batch_size]
        width = len(prompt) + max(len(c) for c in chunk)
        ids = torch.zeros((len(chunk), width), dtype=torch.long)
        mask = torch.zeros((len(chunk), width), dtype=torch.long)
        for row, cont in enumerate(chunk):
            seq = prompt + cont
            ids[row, : len(seq)] = torch.tensor(seq)
            mask[row, : len(seq)] = 1
        with torch.inference_mode():
            logits = model(input_ids=ids, attention_mask=mask).logits.float()
        logp = torch.log_softmax(logits[:, :-1], dim=-1)
        for row, cont in enumerate(chunk):
            pos = torch.arange(len(prompt) - 1, len(prompt) - 1 + len(cont))
            scores.append(float(logp[row, pos, torch.tensor(cont)].sum()))
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
