"""Render pairs and chats with the target model's chat template; loss on assistant turns only.

Each conversation is rendered prefix by prefix: the text up to the assistant's turn (with the
generation prompt) is context, the rest of that turn is the response. Both pieces are tokenized
separately with the fast tokenizer in batches, so the boundary between prompt and response is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from quilltune.errors import InputError


@dataclass
class Sample:
    input_ids: np.ndarray
    labels: np.ndarray
    truncated: bool


def pair_messages(instruction: str, inp: str, output: str, system: str | None) -> list[dict[str, str]]:
    user = f"{instruction}\n\n{inp}" if inp.strip() else instruction
    msgs = [{"role": "system", "content": system}] if system else []
    return msgs + [{"role": "user", "content": user}, {"role": "assistant", "content": output}]


def plain_segments(tokenizer, messages: list[dict[str, str]]) -> list[tuple[str, bool]]:
    """Base models without a chat template: an Alpaca-style layout, response closed by EOS."""
    pieces: list[tuple[str, bool]] = []
    for msg in messages:
        if msg["role"] == "system":
            pieces.append((msg["content"] + "\n\n", False))
        elif msg["role"] == "user":
            pieces.append((f"### Instruction:\n{msg['content']}\n\n### Response:\n", False))
        else:
            pieces.append((msg["content"] + (tokenizer.eos_token or "") + "\n\n", True))
    return pieces


def segments(tokenizer, messages: list[dict[str, str]]) -> list[tuple[str, bool]]:
    """Split a rendered conversation into (text, is_response) pieces."""
    if not getattr(tokenizer, "chat_template", None):
        return plain_segments(tokenizer, messages)
    pieces: list[tuple[str, bool]] = []
    done = ""
    for i, msg in enumerate(messages):
        if msg["role"] != "assistant":
            continue
        prompt = tokenizer.apply_chat_template(messages[:i], tokenize=False, add_generation_prompt=True)
        upto = tokenizer.apply_chat_template(messages[: i + 1], tokenize=False)
        if not prompt.startswith(done) or not upto.startswith(prompt):
            raise InputError(
                f"the chat template of {tokenizer.name_or_path} renders a conversation differently from its "
                "prefixes, so prompt tokens cannot be masked safely; use a model whose template is prefix-stable"
            )
        pieces.append((prompt[len(done) :], False))
        pieces.append((upto[len(prompt) :], True))
        done = upto
    return pieces


# Private-use sentinels: the template is rendered once with these as contents, then reused by
# substitution (rendering Jinja twice per pair costs more than tokenizing it).
_SENTINELS = {
    "system": "\ue000qt-system\ue000",
    "user": "\ue000qt-user\ue000",
    "assistant": "\ue000qt-assistant\ue000",
}
_SINGLE_TURN = (("user", "assistant"), ("system", "user", "assistant"))


class TemplateCache:
    """Fast path for single-turn conversations; any other shape, or content the substitution could
    get wrong (surrounding whitespace a template might trim, sentinel characters), takes the slow path."""

    def __init__(self, tokenizer) -> None:
        self.tokenizer = tokenizer
        self.skeletons: dict[tuple[str, ...], tuple[str, str] | None] = {}

    def _skeleton(self, roles: tuple[str, ...], example: list[dict[str, str]]) -> tuple[str, str] | None:
        msgs = [{"role": r, "content": _SENTINELS[r]} for r in roles]
        prompt, response = (text for text, _ in segments(self.tokenizer, msgs))
        skeleton = (prompt, response)
        if (
            all(prompt.count(_SENTINELS[r]) == 1 for r in roles[:-1])
            and response.count(_SENTINELS["assistant"]) == 1
        ):
            if self._fill(skeleton, example) == segments(self.tokenizer, example):
                return skeleton
        return None

    @staticmethod
    def _fill(skeleton: tuple[str, str], messages: list[dict[str, str]]) -> list[tuple[str, bool]]:
        prompt, response = skeleton
        for m in messages[:-1]:
            prompt = prompt.replace(_SENTINELS[m["role"]], m["content"])
        return [(prompt, False), (response.replace(_SENTINELS["assistant"], messages[-1]["content"]), True)]

    def segments(self, messages: list[dict[str, str]]) -> list[tuple[str, bool]]:
        roles = tuple(m["role"] for m in messages)
        simple = roles in _SINGLE_TURN and all(
            m["content"] == m["content"].strip() and "\ue000" not in m["content"] for m in messages
        )
        if not simple:
            return segments(self.tokenizer, messages)
        if roles not in self.skeletons:
            self.skeletons[roles] = self._skeleton(roles, messages)
        skeleton = self.skeletons[roles]
        return self._fill(skeleton, messages) if skeleton else segments(self.tokenizer, messages)


def encode_texts(tokenizer, texts: list[str]) -> list[list[int]]:
    """Token ids of each text, no special tokens added. Straight to the Rust tokenizer when there is
    one: transformers' wrapper converts every encoding to a dict first (~15 % of the tokenize
    stage); the ids are the same (tested)."""
    if not texts:
        return []
    backend = getattr(tokenizer, "backend_tokenizer", None)
    # A tokenizer.json may carry truncation/padding settings that the wrapper would switch off.
    if (
        backend is not None
        and hasattr(backend, "encode_batch_fast")
        and backend.truncation is None
        and backend.padding is None
    ):
        return [e.ids for e in backend.encode_batch_fast(texts, add_special_tokens=False)]
    return tokenizer(texts, add_special_tokens=False)["input_ids"]


def tokenize_batch(tokenizer, conversations: list[list[tuple[str, bool]]], seq_len: int) -> list[Sample]:
    flat = [text for conv in conversations for text, _ in conv]
    ids = encode_texts(tokenizer, flat)
    samples: list[Sample] = []
    k = 0
    for conv in conversations:
        inp: list[int] = []
        lab: list[int] = []
        for _, is_resp in conv:
            toks = ids[k]
            k += 1
            inp.extend(toks)
            lab.extend(toks if is_resp else [-100] * len(toks))
        truncated = len(inp) > seq_len
        samples.append(
            Sample(
                np.asarray(inp[:seq_len], dtype=np.int32),
                np.asarray(lab[:seq_len], dtype=np.int32),
                truncated,
            )
        )
    return samples
