"""Teacher pairs: pick passages, ask the teacher (through the cache), parse, re-check PII, verify.

Accepted pairs go to ``pairs/part-teacher-00000.parquet`` with their lineage; rejected ones to
``rejected_pairs.jsonl`` with the verifier's reasons. The stage's counts (per task: chosen,
generated, cached, accepted, top reasons; tokens in/out, tokens/s) go to the manifest.
"""

from __future__ import annotations

import json
import math
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from quilltune.errors import ConfigError
from quilltune.prepare.pairs.backends import Backend, LoggingBackend, Sampling, make_backend
from quilltune.prepare.pairs.cache import GenerationCache, cache_key
from quilltune.prepare.pairs.templates import TaskTemplate, load_templates
from quilltune.prepare.pairs.units import Unit, candidates, choose, quotas, source_limit
from quilltune.prepare.pairs.verify import reason_category, verify
from quilltune.prepare.storage import PAIRS_SCHEMA, iter_batches, write_jsonl, write_parquet
from quilltune.prepare.tasks import char_budget, ill_posed

if TYPE_CHECKING:
    from quilltune.prepare.config import PrepareConfig

TEACHER_PART = "part-teacher-00000.parquet"
_QA = re.compile(r"Question:\s*(?P<q>.+?)\s*\n+\s*Answer:\s*(?P<a>.+)", re.S | re.I)


def cache_folder(cfg: PrepareConfig, out: Path) -> Path:
    return Path(cfg.pairs.teacher.cache_dir) if cfg.pairs.teacher.cache_dir else out / ".teacher-cache"


def selected_templates(cfg: PrepareConfig) -> dict[str, TaskTemplate]:
    t = cfg.pairs.teacher
    library = load_templates(t.templates_dir)
    unknown = sorted(set(t.tasks) - set(library))
    if unknown:
        raise ConfigError(
            f"data.pairs.teacher.tasks: unknown task(s) {', '.join(unknown)}; "
            f"known: {', '.join(sorted(library))} (add your own with templates_dir)"
        )
    return {tid: library[tid] for tid, w in t.tasks.items() if w > 0}


def _documents(doc_parts: list[Path], columns: list[str]):
    for part in doc_parts:
        if part.exists():
            for batch in iter_batches(part, 64, columns=columns):
                yield from batch.to_pylist()


def plan_units(
    cfg: PrepareConfig, doc_parts: list[Path], template_pairs: int
) -> tuple[list[Unit], dict[str, TaskTemplate]]:
    """The passages this run shows the teacher (deterministic; see units.py)."""
    rows = _documents(doc_parts, ["doc_id", "text", "split"])
    return choose_units(cfg, ((r["doc_id"], r["text"], r["split"]) for r in rows), template_pairs)


def choose_units(
    cfg: PrepareConfig, docs: Iterable[tuple[str, str, str]], template_pairs: int
) -> tuple[list[Unit], dict[str, TaskTemplate]]:
    """The passages of ``docs`` (doc_id, text, split) shown to the teacher, and its templates; the
    dry-run estimate picks them with this too."""
    t, templates = cfg.pairs.teacher, selected_templates(cfg)
    weight = cfg.pairs.template_weight
    n = (
        math.ceil(template_pairs * cfg.pairs.teacher_weight / weight)
        if weight > 0
        else (cfg.pairs.max_teacher_generations or 0)
    )
    if cfg.pairs.max_teacher_generations is not None:
        n = min(n, cfg.pairs.max_teacher_generations)
    budget = char_budget(cfg.seq_len)
    limits = {
        tid: source_limit(tp, budget, t.max_source_chars, t.max_new_tokens) for tid, tp in templates.items()
    }
    units = (
        u
        for doc_id, text, split in docs
        for u in candidates(doc_id, text, split, templates, limits, cfg.seed)
    )
    return choose(units, quotas(n, {tid: t.tasks[tid] for tid in templates})), templates


def parse_answer(template: TaskTemplate, answer: str, source: str) -> tuple[str, str, str] | str:
    """(instruction, input, output) of the pair, or the reason it cannot be made."""
    answer = answer.strip()
    if template.parse == "text":
        return template.instruction, source, answer
    if template.parse == "qa":
        m = _QA.search(answer)
        if not m:
            return "unparseable_qa"
        return m.group("q").strip(), source, m.group("a").strip()
    if template.parse == "json":
        body = re.sub(r"^```(?:json)?\s*|\s*```$", "", answer)
        start, end = body.find("{"), body.rfind("}")
        try:
            obj = json.loads(body[start : end + 1]) if start >= 0 else None
        except ValueError:
            obj = None
        if not isinstance(obj, dict):
            return "invalid_json"
        return template.instruction, source, json.dumps(obj, ensure_ascii=False)
    # instruction back-translation: the teacher wrote the request, the real clause is the answer
    first = answer.split("\n", 1)[0].strip()
    return (first, "", source) if first else "empty_instruction"


class _PIICheck:
    def __init__(self, cfg: PrepareConfig) -> None:
        self.detector = None
        if cfg.pii.enabled:
            from quilltune.prepare.stage_redact import _detector

            self.detector = _detector(cfg.pii.model_dump_json())

    def found(self, *texts: str) -> Counter:
        counts: Counter = Counter()
        if self.detector is not None:
            for text in texts:
                if text:
                    counts.update(self.detector.redact(text, mode="placeholder").counts)
        return counts


