"""Merged export: base + LoRA folded into plain weights that ``AutoModelForCausalLM`` loads alone."""

from __future__ import annotations

import shutil
from pathlib import Path

from quilltune.evaluate.models import load_tokenizer, torch_dtype
from quilltune.evaluate.run_folder import RunFolder

MERGED_DTYPES = ("bf16", "f16", "fp32", "f32")


def write_merged(run: RunFolder, out: Path, dtype: str = "bf16") -> Path:
    """Merge in fp32 (exact sum W + BA), then cast once to ``dtype`` and save as safetensors."""
    import torch
    from transformers import AutoModelForCausalLM

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    if run.adapter_dir is not None:
        from peft import PeftModel

        base = AutoModelForCausalLM.from_pretrained(run.base_model_dir, dtype=torch.float32)
        model = PeftModel.from_pretrained(base, run.adapter_dir).merge_and_unload()
    else:
        assert run.full_model_dir is not None
        model = AutoModelForCausalLM.from_pretrained(run.full_model_dir, dtype=torch.float32)
    model = model.to(torch_dtype(dtype))
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out, safe_serialization=True)
    load_tokenizer(run).save_pretrained(out)
    gen_cfg = run.base_model_dir / "generation_config.json"
    if gen_cfg.is_file() and not (out / "generation_config.json").is_file():
        shutil.copy2(gen_cfg, out / "generation_config.json")
    return out
