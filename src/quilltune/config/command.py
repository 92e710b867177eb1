"""``quilltune config show|validate``: see and check a run config without running anything."""

from __future__ import annotations

import json

import typer
from rich.console import Console

from quilltune.config.load import dump_config, load_config

app = typer.Typer(help="Show or validate a run config (YAML file or preset name).", no_args_is_help=True)


@app.command("show")
def show(
    config: str = typer.Argument(None, help="YAML file or preset name; defaults when omitted"),
    overrides: list[str] = typer.Argument(None, help="key=value overrides, e.g. train.max_steps=20"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Print the fully resolved config, defaults included."""
    cfg = load_config(config, overrides or [])
    if as_json:
        print(json.dumps(cfg.model_dump(mode="json"), indent=2))
    else:
        Console().print(dump_config(cfg), markup=False, highlight=False)


@app.command("validate")
def validate(configs: list[str] = typer.Argument(..., help="YAML files or preset names")) -> None:
    """Validate configs; exit 2 with fix-it messages on the first bad one."""
    for c in configs:
        load_config(c)
        Console().print(f"[green]ok[/green] {c}")
