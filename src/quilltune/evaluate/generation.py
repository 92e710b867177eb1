"""Prompting and generation: batched greedy answers for scoring, streamed sampling for chat."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Sampling:
    max_new_tokens: int = 256
    temperature: float = 0.7
    """0 means greedy decoding."""
    top_p: float = 0.9
    seed: int | None = None

    def generate_kwargs(self) -> dict[str, Any]:
        if self.temperature <= 0:
            return {"do_sample": False, "max_new_tokens": self.max_new_tokens}
        return {
            "do_sample": True,
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_new_tokens": self.max_new_tokens,
        }


def user_message(instruction: str, input_text: str | None) -> str:
    """One user turn from an instruction pair (the input, when present, follows a blank line)."""
    return (
        f"{instruction.strip()}\n\n{input_text.strip()}"
        if input_text and input_text.strip()
        else instruction.strip()
    )


def chat_ids(tokenizer: Any, messages: list[dict[str, str]]) -> list[int]:
    """Token ids of a conversation with the model's chat template and the assistant turn opened."""
    if getattr(tokenizer, "chat_template", None):
        out = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=True)
        # transformers 5 returns a BatchEncoding here; older versions a plain list.
        return list(out["input_ids"] if hasattr(out, "keys") else out)
    text = "\n\n".join(m["content"] for m in messages) + "\n\n"
    return tokenizer(text, add_special_tokens=True)["input_ids"]


def pair_messages(pair: dict, system: str | None = None) -> list[dict[str, str]]:
    """The conversation up to the answer, exactly as prepare renders it for training
    (``prepare/chat_format.pair_messages``: user = instruction, blank line, input; optional system)."""
    if pair.get("messages"):
        import json

        msgs = json.loads(pair["messages"])[:-1]  # a recorded chat: everything before the last answer
    else:
        msgs = [{"role": "user", "content": user_message(pair["instruction"], pair.get("input"))}]
    if system and msgs and msgs[0]["role"] != "system":
        msgs = [{"role": "system", "content": system}] + msgs
    return msgs


def pair_prompt_ids(
    tokenizer: Any, pair: dict, max_prompt_tokens: int, system: str | None = None
) -> list[int]:
    """Prompt ids for a pair; an over-long input is cut from its start so the instruction survives."""
    ids = chat_ids(tokenizer, pair_messages(pair, system))
    input_text = pair.get("input") or ""
    if len(ids) <= max_prompt_tokens or not input_text or pair.get("messages"):
        return ids[-max_prompt_tokens:] if len(ids) > max_prompt_tokens else ids
    excess = len(ids) - max_prompt_tokens
    input_ids = tokenizer(input_text, add_special_tokens=False)["input_ids"]
    cut = tokenizer.decode(input_ids[min(len(input_ids), excess + 8) :])
    return chat_ids(tokenizer, pair_messages({**pair, "input": "…" + cut}, system))


def generate_batch(
    model: Any,
    tokenizer: Any,
    prompts: list[list[int]],
    max_new_tokens: int,
    batch_size: int = 4,
    on_batch: Callable[[int], None] | None = None,
) -> list[str]:
    """Greedy continuations of pre-tokenised prompts (left-padded batches), decoded without specials."""
    return [
        tokenizer.decode(ids, skip_special_tokens=True).strip()
        for ids in generate_ids(model, tokenizer, prompts, max_new_tokens, batch_size, on_batch)
    ]


def generate_ids(
    model: Any,
    tokenizer: Any,
    prompts: list[list[int]],
    max_new_tokens: int,
    batch_size: int = 4,
    on_batch: Callable[[int], None] | None = None,
) -> list[list[int]]:
    """Greedy continuations as token ids, in the order of ``prompts``; each stops at EOS (not included).

    Prompts are batched longest first, so each left-padded batch holds prompts of similar length
    (padding is compute the prefill throws away); ``on_batch(n)`` is called after each batch of n."""
    import torch

    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    order = sorted(range(len(prompts)), key=lambda i: -len(prompts[i]))
    outputs: list[list[int]] = [[] for _ in prompts]
    for start in range(0, len(order), batch_size):
        picked = order[start : start + batch_size]
        chunk = [prompts[i] for i in picked]
        width = max(len(p) for p in chunk)
        ids = torch.full((len(chunk), width), pad, dtype=torch.long)
        mask = torch.zeros((len(chunk), width), dtype=torch.long)
        for r, p in enumerate(chunk):
            ids[r, width - len(p) :] = torch.tensor(p)
            mask[r, width - len(p) :] = 1
        with torch.inference_mode():
            gen = model.generate(
                input_ids=ids,
                attention_mask=mask,
                do_sample=False,
                max_new_tokens=max_new_tokens,
                pad_token_id=pad,
                eos_token_id=tokenizer.eos_token_id,
            )
        for i, row in zip(picked, gen[:, width:].tolist(), strict=True):
            if tokenizer.eos_token_id in row:
                row = row[: row.index(tokenizer.eos_token_id)]
            outputs[i] = row
        if on_batch is not None:
            on_batch(len(chunk))
    return outputs


def stream_reply(
    model: Any, tokenizer: Any, messages: list[dict[str, str]], sampling: Sampling
) -> Iterator[str]:
    """Yield text pieces as they are generated (TextIteratorStreamer fed by a worker thread)."""
    import torch
    from transformers import TextIteratorStreamer, set_seed

    if sampling.seed is not None:
        set_seed(sampling.seed)
    ids = torch.tensor([chat_ids(tokenizer, messages)])
    streamer = TextIteratorStreamer(tokenizer, skip_prompt=True, skip_special_tokens=True)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    kwargs = dict(
        input_ids=ids,
        attention_mask=torch.ones_like(ids),
        streamer=streamer,
        pad_token_id=pad,
        eos_token_id=tokenizer.eos_token_id,
        **sampling.generate_kwargs(),
    )
    error: list[BaseException] = []

    def work() -> None:
        try:
            with torch.inference_mode():
                model.generate(**kwargs)
        except BaseException as e:  # re-raised in the caller's thread below
            error.append(e)
            streamer.on_finalized_text("", stream_end=True)

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    yield from streamer
    thread.join()
    if error:
        raise error[0]
