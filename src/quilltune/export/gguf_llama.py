"""Write a Llama-architecture HF model (merged weights) as a GGUF file with the ``gguf`` package.

Tensor names come from gguf's own HF→GGUF name map; q_proj/k_proj rows are permuted the way
llama.cpp's converter does (llama.cpp applies rotary embeddings to interleaved pairs, HF to
halves), and transformers' GGUF loader reverses exactly that. The tokenizer (byte-level BPE:
tokens, types, merges, special ids) and the chat template travel in the file's metadata.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from quilltune.errors import InputError
from quilltune.export.llama_quant import remember_tensor_types

GGUF_DTYPES = ("f32", "f16", "bf16")
# Quantised through llama.cpp's own quantizer (quilltune.export.llama_quant); q8_0 also without it.
GGUF_QUANTS = ("q4_k_m", "q5_k_m", "q6_k", "q8_0")
# The GGML type the gguf writer gives a plain numpy array (a raw type names itself).
_NUMPY_GGML = {np.float32: "F32", np.float16: "F16"}


def permute_rotary(weights: np.ndarray, n_head: int) -> np.ndarray:
    """HF rotary layout → llama.cpp's (same as convert_hf_to_gguf.LlamaModel.permute)."""
    return (
        weights.reshape(n_head, 2, weights.shape[0] // n_head // 2, *weights.shape[1:])
        .swapaxes(1, 2)
        .reshape(weights.shape)
    )


def _encode(tensor: np.ndarray, dtype: str, quant: str | None) -> tuple[np.ndarray, Any]:
    """Array and raw GGML type for one tensor; 1-D tensors (norms) stay f32 as llama.cpp keeps them."""
    import gguf

    data = tensor.astype(np.float32)
    if data.ndim == 1 or dtype == "f32" and quant is None:
        return data, None
    if quant == "q8_0" and data.shape[-1] % 32 == 0:
        return gguf.quants.quantize(data, gguf.GGMLQuantizationType.Q8_0), gguf.GGMLQuantizationType.Q8_0
    if dtype == "bf16":
        return gguf.quants.quantize(data, gguf.GGMLQuantizationType.BF16), gguf.GGMLQuantizationType.BF16
    return data.astype(np.float16), None


def _file_type(dtype: str, quant: str | None) -> int:
    import gguf

    if quant == "q8_0":
        return gguf.LlamaFileType.MOSTLY_Q8_0
    return {
        "f32": gguf.LlamaFileType.ALL_F32,
        "f16": gguf.LlamaFileType.MOSTLY_F16,
        "bf16": gguf.LlamaFileType.MOSTLY_BF16,
    }[dtype]


def _add_tokenizer(writer: Any, model_dir: Path, tokenizer: Any, vocab_size: int, pre: str) -> None:
    import gguf

    if not (model_dir / "tokenizer.json").is_file():
        raise InputError(
            f"{model_dir} has no tokenizer.json: GGUF export needs a fast (byte-level BPE) tokenizer"
        )
    tokens = tokenizer.convert_ids_to_tokens(list(range(len(tokenizer))))
    special = set(tokenizer.all_special_ids) | {
        i for i, t in tokenizer.added_tokens_decoder.items() if getattr(t, "special", False)
    }
    types = [gguf.TokenType.CONTROL if i in special else gguf.TokenType.NORMAL for i in range(len(tokens))]
    for i in range(len(tokens), vocab_size):  # embedding rows beyond the tokenizer (padding)
        tokens.append(f"[PAD{i}]")
        types.append(gguf.TokenType.UNUSED)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre(pre)
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    # SpecialVocab reads merges, bos/eos/pad ids, add_bos and the chat template from the folder.
    special_vocab = gguf.SpecialVocab(model_dir, load_merges=True, n_vocab=vocab_size)
    # Whether the tokenizer adds BOS/EOS itself, as measured (tokenizer_config.json often omits it);
    # llama.cpp's default for a gpt2 vocab would otherwise decide for us.
    probe = tokenizer("a", add_special_tokens=True)["input_ids"]
    bare = tokenizer("a", add_special_tokens=False)["input_ids"]
    special_vocab.add_special_token.setdefault(
        "bos", len(probe) > len(bare) and probe[0] == tokenizer.bos_token_id
    )
    special_vocab.add_special_token.setdefault(
        "eos", len(probe) > len(bare) and probe[-1] == tokenizer.eos_token_id
    )
    special_vocab.add_to_gguf(writer, quiet=True)


def write_llama_gguf(
    model_dir: Path,
    out_file: Path,
    *,
    dtype: str = "f16",
    quant: str | None = None,
    name: str | None = None,
    license_id: str | None = None,
    tokenizer_pre: str = "default",
) -> Path:
    """Convert the HF folder ``model_dir`` (Llama architecture) to ``out_file``.

    ``tokenizer_pre`` names llama.cpp's pre-tokenizer (e.g. ``smollm``); transformers ignores it,
    llama.cpp needs the right one to split text as the original tokenizer does. ``quant`` here is
    q8_0 only (written by the gguf package); K-quants go through :mod:`quilltune.export.llama_quant`.
    """
    import gguf
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    if dtype not in GGUF_DTYPES:
        raise InputError(f"GGUF dtype '{dtype}' is not supported; choose one of {', '.join(GGUF_DTYPES)}")
    if quant is not None and quant != "q8_0":
        raise InputError(f"write_llama_gguf writes q8_0 only; '{quant}' goes through llama.cpp's quantizer")
    cfg = AutoConfig.from_pretrained(model_dir)
    if cfg.model_type != "llama":
        raise InputError(
            f"GGUF export supports Llama-architecture models; this one is '{cfg.model_type}'. "
            "Export --format merged and convert with llama.cpp's convert_hf_to_gguf.py"
        )
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    n_head, n_kv = cfg.num_attention_heads, cfg.num_key_value_heads
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // n_head
    rope_theta = (getattr(cfg, "rope_parameters", None) or {}).get("rope_theta") or getattr(
        cfg, "rope_theta", 10000.0
    )

    writer = gguf.GGUFWriter(out_file, gguf.MODEL_ARCH_NAMES[gguf.MODEL_ARCH.LLAMA])
    writer.add_name(name or model_dir.name)
    if license_id:
        writer.add_license(license_id)
    writer.add_context_length(cfg.max_position_embeddings)
    writer.add_embedding_length(cfg.hidden_size)
    writer.add_block_count(cfg.num_hidden_layers)
    writer.add_feed_forward_length(cfg.intermediate_size)
    writer.add_head_count(n_head)
    writer.add_head_count_kv(n_kv)
    writer.add_rope_dimension_count(head_dim)
    writer.add_rope_freq_base(float(rope_theta))
    writer.add_layer_norm_rms_eps(float(cfg.rms_norm_eps))
    writer.add_vocab_size(cfg.vocab_size)
    writer.add_file_type(_file_type(dtype, quant))
    writer.add_quantization_version(gguf.GGML_QUANT_VERSION)
    _add_tokenizer(writer, model_dir, tokenizer, cfg.vocab_size, tokenizer_pre)

    names = gguf.get_tensor_name_map(gguf.MODEL_ARCH.LLAMA, cfg.num_hidden_layers)
    written: Counter = Counter()
    for hf_name, tensor in model.state_dict().items():
        if hf_name == "lm_head.weight" and cfg.tie_word_embeddings:
            continue  # tied: absent output.weight tells loaders to reuse token_embd
        if "rotary_emb" in hf_name:
            continue
        gguf_name = names.get_name(hf_name, try_suffixes=(".weight", ".bias"))
        if gguf_name is None:
            raise InputError(f"GGUF export: no GGUF name for tensor '{hf_name}' (not a plain Llama model?)")
        data = tensor.detach().numpy()
        if hf_name.endswith("q_proj.weight"):
            data = permute_rotary(data, n_head)
        elif hf_name.endswith("k_proj.weight"):
            data = permute_rotary(data, n_kv)
        array, raw = _encode(data, dtype, quant)
        writer.add_tensor(gguf_name, array, raw_dtype=raw)
        written[raw.name if raw is not None else _NUMPY_GGML[array.dtype.type]] += 1
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    remember_tensor_types(out_file, written)
    return out_file
