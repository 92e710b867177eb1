"""``quilltune export``: adapter folder, merged HF model, or GGUF file, with a model card."""

from __future__ import annotations

import json
from pathlib import Path

import typer


def export_command(
    run: Path = typer.Argument(..., help="RUN_DIR from train/demo"),
    fmt: str = typer.Option("adapter", "--format", "-f", help="adapter | merged | gguf"),
    out: Path = typer.Option(..., "--out", "-o", help="output folder (gguf: folder or .gguf path)"),
    dtype: str = typer.Option("bf16", help="bf16 | f16 | fp32 (merged weights and GGUF tensors)"),
    quant: str = typer.Option(
        None,
        help="GGUF quantisation by llama.cpp: q4_k_m | q5_k_m | q6_k | q8_0 (K-quants need the gguf extra)",
    ),
    as_json: bool = typer.Option(False, "--json", help="print {format, path, files} as JSON"),
) -> None:
    """Export the tuned model; README.md (model card) is written next to it, and for GGUF an Ollama
    Modelfile. Arguments are checked before any merge work starts."""
    from rich.console import Console

    from quilltune.export.api import export

    console = Console(stderr=True)
    with console.status(f"exporting {fmt}…", spinner="dots"):
        path = export(run, fmt, out, dtype=dtype, quant=quant)
    files = sorted(p.name for p in path.iterdir()) if path.is_dir() else [path.name]
    if as_json:
        print(json.dumps({"format": fmt, "path": str(path), "files": files}))
    else:
        console.print(f"[green]exported[/green] {fmt} → {path}")
