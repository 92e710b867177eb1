"""An Ollama ``Modelfile`` beside an exported GGUF: FROM, TEMPLATE, SYSTEM, stop tokens, parameters.

Ollama's TEMPLATE is a Go template, not the Jinja chat template the GGUF carries; no general
translation exists. The ChatML layout (SmolLM2, Qwen, many others) has a known exact Go form, and
it is used only when rendering the tokenizer's own chat template agrees with it character for
character on a probe conversation. Otherwise no TEMPLATE is written and the Modelfile says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

CHATML_GO = "{{- range .Messages }}<|im_start|>{{ .Role }}\n{{ .Content }}<|im_end|>\n{{ end }}<|im_start|>assistant\n"
# Defaults of `quilltune generate` / `quilltune chat` (evaluate.generation.Sampling).
TEMPERATURE, TOP_P = 0.7, 0.9
MAX_NUM_CTX = 4096  # Ollama allocates the KV cache for num_ctx: the full 8k context is rarely wanted


def _chatml(messages: list[dict[str, str]]) -> str:
    return (
        "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages)
        + "<|im_start|>assistant\n"
    )


def is_chatml(tokenizer: Any) -> bool:
    probe = [
        {"role": "system", "content": "S."},
        {"role": "user", "content": "U1?"},
        {"role": "assistant", "content": "A1."},
        {"role": "user", "content": "U2?"},
    ]
    if not getattr(tokenizer, "chat_template", None):
        return False
    rendered = tokenizer.apply_chat_template(probe, tokenize=False, add_generation_prompt=True)
    return rendered == _chatml(probe)


def default_system(tokenizer: Any) -> str | None:
    """The system message the chat template inserts when a conversation has none (SmolLM2 has one)."""
    rendered = tokenizer.apply_chat_template(
        [{"role": "user", "content": "U?"}], tokenize=False, add_generation_prompt=True
    )
    head = "<|im_start|>system\n"
    if rendered.startswith(head) and "<|im_end|>" in rendered:
        return rendered[len(head) : rendered.index("<|im_end|>")]
    return None


def modelfile_text(gguf_name: str, tokenizer: Any, *, system: str | None, context: int) -> str:
    lines = [
        "# Ollama, in this folder: `ollama create NAME -f Modelfile` (or this file), then `ollama run NAME`.",
        f"FROM ./{gguf_name}",
    ]
    stops: list[str] = []
    if is_chatml(tokenizer):
        lines.append(f'TEMPLATE """{CHATML_GO}"""')
        stops += ["<|im_start|>", "<|im_end|>"]
        system = system if system is not None else default_system(tokenizer)
    else:
        lines.append(
            "# No TEMPLATE: this chat template is not ChatML and has no known exact Go form; write "
            "one from the tokenizer's chat_template (in the GGUF metadata) before chatting."
        )
    if system:
        lines.append(f'SYSTEM """{system}"""')
    if tokenizer.eos_token and tokenizer.eos_token not in stops:
        stops.append(tokenizer.eos_token)
    lines += [f'PARAMETER stop "{s}"' for s in stops]
    lines += [
        f"PARAMETER temperature {TEMPERATURE}",
        f"PARAMETER top_p {TOP_P}",
        f"PARAMETER num_ctx {min(context, MAX_NUM_CTX)}",
    ]
    return "\n".join(lines) + "\n"


def write_modelfiles(gguf_path: Path, tokenizer: Any, *, system: str | None, context: int) -> list[Path]:
    """``<stem>.Modelfile`` for this GGUF, and ``Modelfile`` (the name `ollama create` looks for) for
    the newest export in the folder; returns both."""
    text = modelfile_text(gguf_path.name, tokenizer, system=system, context=context)
    own = gguf_path.with_name(gguf_path.stem + ".Modelfile")
    latest = gguf_path.with_name("Modelfile")
    for p in (own, latest):
        p.write_text(text, encoding="utf-8")
    return [own, latest]
