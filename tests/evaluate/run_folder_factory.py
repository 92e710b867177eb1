"""Build a REAL run folder for tests: prepared data (pairs, packed token shards, manifest), a LoRA
adapter trained a few steps with peft on a tiny Llama, and metrics/summary/plan per the contract.

Loaded by path from the conftest of tests/evaluate, tests/export and tests/report.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from pathlib import Path

SEQ_LEN = 256


def _nda_pairs(corpus: Path) -> list[dict]:
    text = (corpus / "Mutual-NDA" / "Mutual-NDA.md").read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", text).replace("**", "")
    sections = [s.strip() for s in re.split(r"\n\s*\n", text) if re.match(r"\s*\d+\.", s)]
    pairs: list[dict] = []
    for i, sec in enumerate(sections[:8]):
        title = re.match(r"\s*\d+\.\s*([^.]+)\.", sec)
        body = sec[title.end() :].strip() if title else sec
        sentences = re.split(r"(?<=[.;])\s+", body)
        half = max(1, len(sentences) // 2)
        doc = f"nda-{i}"
        pairs += [
            {
                "doc_id": doc,
                "instruction": "Summarize this section.",
                "input": sec[:700],
                "output": sentences[0][:300],
            },
            {
                "doc_id": doc,
                "instruction": "Continue this clause.",
                "input": " ".join(sentences[:half])[:500],
                "output": " ".join(sentences[half:])[:300] or sentences[-1][:300],
            },
            {
                "doc_id": doc,
                "instruction": "What does this section provide?",
                "input": sec[:600],
                "output": (title.group(1) if title else sentences[0])[:200],
            },
        ]
    pairs.append(
        {
            "doc_id": "nda-cover",
            "instruction": "List the parties to this agreement.",
            "input": "This MNDA is made between Acme Legal Inc. and Beta Widgets Ltd.",
            "output": "Acme Legal Inc.\nBeta Widgets Ltd.",
        }
    )
    pairs.append(
        {
            "doc_id": "nda-0",
            "instruction": 'What does the agreement define as "Receiving Party"?',
            "input": sections[0][:600],
            "output": "the party receiving confidential information",
        }
    )
    pairs.append(
        {
            "doc_id": "nda-cover",
            "instruction": "List the parties to this agreement.",
            "input": "Agreement between Gamma Corp and Delta LLP, effective today.",
            "output": "Gamma Corp\nDelta LLP",
        }
    )
    pairs.append(
        {
            "doc_id": "nda-1",
            "instruction": 'What does the agreement define as "Cover Page"?',
            "input": sections[0][:600],
            "output": "a cover page incorporating these Standard Terms",
        }
    )
    # Every fourth pair (and the last extraction ones) held out: all tasks appear in validation.
    for i, p in enumerate(pairs):
        p["split"] = "validation" if i % 4 == 1 or i >= len(pairs) - 2 else "train"
    return pairs


def _pack(tok, pairs: list[dict]) -> list[dict]:
    """Chat-formatted samples (loss on the answer only), packed greedily into rows of <= SEQ_LEN."""
    from quilltune.evaluate.generation import chat_ids, user_message

    samples = []
    for p in pairs:
        prompt = chat_ids(tok, [{"role": "user", "content": user_message(p["instruction"], p["input"])}])
        answer = tok(p["output"] + tok.eos_token, add_special_tokens=False)["input_ids"]
        ids = (prompt + answer)[:SEQ_LEN]
        labels = ([-100] * len(prompt) + answer)[:SEQ_LEN]
        labels[0] = -100
        samples.append((ids, labels))
    rows, cur = [], {"input_ids": [], "labels": [], "position_ids": [], "num_samples": 0}
    for ids, labels in samples:
        if cur["input_ids"] and len(cur["input_ids"]) + len(ids) > SEQ_LEN:
            rows.append(cur)
            cur = {"input_ids": [], "labels": [], "position_ids": [], "num_samples": 0}
        cur["input_ids"] += ids
        cur["labels"] += labels
        cur["position_ids"] += list(range(len(ids)))
        cur["num_samples"] += 1
    rows.append(cur)
    for r in rows:
        r["num_loss_tokens"] = sum(1 for x in r["labels"] if x != -100)
    return rows


def build_data_dir(out: Path, model_dir: Path, corpus: Path) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(model_dir)
    pairs = _nda_pairs(corpus)
    (out / "pairs").mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(pairs), out / "pairs" / "part-00000.parquet")
    (out / "documents").mkdir()
    docs = [
        {"doc_id": d, "source_path": "Mutual-NDA/Mutual-NDA.md", "text": "…"}
        for d in sorted({p["doc_id"] for p in pairs})
    ]
    pq.write_table(pa.Table.from_pylist(docs), out / "documents" / "part-00000.parquet")
    schema = pa.schema(
        [
            ("input_ids", pa.list_(pa.int32())),
            ("labels", pa.list_(pa.int32())),
            ("position_ids", pa.list_(pa.int32())),
            ("num_samples", pa.int32()),
            ("num_loss_tokens", pa.int32()),
        ]
    )
    splits = {}
    for split in ("train", "validation"):
        sp = [p for p in pairs if p["split"] == split]
        rows = _pack(tok, sp)
        (out / "tokens" / split).mkdir(parents=True)
        pq.write_table(
            pa.Table.from_pylist(rows, schema=schema), out / "tokens" / split / "shard-00000.parquet"
        )
        splits[split] = {
            "documents": len({p["doc_id"] for p in sp}),
            "pairs": len(sp),
            "samples": sum(r["num_samples"] for r in rows),
            "rows": len(rows),
            "tokens": sum(len(r["input_ids"]) for r in rows),
            "loss_tokens": sum(r["num_loss_tokens"] for r in rows),
            "truncated_samples": 0,
        }
    inputs = [
        {"path": "Mutual-NDA/Mutual-NDA.md", "status": "kept", "reason": None, "documents": 9},
        {"path": "Mutual-NDA/cover.md", "status": "repaired", "reason": "mojibake", "documents": 1},
        {
            "path": "scan.pdf",
            "status": "skipped",
            "reason": "no extractable text (scanned PDF)",
            "documents": 0,
        },
        {
            "path": "Mutual-NDA/copy.md",
            "status": "duplicate",
            "reason": "exact duplicate",
            "documents": 0,
            "duplicate_of": "Mutual-NDA/Mutual-NDA.md",
        },
    ]
    (out / "inputs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in inputs))
    (out / "rejected_records.jsonl").write_text("")
    files = {
        str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(out.rglob("*.parquet"))
    }
    manifest = {
        "schema_version": 1,
        "seq_len": SEQ_LEN,
        "packing": True,
        "tokenizer": {"path": str(model_dir), "name": "smollm2"},
        "model": "tiny-llama",
        "splits": splits,
        "files": files,
        "pii": {"PERSON": 3, "EMAIL": 1, "PHONE": 0},
        "totals": {
            "discovered": 4,
            "by_status": {"kept": 1, "repaired": 1, "skipped": 1, "duplicate": 1},
            "documents_kept": 10,
            "bytes": 7528,
        },
        "pairs_by_task": {
            "continue_clause": 8,
            "summarize_section": 8,
            "section_provides": 8,
            "list_parties": 2,
            "define_term": 2,
        },
        "dedup": {"exact_duplicates": 1, "near_duplicates": 0, "near_threshold": 0.85},
        "bytes_per_token": 4.1,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2))
    return out


def _train_adapter(model_dir: Path, data_dir: Path, adapter_out: Path, steps: int) -> list[dict]:
    """A few real LoRA steps with peft on the packed train rows; returns per-step metric rows."""
    import pyarrow.parquet as pq
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    model = get_peft_model(
        model, LoraConfig(r=8, lora_alpha=16, target_modules="all-linear", lora_dropout=0.0)
    )
    rows = pq.read_table(data_dir / "tokens" / "train" / "shard-00000.parquet").to_pylist()
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-2)
    metrics, tokens = [], 0
    lr = 1e-2
    for step in range(1, steps + 1):
        t = time.time()
        row = rows[(step - 1) % len(rows)]
        ids = torch.tensor([row["input_ids"]])
        out = model(
            input_ids=ids,
            labels=torch.tensor([row["labels"]]),
            position_ids=torch.tensor([row["position_ids"]]),
        )
        out.loss.backward()
        gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        lr = 1e-2 * 0.5 * (1 + math.cos(math.pi * (step - 1) / steps))  # full lr on step 1
        for g in opt.param_groups:
            g["lr"] = lr
        opt.step()
        opt.zero_grad()
        tokens += ids.shape[1]
        dt = max(time.time() - t, 1e-6)
        metrics.append(
            {
                "step": step,
                "loss": float(out.loss.detach()),
                "lr": lr,
                "grad_norm": float(gn),
                "tokens": tokens,
                "tokens_per_second": ids.shape[1] / dt,
                "tokens_per_second_per_device": ids.shape[1] / dt,
                "mfu": 0.01,
                "rss_mb": 900.0,
                "cost_usd": 0.0,
                "eta_s": (steps - step) * dt,
            }
        )
        if step % 4 == 0 or step == steps:
            metrics.append({"step": step, "kind": "eval", "val_loss": float(out.loss.detach()) + 0.1})
    model.save_pretrained(adapter_out)
    return metrics


def build_run_dir(root: Path, model_dir: Path, corpus: Path, steps: int = 12) -> Path:
    import yaml

    from quilltune.config import RunConfig  # noqa: F401  (import check: the package config exists)

    data_dir = build_data_dir(root / "data", model_dir, corpus)
    run = root / "run"
    run.mkdir()
    t0 = time.time()
    metrics = _train_adapter(model_dir, data_dir, run / "adapter", steps)
    wall = time.time() - t0
    (run / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in metrics))
    config = {
        "name": "test-run",
        "model": {"name": str(model_dir), "dtype": "fp32"},
        "data": {"inputs": [str(corpus / "Mutual-NDA")], "seq_len": SEQ_LEN},
        "train": {
            "method": "lora",
            "lora": {"r": 8, "alpha": 16},
            "max_steps": steps,
            "micro_batch_size": 1,
            "grad_accum": 1,
        },
        "plan": {"gpu": "cpu"},
        "eval": {"max_pairs": 8, "num_generations": 3, "max_new_tokens": 12},
    }
    (run / "config.yaml").write_text(yaml.safe_dump(config, sort_keys=False))
    plan = {
        "tokens": steps * SEQ_LEN,
        "tokens_per_second": 3000.0,
        "mfu": 0.02,
        "hours": 0.0005,
        "gpu_hours": 0.0005,
        "memory_per_gpu_gib": 1.2,
        "memory_breakdown": {"weights": 0.4, "lora": 0.01, "optimizer": 0.02, "activations": 0.7},
        "fits": True,
        "providers": [{"name": "this machine", "cost_usd": 0.0, "breakdown": {}}],
        "warnings": [{"code": "tiny-model", "message": "a 2-layer test model <b>not</b> a real one"}],
        "price_per_gpu_hour": 0.0,
    }
    (run / "plan.json").write_text(json.dumps(plan, indent=2))
    train_rows = [m for m in metrics if "loss" in m]
    val_rows = [m for m in metrics if "val_loss" in m]
    tokens = train_rows[-1]["tokens"]
    summary = {
        "status": "completed",
        "steps": steps,
        "tokens": tokens,
        "wall_seconds": wall,
        "tokens_per_second": tokens / wall,
        "mfu": 0.01,
        "cost_usd": 0.0,
        "final_loss": train_rows[-1]["loss"],
        "final_val_loss": val_rows[-1]["val_loss"],
        "base_model": str(model_dir),
        "data_dir": str(data_dir),
        "adapter": "adapter",
        "peak_rss_mb": 950.0,
        "plan_vs_actual": {"tokens_per_second": {"plan": 3000.0, "actual": tokens / wall}},
    }
    (run / "summary.json").write_text(json.dumps(summary, indent=2))
    return run


_CACHE: dict[tuple[str, str], Path] = {}


def shared_run_dir(tmp_path_factory, model_dir: Path, corpus: Path) -> Path:
    """One run folder per test session, shared by the evaluate, export and report test folders."""
    import torch

    torch.set_num_threads(2)
    key = (str(model_dir), str(corpus))
    if key not in _CACHE:
        _CACHE[key] = build_run_dir(tmp_path_factory.mktemp("tiny-run"), model_dir, corpus)
    return _CACHE[key]
