"""Gather everything the report shows from a run folder into one JSON-able dict (report.json).

Sources: config.yaml, plan.json, summary.json, metrics.jsonl, eval.json, and the prepared data's
manifest.json / inputs.jsonl. PII appears as counts per label only: the manifest never holds values.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from quilltune.evaluate.run_folder import RunFolder, read_json, read_jsonl


def _config_summary(run: RunFolder) -> dict[str, Any]:
    c = run.config
    model, data, train = c.get("model", {}), c.get("data", {}), c.get("train", {})
    lora, optim = train.get("lora", {}), train.get("optim", {})
    return {
        "name": c.get("name", run.path.name),
        "model": model.get("name", str(run.base_model_dir)),
        "dtype": model.get("dtype"),
        "method": train.get("method", run.method),
        "lora_r": lora.get("r") if train.get("method", "lora") != "full" else None,
        "lora_alpha": lora.get("alpha") if train.get("method", "lora") != "full" else None,
        "learning_rate": optim.get("lr"),
        "micro_batch_size": train.get("micro_batch_size"),
        "grad_accum": train.get("grad_accum"),
        "seq_len": data.get("seq_len"),
        "max_steps": train.get("max_steps"),
        "epochs": train.get("epochs"),
        "strategy": train.get("strategy", "single"),
        "gradient_checkpointing": train.get("gradient_checkpointing"),
        "inputs": data.get("inputs", []),
    }


# inputs.jsonl statuses of inputs that made it into the corpus (prepare: kept or repaired).
_USED = ("ok", "kept", "repaired")


def _data_audit(run: RunFolder) -> dict[str, Any]:
    if run.data_dir is None or not (run.data_dir / "manifest.json").is_file():
        return {"available": False}
    manifest = read_json(run.data_dir / "manifest.json")
    inputs = read_jsonl(run.data_dir / "inputs.jsonl")
    skipped = [
        {"path": r.get("path"), "status": r.get("status"), "reason": r.get("reason")}
        for r in inputs
        if r.get("status") not in _USED and r.get("status") != "duplicate" and not r.get("duplicate_of")
    ]
    duplicates = [
        {"path": r.get("path"), "duplicate_of": r.get("duplicate_of"), "reason": r.get("reason")}
        for r in inputs
        if r.get("duplicate_of") or r.get("status") == "duplicate"
    ]
    return {
        "available": True,
        "data_dir": str(run.data_dir),
        "seq_len": manifest.get("seq_len"),
        "splits": manifest.get("splits", {}),
        "totals": manifest.get("totals", {}),
        "pii_counts": {str(k): v for k, v in (manifest.get("pii") or {}).items()},
        "pii_profile": manifest.get("pii_profile"),
        "skipped": skipped,
        "duplicates": duplicates,
        "rejected_records": len(read_jsonl(run.data_dir / "rejected_records.jsonl")),
        "dropped_documents": len(read_jsonl(run.data_dir / "dropped_documents.jsonl")),
        "pairs_by_task": manifest.get("pairs_by_task", {}),
        "dedup": manifest.get("dedup", {}),
        "bytes_per_token": manifest.get("bytes_per_token"),
    }


def _cheapest_cost(plan: dict[str, Any]) -> float | None:
    costs = [
        p.get("cost_usd") for p in plan.get("providers", []) if isinstance(p.get("cost_usd"), int | float)
    ]
    return min(costs) if costs else None


def _plan_vs_actual(run: RunFolder, metrics: list[dict]) -> list[dict[str, Any]]:
    plan, s = run.plan, run.summary
    rss = [m["rss_mb"] for m in metrics if isinstance(m.get("rss_mb"), int | float)]
    peak_mb = s.get("peak_rss_mb") or (max(rss) if rss else None)
    rows = [
        ("memory", "GiB", plan.get("memory_per_gpu_gib"), peak_mb / 1024 if peak_mb else None),
        ("tokens/s", "tok/s", plan.get("tokens_per_second"), s.get("tokens_per_second")),
        ("time", "h", plan.get("hours"), s["wall_seconds"] / 3600 if s.get("wall_seconds") else None),
        ("cost", "USD", _cheapest_cost(plan), s.get("cost_usd")),
        (
            "MFU",
            "%",
            plan.get("mfu") * 100 if isinstance(plan.get("mfu"), int | float) else None,
            s.get("mfu") * 100 if isinstance(s.get("mfu"), int | float) else None,
        ),
        ("tokens", "tokens", plan.get("tokens"), s.get("tokens")),
    ]
    if isinstance(s.get("cpu_others_cores"), int | float):
        # The plan assumes the run has the machine's cores to itself; where other processes kept
        # some busy, the measured rate understates the machine (summary.json, median per step).
        rows.append(("cores other processes used", "cores", 0.0, s["cpu_others_cores"]))
    out = []
    for name, unit, planned, actual in rows:
        ratio = (
            actual / planned if isinstance(planned, int | float) and planned and actual is not None else None
        )
        out.append({"quantity": name, "unit": unit, "plan": planned, "actual": actual, "ratio": ratio})
    return out


def _curves(metrics: list[dict]) -> dict[str, list]:
    train = [m for m in metrics if "loss" in m and m.get("kind") != "eval"]
    val = [m for m in metrics if "val_loss" in m]
    return {
        "step": [m["step"] for m in train],
        "loss": [m["loss"] for m in train],
        "lr": [m.get("lr") for m in train],
        "tokens_per_second": [m.get("tokens_per_second") for m in train],
        "val_step": [m["step"] for m in val],
        "val_loss": [m["val_loss"] for m in val],
    }


def collect(run: RunFolder) -> dict[str, Any]:
    metrics = read_jsonl(run.path / "metrics.jsonl")
    ev = read_json(run.path / "eval.json")
    return {
        "schema_version": 1,
        "run_dir": str(run.path),
        "status": run.summary.get("status", "unknown"),
        "config": _config_summary(run),
        "summary": run.summary,
        "data": _data_audit(run),
        "plan_vs_actual": _plan_vs_actual(run, metrics),
        "plan_warnings": run.plan.get("warnings", []),
        "curves": _curves(metrics),
        "eval": ev or None,
    }


def report_paths(run_dir: Path) -> dict[str, Path]:
    return {ext: run_dir / f"report.{ext}" for ext in ("html", "md", "json")}
