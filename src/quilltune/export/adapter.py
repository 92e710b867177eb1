"""Adapter export: the PEFT folder plus tokenizer, loadable with ``PeftModel.from_pretrained``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from quilltune.errors import InputError
from quilltune.evaluate.models import load_tokenizer
from quilltune.evaluate.run_folder import RunFolder


def write_adapter(run: RunFolder, out: Path) -> Path:
    if run.adapter_dir is None:
        raise InputError(
            f"run '{run.path}' is a full fine-tune and has no adapter; export --format merged instead"
        )
    out.mkdir(parents=True, exist_ok=True)
    for f in run.adapter_dir.iterdir():
        if f.is_file() and f.name != "README.md":
            shutil.copy2(f, out / f.name)
    # Point the adapter at the base folder it was trained on, so it loads without guessing.
    cfg_path = out / "adapter_config.json"
    cfg = json.loads(cfg_path.read_text(encoding="utf-8"))
    cfg["base_model_name_or_path"] = str(run.base_model_dir)
    cfg_path.write_text(json.dumps(cfg, indent=2), encoding="utf-8")
    load_tokenizer(run).save_pretrained(out)
    return out
