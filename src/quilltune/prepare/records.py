"""What readers produce: documents, instruction pairs and chats, or a rejection with a reason."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ROLES = {"system", "user", "assistant"}


@dataclass
class Record:
    kind: str
    """``document`` (plain text to generate pairs from), ``pair`` or ``chat`` (used as given)."""
    text: str = ""
    instruction: str = ""
    input: str = ""
    output: str = ""
    messages: list[dict[str, str]] = field(default_factory=list)
    line: int | None = None
    """1-based line (JSONL) or row/element index (JSON, Parquet) inside a record file."""
    title: str = ""


@dataclass
class Rejection:
    line: int | None
    reason: str


def classify(obj: Any, line: int | None) -> Record | Rejection:
    """Validate one object of a record file: {"text"}, {"instruction","input","output"} or {"messages"}."""
    if not isinstance(obj, dict):
        return Rejection(line, "not_an_object")
    if "messages" in obj:
        msgs = obj["messages"]
        if not isinstance(msgs, list) or not msgs:
            return Rejection(line, "invalid_messages")
        clean: list[dict[str, str]] = []
        for m in msgs:
            if not isinstance(m, dict) or m.get("role") not in ROLES or not isinstance(m.get("content"), str):
                return Rejection(line, "invalid_message")
            if not m["content"].strip():
                return Rejection(line, "empty_message")
            clean.append({"role": m["role"], "content": m["content"]})
        if clean[-1]["role"] != "assistant":
            return Rejection(line, "chat_must_end_with_assistant")
        if not any(m["role"] == "user" for m in clean):
            return Rejection(line, "chat_without_user")
        return Record("chat", messages=clean, line=line)
    if "instruction" in obj or "output" in obj:
        ins, inp, out = obj.get("instruction"), obj.get("input", ""), obj.get("output")
        if inp is None:
            inp = ""
        if not all(isinstance(v, str) for v in (ins, inp, out)):
            return Rejection(line, "pair_field_not_string")
        if not ins.strip():
            return Rejection(line, "empty_instruction")
        if not out.strip():
            return Rejection(line, "empty_output")
        return Record("pair", instruction=ins, input=inp, output=out, line=line)
    if "text" in obj:
        if not isinstance(obj["text"], str):
            return Rejection(line, "text_not_string")
        if not obj["text"].strip():
            return Rejection(line, "empty_text")
        title = obj.get("title") if isinstance(obj.get("title"), str) else ""
        return Record("document", text=obj["text"], line=line, title=title)
    return Rejection(line, "unknown_record_shape")
