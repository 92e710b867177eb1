"""``export(run_dir, fmt, out)``: adapter, merged HF folder, or GGUF file — each with a model card."""

from __future__ import annotations

from pathlib import Path

from quilltune.errors import InputError
from quilltune.evaluate.run_folder import open_run

FORMATS = ("adapter", "merged", "gguf")


def _tokenizer_pre(run) -> str:
    """llama.cpp pre-tokenizer name: an embedded base came from a GGUF that records it; else default."""
    from quilltune.models import EMBEDDED

    model = EMBEDDED.get(str(run.config.get("model", {}).get("name", "")))
    if model is None:
        return "default"
    from gguf import GGUFReader

    from quilltune.models.registry import embedded_gguf_path

    field = GGUFReader(embedded_gguf_path(model)).fields.get("tokenizer.ggml.pre")
    return bytes(field.parts[-1]).decode() if field is not None else "default"


def export(run_dir: Path, fmt: str, out: Path, *, dtype: str = "bf16", quant: str | None = None, **kw) -> Path:
    """Write the export and its README.md; returns the folder (adapter, merged) or the .gguf file.

    ``dtype``: bf16 | f16 | fp32 for merged weights and GGUF tensors; ``quant``: q8_0 (GGUF only).
    For gguf, ``out`` may be a folder (the file is named after the run) or a path ending in .gguf.
    """
    from quilltune.export.model_card import write_model_card

    if fmt not in FORMATS:
        raise InputError(f"unknown export format '{fmt}'; choose one of {', '.join(FORMATS)}")
    if quant is not None and fmt != "gguf":
        raise InputError("--quant applies to --format gguf only; merged weights are saved unquantised")
    run = open_run(run_dir)
    out = Path(out).expanduser()
    if fmt == "adapter":
        from quilltune.export.adapter import write_adapter

        result = write_adapter(run, out)
        files = sorted(p.name for p in out.iterdir())
    elif fmt == "merged":
        from quilltune.export.merged import MERGED_DTYPES, write_merged

        if dtype not in MERGED_DTYPES:
            raise InputError(f"merged dtype '{dtype}' is not supported; choose one of {', '.join(MERGED_DTYPES)}")
        result = write_merged(run, out, dtype)
        files = sorted(p.name for p in out.iterdir())
    else:
        import tempfile

        from quilltune.export.gguf_llama import write_llama_gguf
        from quilltune.export.merged import write_merged
        from quilltune.export.model_card import base_license

        gguf_dtype = {"fp32": "f32"}.get(dtype, dtype)
        if out.suffix != ".gguf":
            out.mkdir(parents=True, exist_ok=True)
            out = out / f"{run.config.get('name', run.path.name)}-{quant or gguf_dtype}.gguf"
        out.parent.mkdir(parents=True, exist_ok=True)
        # Merge in fp32 first so GGUF rounding happens once, from exact merged weights.
        with tempfile.TemporaryDirectory(prefix="quilltune-merge-", dir=out.parent) as tmp:
            merged = write_merged(run, Path(tmp) / "merged", "fp32")
            result = write_llama_gguf(
                merged, out, dtype=gguf_dtype, quant=quant, name=str(run.config.get("name", run.path.name)),
                license_id=base_license(run), tokenizer_pre=_tokenizer_pre(run),
            )
        files = [out.name]
    write_model_card(run, result if result.is_dir() else result.parent, fmt, files)
    return result
