"""README.md model card for an export: lineage, training config, evaluation, licences."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import yaml

from quilltune.evaluate.run_folder import RunFolder, read_json

MARKER = "<!-- model card written by quilltune export; it rewrites this file, and leaves any other README alone -->"
# SPDX ids (as the hub spells them, lower case) of the licences quilltune can name for a base model.
SPDX = {"apache-2.0": "apache-2.0", "mit": "mit", "llama3.1": "llama3.1", "gemma": "gemma"}


def _embedded(run: RunFolder):
    from quilltune.models import EMBEDDED

    name = str(run.config.get("model", {}).get("name", ""))
    if name in EMBEDDED:
        return EMBEDDED[name]
    if run.base_model_dir.resolve().parent.name == "models" and run.base_model_dir.name in EMBEDDED:
        return EMBEDDED[run.base_model_dir.name]
    return None


def base_hub_id(run: RunFolder) -> str | None:
    """The base model's hub id for ``base_model:``; None when it is only a local folder."""
    model = _embedded(run)
    if model is not None:
        return model.hub_id or None
    name = str(run.config.get("model", {}).get("name", ""))
    if name.count("/") == 1 and not Path(name).expanduser().exists():
        return name
    return None


def spdx_license(run: RunFolder) -> str | None:
    first = base_license(run).split(" ")[0].lower()
    return SPDX.get(first)


def base_license(run: RunFolder) -> str:
    """Licence of the base model: the embedded registry knows it; otherwise the folder's own note."""
    model = _embedded(run)
    if model is not None:
        return model.license
    for cand in ("LICENSE", "LICENSE.txt", "LICENSE.md"):
        if (run.base_model_dir / cand).is_file():
            return f"see {cand} shipped with the base model"
    return "unknown: check the base model's licence before distributing this model"


def data_lineage(run: RunFolder) -> dict[str, Any]:
    if run.data_dir is None or not (run.data_dir / "manifest.json").is_file():
        return {"data_dir": str(run.data_dir) if run.data_dir else None, "manifest_sha256": None}
    raw = (run.data_dir / "manifest.json").read_bytes()
    manifest = read_json(run.data_dir / "manifest.json")
    splits = manifest.get("splits", {})
    return {
        "data_dir": str(run.data_dir),
        "manifest_sha256": hashlib.sha256(raw).hexdigest(),
        "documents": sum(int(s.get("documents", 0)) for s in splits.values()),
        "pairs": sum(int(s.get("pairs", 0)) for s in splits.values()),
        "tokens": {k: s.get("tokens") for k, s in splits.items()},
        "pii_redactions": manifest.get("pii", {}),
        "inputs": run.config.get("data", {}).get("inputs", []),
    }


def _eval_lines(run: RunFolder) -> list[str]:
    ev = read_json(run.path / "eval.json")
    if not ev:
        return ["Not evaluated yet: run `quilltune evaluate RUN_DIR` before exporting to include results."]
    lines = ["| task | metric | base | tuned |", "|---|---|---|---|"]
    if ev.get("loss"):
        for m in ("loss", "perplexity"):
            lines.append(
                f"| held-out ({ev['split']}) | {m} | {ev['loss']['base'][m]:.4g} | {ev['loss']['tuned'][m]:.4g} |"
            )
    for task, entry in ev.get("generation", {}).get("tasks", {}).items():
        for m, v in entry["metrics"].items():
            lines.append(f"| {task} (n={entry['n']}) | {m} | {v['base']:.3f} | {v['tuned']:.3f} |")
    return lines


def _front_matter(run: RunFolder, fmt: str) -> dict[str, Any]:
    """Hub metadata: base_model as a hub id, the relation, the library that loads it, an SPDX licence."""
    train = run.config.get("train", {})
    front: dict[str, Any] = {}
    hub = base_hub_id(run)
    if hub:
        front["base_model"] = hub
        front["base_model_relation"] = "adapter" if fmt == "adapter" else "finetune"
    if fmt != "gguf":  # a GGUF repo is recognised by its files; no Python library loads it
        front["library_name"] = "peft" if fmt == "adapter" else "transformers"
    front["pipeline_tag"] = "text-generation"
    front["tags"] = ["quilltune", "legal", train.get("method", run.method)] + (
        ["gguf"] if fmt == "gguf" else []
    )
    spdx = spdx_license(run)
    front["license"] = spdx or "other"
    return front


