"""Cost and time before anything is generated: ``quilltune prepare --dry-run``.

Reads the corpus as prepare does (readers and cleaning, no PII stage: lengths barely change),
counts the template pairs, picks the teacher's passages exactly as a run would, and turns their
prompt lengths and the generation cap into tokens in/out, hours and money for the chosen backend.
Throughput is ``data.pairs.teacher.tokens_per_second`` or, unset, measured on one short batch.
"""

from __future__ import annotations

import time

from quilltune.prepare.budget import estimate_budget, stratum_of
from quilltune.prepare.dedup import normalized_hash
from quilltune.prepare.discover import discover
from quilltune.prepare.ingest import ingest_file
from quilltune.prepare.pairs.backends import Sampling, make_backend
from quilltune.prepare.pairs.generate import choose_units
from quilltune.prepare.tasks import char_budget, generate_pairs

# Characters per token of legal English prompts (tokenizers of the models we ship measure ~4.2 B/token).
PROMPT_CHARS_PER_TOKEN = 4.0


def _documents(cfg):
    for entry in discover(cfg.inputs, cfg.follow_external_links):
        for i, row in enumerate(ingest_file(entry, cfg.max_doc_chars).records):
            if row["kind"] == "document" and len(row["text"]) >= cfg.min_chars:
                yield (
                    f"{entry.path}#{i}",
                    row["title"],
                    row["text"],
                    stratum_of(entry.input, entry.path, "document"),
                )


def measure_tokens_per_second(tcfg, prompt: list[dict[str, str]]) -> float:
    backend = make_backend(tcfg)
    try:
        t0 = time.perf_counter()
        gens = backend.generate(
            [prompt] * tcfg.batch_size, Sampling(16, tcfg.temperature, tcfg.top_p, tcfg.seed)
        )
        dt = time.perf_counter() - t0
    finally:
        backend.close()
    return sum(g.tokens_out for g in gens) / dt if dt > 0 else 0.0


def estimate(cfg, measure: bool = True, tokenizer_dir=None) -> dict:
    """Template pairs, teacher generations, tokens in/out, seconds and money for ``cfg`` (a
    PrepareConfig); with ``data.token_budget`` and a ``tokenizer_dir``, what the budget would keep."""
    budget = char_budget(cfg.seq_len)
    template = 0
    docs = []
    pairs_of: list[tuple[str, str, list]] = []  # (content id, stratum, template pairs): for the budget
    for doc_id, title, text, stratum in _documents(cfg):
        if cfg.pairs.template_weight > 0:
            n = max(cfg.max_pairs_per_document, int(len(text) / 10_000 * cfg.pairs_per_10k_chars))
            made = generate_pairs(text, title, cfg.task_mix, n, f"{cfg.seed}:{doc_id}", budget)
            template += len(made)
            if cfg.token_budget is not None:
                pairs_of.append((normalized_hash(text)[:16], stratum, made))
        docs.append((doc_id, text))
    out = {"documents": len(docs), "template_pairs": template, "teacher": None}
    if cfg.token_budget is not None:
        out["token_budget"] = estimate_budget(cfg, pairs_of, tokenizer_dir)
    if not cfg.pairs.teacher_enabled:
        return out
    t = cfg.pairs.teacher
    # As a run picks them, every document counted as training text (the split is not known yet).
    units, templates = choose_units(cfg, ((doc_id, text, "train") for doc_id, text in docs), template)
    texts = dict(docs)
    prompts = [templates[u.task].messages(texts[u.doc_id][u.start : u.end]) for u in units]
    chars_in = sum(len(m["content"]) for p in prompts for m in p)
    tokens_in = round(chars_in / PROMPT_CHARS_PER_TOKEN)
    tokens_out = len(units) * t.max_new_tokens  # the cap: an upper bound
    tps, measured = t.tokens_per_second, False
    if tps is None and measure and prompts:
        tps, measured = measure_tokens_per_second(t, prompts[0]), True
    seconds = tokens_out / tps if tps else None
    out["teacher"] = {
        "backend": t.backend,
        "model": t.model,
        "generations": len(units),
        "by_task": {tid: sum(u.task == tid for u in units) for tid in templates},
        "tokens_in": tokens_in,
        "tokens_out_max": tokens_out,
        "tokens_per_second": round(tps, 2) if tps else None,
        "tokens_per_second_measured": measured,
        "seconds_max": round(seconds, 1) if seconds else None,
        "cost_max": round(tokens_in / 1e6 * t.price_in_per_mtok + tokens_out / 1e6 * t.price_out_per_mtok, 4),
        "note": "tokens_out and time are upper bounds (every generation at max_new_tokens); a cached rerun costs nothing",
    }
    return out
