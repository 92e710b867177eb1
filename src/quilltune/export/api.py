"""``export(run_dir, fmt, out)``: adapter, merged HF folder, or GGUF file — each with a model card."""

from __future__ import annotations

from pathlib import Path

from quilltune.errors import InputError
from quilltune.evaluate.run_folder import open_run

FORMATS = ("adapter", "merged", "gguf")


def _tokenizer_pre(tokenizer) -> str:
    """llama.cpp's pre-tokenizer name for the tokenizer the export carries; refuses an unknown one
    (a wrong name makes llama.cpp split text into tokens the model never saw)."""
    from quilltune.models.gguf_tokenizer import llama_cpp_pre_name

    name = llama_cpp_pre_name(tokenizer)
    if name is None:
        raise InputError(
            "GGUF export cannot name llama.cpp's pre-tokenizer for this tokenizer (its pre_tokenizer is neither "
            "SmolLM2's digits+GPT-2 nor plain GPT-2); export --format merged and convert with llama.cpp's "
            "convert_hf_to_gguf.py, which knows more models"
        )
    return name


def _check_request(run, fmt: str, dtype: str, quant: str | None):
    """Every argument checked before any merge work; returns the tokenizer the export will carry."""
    from quilltune.evaluate.models import load_tokenizer
    from quilltune.export.gguf_llama import GGUF_DTYPES, GGUF_QUANTS
    from quilltune.export.merged import MERGED_DTYPES

    if fmt == "merged" and dtype not in MERGED_DTYPES:
        raise InputError(f"merged dtype '{dtype}' is not supported; choose one of {', '.join(MERGED_DTYPES)}")
    if fmt != "gguf":
        return None
    if {"fp32": "f32"}.get(dtype, dtype) not in GGUF_DTYPES:
        raise InputError(f"GGUF dtype '{dtype}' is not supported; choose one of bf16, f16, fp32")
    if quant is not None:
        if quant not in GGUF_QUANTS:
            raise InputError(
                f"GGUF quantisation '{quant}' is not supported; choose one of {', '.join(GGUF_QUANTS)}"
            )
        from quilltune.export.llama_quant import require_llama_cpp

        require_llama_cpp(quant)
    import json

    config = json.loads((run.full_model_dir or run.base_model_dir).joinpath("config.json").read_text())
    if config.get("model_type") != "llama":
        raise InputError(
            f"GGUF export supports Llama-architecture models; this one is '{config.get('model_type')}'. "
            "Export --format merged and convert with llama.cpp's convert_hf_to_gguf.py"
        )
    tokenizer = load_tokenizer(run)
    _tokenizer_pre(tokenizer)
    return tokenizer


def export(run_dir: Path, fmt: str, out: Path, *, dtype: str = "bf16", quant: str | None = None) -> Path:
    """Write the export and its README.md; returns the folder (adapter, merged) or the .gguf file.

    ``dtype``: bf16 | f16 | fp32 for merged weights and GGUF tensors; ``quant``: q4_k_m | q5_k_m |
    q6_k | q8_0 (GGUF only; all but q8_0 need the ``gguf`` extra, llama.cpp's quantizer).
    For gguf, ``out`` may be a folder (the file is named after the run) or a path ending in .gguf;
    an Ollama Modelfile is written beside it.
    """
    from quilltune.export.model_card import write_model_card

    if fmt not in FORMATS:
        raise InputError(f"unknown export format '{fmt}'; choose one of {', '.join(FORMATS)}")
    if quant is not None and fmt != "gguf":
        raise InputError("--quant applies to --format gguf only; merged weights are saved unquantised")
    run = open_run(run_dir)
    tokenizer = _check_request(run, fmt, dtype, quant)
    out = Path(out).expanduser()
    if fmt == "adapter":
        from quilltune.export.adapter import write_adapter

        result = write_adapter(run, out)
        files = sorted(p.name for p in out.iterdir())
    elif fmt == "merged":
        from quilltune.export.merged import write_merged

        result = write_merged(run, out, dtype)
        files = sorted(p.name for p in out.iterdir())
    else:
        result = _export_gguf(run, out, tokenizer, dtype, quant)
        files = sorted(
            p.name for p in result.parent.iterdir() if p.suffix == ".gguf" or "Modelfile" in p.name
        )
    write_model_card(run, result if result.is_dir() else result.parent, fmt, files)
    return result


def _export_gguf(run, out: Path, tokenizer, dtype: str, quant: str | None) -> Path:
    import tempfile

    from quilltune.export.gguf_llama import write_llama_gguf
    from quilltune.export.llama_quant import llama_cpp_available
    from quilltune.export.merged import write_merged
    from quilltune.export.model_card import spdx_license
    from quilltune.export.ollama import write_modelfiles

    gguf_dtype = {"fp32": "f32"}.get(dtype, dtype)
    name = str(run.config.get("name", run.path.name))
    if out.suffix != ".gguf":
        out.mkdir(parents=True, exist_ok=True)
        out = out / f"{name}-{quant or gguf_dtype}.gguf"
    out.parent.mkdir(parents=True, exist_ok=True)
    use_llama_cpp = quant is not None and (quant != "q8_0" or llama_cpp_available())
    common = dict(name=name, license_id=spdx_license(run), tokenizer_pre=_tokenizer_pre(tokenizer))
    # Merge in fp32 first so rounding happens once, from exact merged weights; llama.cpp quantises
    # from an exact f32 GGUF for the same reason.
    with tempfile.TemporaryDirectory(prefix="quilltune-merge-", dir=out.parent) as tmp:
        merged = write_merged(run, Path(tmp) / "merged", "fp32")
        if use_llama_cpp:
            from quilltune.export.llama_quant import quantize

            exact = write_llama_gguf(merged, Path(tmp) / "exact-f32.gguf", dtype="f32", **common)
            result = quantize(exact, out, quant)
        else:
            result = write_llama_gguf(merged, out, dtype=gguf_dtype, quant=quant, **common)
    from quilltune.models.loading import model_context

    context = model_context(run.full_model_dir or run.base_model_dir) or 2048
    # The system prompt prepare rendered into the training data, else the chat template's default.
    system = (run.config.get("data") or {}).get("system_prompt")
    write_modelfiles(result, tokenizer, system=system, context=context)
    return result
