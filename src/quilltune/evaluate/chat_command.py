"""``quilltune chat`` and ``quilltune generate``: talk to a tuned model with its chat template."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from quilltune.evaluate.generation import Sampling


def _load(target: Path, base: bool, dtype: str | None):
    from quilltune.evaluate.models import load_models
    from quilltune.evaluate.run_folder import open_run

    pair = load_models(open_run(target), dtype=dtype, need_base=base)
    return pair, ("base" if base else "tuned")


def generate_command(
    target: Path = typer.Argument(..., help="RUN_DIR or PEFT adapter folder"),
    prompt: str = typer.Option(..., "--prompt", "-p", help="the user message"),
    system: str = typer.Option(None, help="optional system message"),
    max_new_tokens: int = typer.Option(256, help="tokens to generate at most"),
    temperature: float = typer.Option(0.7, help="sampling temperature; 0 = greedy"),
    top_p: float = typer.Option(0.9, help="nucleus sampling mass"),
    seed: int = typer.Option(None, help="seed for reproducible sampling"),
    base: bool = typer.Option(False, "--base", help="answer with the base model (adapter switched off)"),
    dtype: str = typer.Option(None, help="bf16 or fp32 (default: the run's model.dtype)"),
    as_json: bool = typer.Option(
        False, "--json", help="print {prompt, completion, model} as JSON at the end"
    ),
) -> None:
    """One answer, streamed token by token to stdout."""
    from quilltune.evaluate.generation import stream_reply

    pair, which = _load(target, base, dtype)
    messages = ([{"role": "system", "content": system}] if system else []) + [
        {"role": "user", "content": prompt}
    ]
    sampling = Sampling(max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p, seed=seed)
    pieces = []
    with pair.use(which) as model:
        for piece in stream_reply(model, pair.tokenizer, messages, sampling):
            pieces.append(piece)
            if not as_json:
                sys.stdout.write(piece)
                sys.stdout.flush()
    if as_json:
        print(
            json.dumps({"prompt": prompt, "completion": "".join(pieces), "model": which}, ensure_ascii=False)
        )
    else:
        sys.stdout.write("\n")


def chat_command(
    target: Path = typer.Argument(..., help="RUN_DIR or PEFT adapter folder"),
    system: str = typer.Option(None, help="optional system message"),
    max_new_tokens: int = typer.Option(256, help="tokens per reply at most"),
    temperature: float = typer.Option(0.7, help="sampling temperature; 0 = greedy"),
    top_p: float = typer.Option(0.9, help="nucleus sampling mass"),
    seed: int = typer.Option(None, help="seed for reproducible sampling"),
    base: bool = typer.Option(False, "--base", help="chat with the base model (adapter switched off)"),
    dtype: str = typer.Option(None, help="bf16 or fp32 (default: the run's model.dtype)"),
) -> None:
    """Interactive chat; the conversation is kept. Empty line, /exit or Ctrl-D quits; /reset forgets."""
    from rich.console import Console

    from quilltune.evaluate.generation import stream_reply

    console = Console()
    pair, which = _load(target, base, dtype)
    sampling = Sampling(max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p, seed=seed)
    history = [{"role": "system", "content": system}] if system else []
    console.print(f"[dim]chatting with the {which} model of {target}; /reset, /exit[/dim]")
    while True:
        try:
            text = console.input("[bold cyan]you>[/bold cyan] ").strip()
        except (EOFError, KeyboardInterrupt):
            break
        if not text or text == "/exit":
            break
        if text == "/reset":
            history = history[:1] if system else []
            continue
        history.append({"role": "user", "content": text})
        console.print("[bold green]model>[/bold green] ", end="")
        reply = []
        with pair.use(which) as model:
            for piece in stream_reply(model, pair.tokenizer, history, sampling):
                reply.append(piece)
                sys.stdout.write(piece)
                sys.stdout.flush()
        sys.stdout.write("\n")
        history.append({"role": "assistant", "content": "".join(reply)})