def run_teacher(
    cfg: PrepareConfig,
    out: Path,
    doc_parts: list[Path],
    template_pairs: int,
    stage: Callable,
    backend: Backend | None = None,
) -> dict:
    """Generate, verify and write the teacher pairs; returns the stage's counts. ``stage(name,
    total)`` is the progress reporter's context manager; ``backend`` overrides the configured one."""
    t = cfg.pairs.teacher
    started = time.perf_counter()
    units, templates = plan_units(cfg, doc_parts, template_pairs)
    texts = {}
    wanted = {u.doc_id for u in units}
    for row in _documents(doc_parts, ["doc_id", "text"]):
        if row["doc_id"] in wanted:
            texts[row["doc_id"]] = row["text"]
    sampling = Sampling(t.max_new_tokens, t.temperature, t.top_p, t.seed)
    sampling_key = {
        "max_new_tokens": t.max_new_tokens,
        "temperature": t.temperature,
        "top_p": t.top_p,
        "seed": t.seed,
    }
    folder = cache_folder(cfg, out)
    cache = GenerationCache(folder)
    jobs = []
    for u in units:
        source = texts[u.doc_id][u.start : u.end]
        tp = templates[u.task]
        jobs.append((u, source, tp, cache_key(source, tp.prompt_version, t.model, sampling_key)))
    stats = {
        "chosen": len(jobs),
        "cached": 0,
        "generated": 0,
        "tokens_in": 0,
        "tokens_out": 0,
        "new_tokens_out": 0,
        "generate_seconds": 0.0,
        "by_task": {},
    }
    per_task = {tid: Counter() for tid in templates}
    reasons = {tid: Counter() for tid in templates}
    accepted_rows, rejected_rows = [], []
    pii = _PIICheck(cfg)
    todo = [j for j in jobs if cache.get(j[3]) is None]
    stats["cached"] = len(jobs) - len(todo)
    live = None
    try:
        with stage("teacher", len(todo)) as advance:
            if todo:
                live = backend or make_backend(t)
                if t.request_log:
                    live = LoggingBackend(live, folder / "requests.jsonl")
                for i in range(0, len(todo), t.batch_size):
                    batch = todo[i : i + t.batch_size]
                    t0 = time.perf_counter()
                    gens = live.generate([tp.messages(src) for _, src, tp, _ in batch], sampling)
                    dt = time.perf_counter() - t0
                    stats["generate_seconds"] += dt
                    for (u, _, _, key), g in zip(batch, gens, strict=True):
                        cache.put(key, u.doc_id, g.text, g.tokens_in, g.tokens_out, dt / len(batch))
                        stats["generated"] += 1
                        stats["new_tokens_out"] += g.tokens_out
                    advance(len(batch))
        for u, source, tp, key in jobs:
            text, tin, tout = cache.get(key)
            stats["tokens_in"] += tin
            stats["tokens_out"] += tout
            per_task[u.task]["chosen"] += 1
            parsed = parse_answer(tp, text, source)
            why: list[str]
            if isinstance(parsed, str):
                why, pair = [parsed], None
            else:
                pair = parsed
                found = pii.found(pair[0], pair[2])
                why = [f"pii_in_output: {label}" for label in sorted(found)]
                # A drafting request with an empty input must stand alone: "this Agreement" is ill-posed there too.
                if ill_posed(pair[0], pair[1]):
                    why.append("ill_posed")
                verdict = verify(
                    source, pair[0], pair[1] if pair[1] != source else "", pair[2], tp.id, tp.prompt
                )
                why += verdict.reasons
            lineage = {
                "doc_id": u.doc_id,
                "task": u.task,
                "prompt_version": tp.prompt_version,
                "source_start": u.start,
                "source_end": u.end,
            }
            if why:
                per_task[u.task]["rejected"] += 1
                reasons[u.task].update(reason_category(r) for r in why)
                rejected_rows.append(
                    {
                        **lineage,
                        "reasons": why,
                        "instruction": pair[0] if pair else "",
                        "output": pair[2] if pair else text,
                    }
                )
            else:
                per_task[u.task]["accepted"] += 1
                accepted_rows.append(
                    {
                        **lineage,
                        "instruction": pair[0],
                        "input": pair[1],
                        "output": pair[2],
                        "split": u.split,
                        "messages": "",
                        "generator": "teacher",
                    }
                )
    finally:
        if live is not None:
            live.close()
        cache.close()
    write_parquet(out / "pairs" / TEACHER_PART, accepted_rows, PAIRS_SCHEMA)
    write_jsonl(out / "rejected_pairs.jsonl", rejected_rows)
    for tid in templates:
        c = per_task[tid]
        stats["by_task"][tid] = {
            "chosen": c["chosen"],
            "accepted": c["accepted"],
            "rejected": c["rejected"],
            "acceptance": round(c["accepted"] / c["chosen"], 3) if c["chosen"] else None,
            "top_reasons": dict(reasons[tid].most_common(5)),
            "prompt_version": templates[tid].prompt_version,
        }
    stats["accepted"] = len(accepted_rows)
    stats["rejected"] = len(rejected_rows)
    stats["accepted_by_split"] = dict(Counter(r["split"] for r in accepted_rows))
    stats["backend"], stats["model"] = t.backend, t.model
    gen_s = stats["generate_seconds"]
    # Throughput of this run's own generations (cached ones cost nothing now).
    stats["tokens_per_second"] = round(stats["new_tokens_out"] / gen_s, 2) if gen_s > 0 else None
    stats["generate_seconds"] = round(gen_s, 3)
    stats["seconds"] = round(time.perf_counter() - started, 3)
    return stats
