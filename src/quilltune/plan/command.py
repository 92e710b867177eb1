"""``quilltune plan [CONFIG] [options] [--json]``: time, memory, cost and sanity checks of a job."""

from __future__ import annotations

import json
import re
from pathlib import Path

import typer

from quilltune.errors import ConfigError

STRATEGIES = "single, ddp, zero1, zero2, zero3, fsdp2"


def parse_hours(text: str | None) -> float | None:
    """``72``, ``72h``, ``3d``, ``90m`` → hours."""
    if text is None:
        return None
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([hdmw]?)\s*", text.lower())
    if not m:
        raise ConfigError(f"cannot read a duration from '{text}': write e.g. 72h, 3d or 90m")
    return float(m.group(1)) * {"": 1, "h": 1, "d": 24, "m": 1 / 60, "w": 168}[m.group(2)]


def parse_money(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return float(text.replace("$", "").replace(",", "").strip())
    except ValueError:
        raise ConfigError(f"cannot read an amount from '{text}': write e.g. 5000 or $5,000") from None


def _overrides(**flags: object) -> list[str]:
    """Flags become ``section.key=value`` overrides, so they are validated like the config."""
    mapping = {
        "method": "train.method",
        "lora_rank": "train.lora.r",
        "gpu": "plan.gpu",
        "gpus": "plan.gpus_per_node",
        "nodes": "plan.nodes",
        "strategy": "plan.strategy",
        "seq_len": "data.seq_len",
        "micro_batch": "train.micro_batch_size",
        "grad_accum": "train.grad_accum",
        "checkpointing": "train.gradient_checkpointing",
        "dataset_bytes": "plan.dataset_bytes",
        "bytes_per_token": "plan.bytes_per_token",
        "epochs": "plan.epochs",
        "throughput": "plan.claimed_tokens_per_second",
        "deadline": "plan.deadline_hours",
        "budget": "plan.budget_usd",
        "catalog": "plan.catalog",
        "price_tier": "plan.price_tier",
        "mfu": "plan.mfu",
        "experiments": "plan.experiments",
        "offload_optimizer": "train.zero3_offload_optimizer",
        "offload_params": "train.zero3_offload_params",
        "probe_steps": "plan.probe_steps",
        "rerun_allowance": "plan.rerun_allowance",
    }
    out = [f"{mapping[k]}={v}" for k, v in flags.items() if v is not None and k in mapping]
    if flags.get("providers"):
        out.append(f"plan.providers=[{flags['providers']}]")
    return out


def plan_command(
    config: str = typer.Argument(None, help="run config YAML or preset name (defaults when omitted)"),
    model: str = typer.Option(None, "--model", help="preset (llama-2-70b, ...), config.json or model folder"),
    method: str = typer.Option(None, "--method", help="qlora, lora or full"),
    lora_rank: int = typer.Option(None, "--lora-rank", help="LoRA rank r"),
    gpu: str = typer.Option(None, "--gpu", help="GPU type from the catalog, or cpu"),
    gpus: int = typer.Option(None, "--gpus", help="GPUs per node"),
    nodes: int = typer.Option(None, "--nodes", help="number of nodes"),
    strategy: str = typer.Option(None, "--strategy", help=STRATEGIES),
    offload_optimizer: bool = typer.Option(
        None, "--offload-optimizer/--no-offload-optimizer", help="ZeRO optimizer offload"
    ),
    offload_params: bool = typer.Option(
        None, "--offload-params/--no-offload-params", help="ZeRO-3 parameter offload"
    ),
    seq_len: int = typer.Option(None, "--seq-len", help="tokens per packed row"),
    micro_batch: int = typer.Option(None, "--micro-batch", help="rows per device per forward"),
    grad_accum: int = typer.Option(None, "--grad-accum", help="micro-batches per optimizer step"),
    checkpointing: bool = typer.Option(
        None, "--checkpointing/--no-checkpointing", help="gradient checkpointing"
    ),
    data: Path = typer.Option(
        None, "--data", help="prepared data folder (token counts from its manifest.json)"
    ),
    dataset_bytes: str = typer.Option(None, "--dataset-bytes", help="raw corpus size, e.g. 500GB"),
    bytes_per_token: float = typer.Option(
        None, "--bytes-per-token", help="override the bytes/token conversion"
    ),
    epochs: float = typer.Option(None, "--epochs"),
    throughput: float = typer.Option(None, "--throughput", help="a claimed tokens/s to check"),
    deadline: str = typer.Option(None, "--deadline", help="wall-clock limit, e.g. 72h or 3d"),
    budget: str = typer.Option(None, "--budget", help="money limit in USD, e.g. 5000"),
    providers: str = typer.Option(
        None, "--providers", help="comma-separated providers to price (default: all)"
    ),
    catalog: str = typer.Option(
        None, "--catalog", help="your YAML of GPU types/prices, merged over the built-in one"
    ),
    price_tier: str = typer.Option(None, "--price-tier", help="on_demand, spot or reserved"),
    experiments: int = typer.Option(None, "--experiments", help="dataset transfers to pay egress for"),
    rerun_allowance: float = typer.Option(
        None, "--rerun-allowance", help="share of compute added for re-runs (0.1 = 10 %)"
    ),
    mfu: float = typer.Option(None, "--mfu", help="assume this MFU instead of the table's"),
    optimise: bool = typer.Option(
        False, "--optimise", help="search hardware and layouts (implied by --deadline/--budget)"
    ),
    probe: bool = typer.Option(False, "--probe", help="run a few real training steps here and re-project"),
    probe_steps: int = typer.Option(None, "--probe-steps", help="steps of the probe (first is warm-up)"),
    overrides: list[str] = typer.Option(None, "--set", help="any config override, e.g. --set train.lora.r=8"),
    as_json: bool = typer.Option(False, "--json", help="print the plan as JSON"),
) -> None:
    """Plan a fine-tuning job: tokens, throughput, memory per device, time, cost per provider, checks."""
    # Every option, taken before any other name is bound; ``_overrides`` maps the ones it knows.
    flags = dict(locals(), deadline=parse_hours(deadline), budget=parse_money(budget))
    from quilltune.config.load import load_config
    from quilltune.plan.api import make_plan
    from quilltune.plan.search_options import add_options

    ov = _overrides(**flags) + list(overrides or [])
    if gpus or nodes:
        # The training cluster is the planned cluster: a sharded job's train world follows the flags
        # (RunConfig refuses the two to differ).
        cluster = {k: v for k, v in flags.items() if k not in ("gpus", "nodes")}
        before = load_config(config, _overrides(**cluster) + list(overrides or []))
        if before.train.nproc_per_node * before.train.nnodes > 1:
            ov += [
                f"train.nproc_per_node={gpus or before.plan.gpus_per_node}",
                f"train.nnodes={nodes or before.plan.nodes}",
            ]
    cfg = load_config(config, ov)
    if data is not None and not (data / "manifest.json").is_file():
        raise ConfigError(
            f"--data {data}: not a prepared data folder (no manifest.json); run `quilltune prepare`"
        )
    plan = make_plan(cfg, data_dir=data, model=model)
    out = plan.to_dict()
    if optimise or cfg.plan.deadline_hours or cfg.plan.budget_usd:
        add_options(out, cfg, model)
    if probe:
        from quilltune.plan.probe import reproject
        from quilltune.train.probe import run_probe

        measured = reproject(out, run_probe(cfg, data_dir=data, progress=not as_json))
        out["probe"] = measured
        if cfg.plan.gpu == "cpu":  # measured on the planned hardware: it replaces the prior
            out["prior"] = {k: out[k] for k in ("tokens_per_second", "hours", "gpu_hours", "mfu")}
            out["tokens_per_second"], out["hours"] = measured["tokens_per_second"], measured["hours"]
            out["gpu_hours"] = measured["hours"]
            out["mfu"] = measured["mfu"] if measured.get("mfu") is not None else out["mfu"]
    if as_json:
        print(json.dumps(out, indent=2, default=str))
    else:
        from quilltune.plan.render import render_plan

        render_plan(out)
