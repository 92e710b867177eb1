"""A GGUF's tokenizer as its original splits text, and a fingerprint that says which tokenizer made data.

transformers' GGUF loader rebuilds the vocabulary and merges but not the pre-tokenizer: it gives
every ``gpt2``-model GGUF plain GPT-2 ``ByteLevel`` splitting. A GGUF names its pre-tokenizer in
``tokenizer.ggml.pre`` and llama.cpp splits by that name; SmolLM2's is ``smollm``, one digit per
piece before the GPT-2 regex (llama.cpp ``src/llama-vocab.cpp``: ``\\p{N}`` then the GPT-2 pattern;
upstream ``tokenizer.json``: ``Sequence[Digits(individual_digits), ByteLevel]``). Without it
``"\\n\\n7."`` is ``[198, 198, 39, 30]`` instead of upstream's and llama.cpp's ``[1116, 39, 30]``.

Only the names below are known; any other name is refused rather than guessed, because a wrong
guess trains on tokens no runtime produces and nothing fails loudly.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from quilltune.errors import InputError


def _digits_then_bytelevel() -> Any:
    from tokenizers import pre_tokenizers

    return pre_tokenizers.Sequence(
        [
            pre_tokenizers.Digits(individual_digits=True),
            pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=True, use_regex=True),
        ]
    )


def _bytelevel() -> Any:
    from tokenizers import pre_tokenizers

    return pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=True, use_regex=True)


# llama.cpp pre-tokenizer name -> the Hugging Face pre-tokenizer that splits text the same way.
# starcoder/refact/smollm share llama.cpp's regex list (one digit, then GPT-2); gpt2 is GPT-2 alone.
PRE_TOKENIZERS: dict[str, Callable[[], Any]] = {
    "smollm": _digits_then_bytelevel,
    "starcoder": _digits_then_bytelevel,
    "refact": _digits_then_bytelevel,
    "gpt2": _bytelevel,
}


class UnknownPreTokenizer(InputError):
    """The GGUF names a pre-tokenizer quilltune cannot reproduce exactly."""


def gguf_metadata(gguf_path: Path, key: str) -> Any:
    """One scalar (string, number, bool) from a GGUF's metadata, or None when absent."""
    from gguf import GGUFReader

    field = GGUFReader(gguf_path).fields.get(key)
    return None if field is None else field.contents()


def gguf_pre_tokenizer(gguf_path: Path) -> str:
    name = gguf_metadata(gguf_path, "tokenizer.ggml.pre")
    return str(name) if name is not None else "default"


def hf_pre_tokenizer(name: str) -> Any:
    """The Hugging Face pre-tokenizer for llama.cpp's ``name``; refuses names it cannot match."""
    if name not in PRE_TOKENIZERS:
        raise UnknownPreTokenizer(
            f"the GGUF's tokenizer.ggml.pre is '{name}', which quilltune cannot reproduce (known: "
            f"{', '.join(sorted(PRE_TOKENIZERS))}); training on it would use tokens llama.cpp never produces. "
            "Use the model's original Hugging Face folder (with tokenizer.json) instead of its GGUF"
        )
    return PRE_TOKENIZERS[name]()


def llama_cpp_pre_name(tokenizer: Any) -> str | None:
    """The llama.cpp pre-tokenizer name that splits as this fast tokenizer does; None when none known does.

    The reverse of :data:`PRE_TOKENIZERS`, for writing ``tokenizer.ggml.pre`` into an exported GGUF.
    """
    ours = json.loads(tokenizer.backend_tokenizer.to_str()).get("pre_tokenizer")
    for name in ("smollm", "gpt2"):  # one name per distinct splitting; smollm == starcoder == refact
        if json.loads(PRE_TOKENIZERS[name]().__getstate__()) == ours:
            return name
    return None


def apply_gguf_pre_tokenizer(tokenizer: Any, gguf_path: Path) -> str:
    """Give a tokenizer loaded with ``gguf_file=`` the pre-tokenizer its GGUF names; returns the name."""
    name = gguf_pre_tokenizer(gguf_path)
    tokenizer.backend_tokenizer.pre_tokenizer = hf_pre_tokenizer(name)
    return name


def tokenizer_fingerprint(model_dir: Path) -> str:
    """``sha256:…`` of what decides the token ids prepare writes: tokenizer.json and the chat template.

    tokenizer.json is hashed as canonical JSON (sorted keys, padding/truncation left out) so that a
    re-save by another ``tokenizers`` version with the same content keeps the fingerprint. A folder
    without one (vocab/merges files only) is fingerprinted from those files' bytes.
    """
    model_dir = Path(model_dir)
    path = model_dir / "tokenizer.json"
    h = hashlib.sha256()
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("padding", None)
        data.pop("truncation", None)
        h.update(json.dumps(data, sort_keys=True, ensure_ascii=False).encode())
    else:
        for p in sorted(model_dir.glob("*")):
            if p.is_file() and p.name.startswith(("tokenizer", "vocab", "merges", "special_tokens")):
                h.update(p.name.encode() + b"\0" + p.read_bytes())
    h.update(b"\0chat_template\0")
    h.update(_chat_template(model_dir).encode())
    return "sha256:" + h.hexdigest()


def _chat_template(model_dir: Path) -> str:
    jinja = model_dir / "chat_template.jinja"
    if jinja.is_file():
        return jinja.read_text(encoding="utf-8")
    config = model_dir / "tokenizer_config.json"
    if config.is_file():
        template = json.loads(config.read_text(encoding="utf-8")).get("chat_template")
        return template if isinstance(template, str) else json.dumps(template, sort_keys=True)
    return ""
