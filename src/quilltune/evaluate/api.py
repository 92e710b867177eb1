"""``evaluate_run``: base versus tuned on the held-out split of a run, written to RUN/eval.json.

eval.json (schema_version 1):
  loss:        {base: {loss, perplexity, tokens, samples}, tuned: {...}}  (null without token shards)
  generation:  {pairs, tasks: {task: {kind, n, metrics: {name: {base, tuned}}}}}
  samples:     [{task, instruction, input, reference, base, tuned}]
  leakage:     {settings, verbatim, extraction, exposure, seconds} or {skipped: reason}
               (evaluate/leakage.py: counts, labels and document ids only, never a value)
  lm_eval:     {status, ...}
plus run_dir, split, base_model, adapter, dtype, wall_seconds, created.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from quilltune.evaluate.config import EvalConfig
from quilltune.evaluate.generation import generate_batch, pair_prompt_ids
from quilltune.evaluate.heldout_loss import count_batches, split_loss
from quilltune.evaluate.leakage import run_leakage
from quilltune.evaluate.lm_eval_hook import run_lm_eval
from quilltune.evaluate.models import load_models
from quilltune.evaluate.pairs import load_pairs, spread_over_tasks
from quilltune.evaluate.run_folder import open_run
from quilltune.evaluate.scores import TASK_KIND, score
from quilltune.files import write_json_atomic


def _progress(enabled: bool):
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=not enabled,
        transient=True,
    )


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def score_generations(pairs: list[dict], answers: dict[str, list[str]]) -> dict[str, Any]:
    """Per task and metric, the mean over pairs for base and tuned."""
    tasks: dict[str, Any] = {}
    for i, pair in enumerate(pairs):
        entry = tasks.setdefault(
            pair["task"], {"kind": TASK_KIND.get(pair["task"], "text"), "n": 0, "metrics": {}, "_raw": {}}
        )
        entry["n"] += 1
        for which in ("base", "tuned"):
            for name, value in score(pair["task"], answers[which][i], pair["output"]).items():
                entry["_raw"].setdefault(name, {"base": [], "tuned": []})[which].append(value)
    for entry in tasks.values():
        raw = entry.pop("_raw")
        entry["metrics"] = {m: {w: round(_mean(v[w]), 4) for w in ("base", "tuned")} for m, v in raw.items()}
    return tasks


def evaluate_run(
    run_dir: Path,
    split: str = "validation",
    *,
    data_dir: Path | None = None,
    cfg: EvalConfig | None = None,
    dtype: str | None = None,
    progress: bool = True,
    write: bool = True,
) -> dict[str, Any]:
    """Score base and tuned on ``split``; returns eval.json's content (and writes it unless ``write=False``)."""
    run = open_run(run_dir)
    if not write:
        return _evaluate(run, split, data_dir, cfg, dtype, progress)
    from quilltune.locking import FolderLock

    # Refuse at once (LockedError) while a trainer or another evaluate writes this folder,
    # rather than after minutes of generation.
    with FolderLock(run.path, what="run folder"):
        result = _evaluate(run, split, data_dir, cfg, dtype, progress)
        write_json_atomic(run.path / ("eval.json" if split == "validation" else f"eval-{split}.json"), result)
    return result


def _evaluate(
    run, split: str, data_dir: Path | None, cfg: EvalConfig | None, dtype: str | None, progress: bool
) -> dict[str, Any]:
    t0 = time.time()
    cfg = cfg or run.eval_config()
    data = Path(data_dir) if data_dir else run.data_dir
    if data is not None and (data / "manifest.json").is_file():
        from quilltune.data_folder import read_manifest, require_current_tokenizer

        # Held-out loss on tokens another tokenizer made is a number about nothing: refuse first.
        require_current_tokenizer(read_manifest(data), run.base_model_dir, data)
    models = load_models(run, dtype=dtype)
    tok = models.tokenizer
    result: dict[str, Any] = {
        "schema_version": 1,
        "run_dir": str(run.path),
        "split": split,
        "base_model": str(run.base_model_dir),
        "adapter": str(run.adapter_dir) if run.adapter_dir else None,
        "method": run.method,
        "dtype": dtype or run.model_dtype,
        "data_dir": str(data) if data else None,
        "loss": None,
        "generation": {"pairs": 0, "tasks": {}, "note": "no held-out pairs in the data folder"},
        "samples": [],
    }
    with _progress(progress) as bar:
        if data is not None and (data / "tokens" / split).is_dir():
            n_batches = count_batches(data, split, cfg.batch_size, cfg.max_batches)
            result["loss"] = {}
            for which in ("base", "tuned"):
                task = bar.add_task(f"loss ({which})", total=n_batches)
                with models.use(which) as model:
                    result["loss"][which] = split_loss(
                        model,
                        data,
                        split,
                        batch_size=cfg.batch_size,
                        max_batches=cfg.max_batches,
                        pad_id=tok.pad_token_id or 0,
                        on_batch=lambda t=task: bar.advance(t),
                    )
        pairs = spread_over_tasks(load_pairs(data, split), cfg.max_pairs) if data is not None else []
        if pairs:
            system = (run.config.get("data") or {}).get("system_prompt")
            prompts = [pair_prompt_ids(tok, p, cfg.max_prompt_tokens, system) for p in pairs]
            answers: dict[str, list[str]] = {}
            for which in ("base", "tuned"):
                task = bar.add_task(f"generate ({which})", total=len(prompts))
                with models.use(which, generating=True) as model:
                    answers[which] = generate_batch(
                        model,
                        tok,
                        prompts,
                        cfg.max_new_tokens,
                        cfg.generate_batch_size,
                        on_batch=lambda n, t=task: bar.advance(t, n),
                    )
            result["generation"] = {"pairs": len(pairs), "tasks": score_generations(pairs, answers)}
            result["samples"] = [
                {
                    "task": p["task"],
                    "instruction": p["instruction"],
                    "input": p.get("input") or "",
                    "reference": p["output"],
                    "base": answers["base"][i],
                    "tuned": answers["tuned"][i],
                }
                for i, p in enumerate(pairs[: cfg.num_generations])
            ]
        if cfg.leakage.enabled:
            system = (run.config.get("data") or {}).get("system_prompt")
            result["leakage"] = run_leakage(
                models, data, cfg.leakage, system=system, max_prompt_tokens=cfg.max_prompt_tokens, bar=bar
            )
        else:
            result["leakage"] = {"skipped": "switched off (eval.leakage.enabled: false or --no-leakage)"}
    result["lm_eval"] = run_lm_eval(models, cfg.lm_eval_tasks, cfg.lm_eval_limit)
    result["wall_seconds"] = round(time.time() - t0, 2)
    result["created"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    return result