def _gguf_lines(out_dir: Path) -> list[str]:
    """Every GGUF in the folder (earlier exports included), its tensor types, and how to run it."""
    from quilltune.export.llama_quant import tensor_types

    lines = ["## GGUF files", "", "| file | size | tensor types | Ollama |", "|---|---|---|---|"]
    for g in sorted(out_dir.glob("*.gguf")):
        modelfile = g.with_name(g.stem + ".Modelfile")
        types = ", ".join(f"{k} x{v}" for k, v in tensor_types(g).items())
        lines.append(
            f"| `{g.name}` | {g.stat().st_size / 1e6:,.1f} MB | {types} | "
            f"{f'`{modelfile.name}`' if modelfile.is_file() else 'n/a'} |"
        )
    lines += [
        "",
        "Run with llama.cpp: `llama-cli -m FILE.gguf -cnv` (the chat template is in the file). "
        "With Ollama: `ollama create NAME -f FILE.Modelfile` in this folder (`Modelfile` is the newest "
        "export's), then `ollama run NAME`.",
        "",
    ]
    return lines


def card_path(out_dir: Path) -> Path:
    """README.md, unless one is there that quilltune did not write: then README.quilltune.md."""
    readme = out_dir / "README.md"
    if readme.is_file() and MARKER not in readme.read_text(encoding="utf-8", errors="replace"):
        return out_dir / "README.quilltune.md"
    return readme


def write_model_card(run: RunFolder, out_dir: Path, fmt: str, files: list[str]) -> Path:
    lineage = data_lineage(run)
    lic = base_license(run)
    train = run.config.get("train", {})
    front = _front_matter(run, fmt)
    base = front.get("base_model") or str(run.config.get("model", {}).get("name") or run.base_model_dir)
    s = run.summary
    text = [
        "---",
        yaml.safe_dump(front, sort_keys=False).strip(),
        "---",
        MARKER,
        "",
        f"# {run.config.get('name', run.path.name)} ({fmt} export)",
        "",
        f"Fine-tuned with quilltune from `{base}` by {train.get('method', run.method)}. "
        f"Files: {', '.join(f'`{f}`' for f in files)}.",
        "",
        *(_gguf_lines(out_dir) if fmt == "gguf" else []),
        "## Data lineage",
        "",
        f"- prepared data: `{lineage.get('data_dir')}`",
        f"- manifest sha256: `{lineage.get('manifest_sha256')}`",
        f"- documents: {lineage.get('documents', 'n/a')}, instruction pairs: {lineage.get('pairs', 'n/a')}",
        f"- tokens per split: {lineage.get('tokens', 'n/a')}",
        f"- PII redactions per label (counts only): {lineage.get('pii_redactions', {})}",
        f"- inputs: {', '.join(map(str, lineage.get('inputs', []))) or 'n/a'}",
        "",
        "## Training",
        "",
        f"- status {s.get('status', 'n/a')}, steps {s.get('steps', 'n/a')}, tokens {s.get('tokens', 'n/a')}, "
        f"wall {s.get('wall_seconds', 0):.0f} s, final loss {s.get('final_loss', 'n/a')}, "
        f"final validation loss {s.get('final_val_loss', 'n/a')}",
        "",
        "```yaml",
        yaml.safe_dump(
            {k: run.config.get(k) for k in ("model", "train") if k in run.config}, sort_keys=False
        ).strip(),
        "```",
        "",
        "## Evaluation (base versus tuned)",
        "",
        *_eval_lines(run),
        "",
        "## Licences",
        "",
        f"- base model: {lic}{f' (SPDX `{spdx_license(run)}`)' if spdx_license(run) else ''}. "
        "The fine-tuned weights are a derivative and stay under its terms.",
        "- data: the licences of the inputs listed above apply; quilltune redacts PII but does not "
        "clear rights. The shipped sample corpus lists its sources and licences in its SOURCES.md.",
        "",
    ]
    path = card_path(out_dir)
    path.write_text("\n".join(text), encoding="utf-8")
    return path
