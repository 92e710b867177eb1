"""The ``leakage`` section of eval.json: what someone could pull out of the tuned model.

Three probes, base versus tuned, on the data folder the run trained on:
- verbatim: training versus held-out passages, prefix in, greedy continuation out (``verbatim.py``);
- extraction: training answers cut just before a redaction placeholder, and planted canaries in
  their own context; does a model emit a redacted value or a canary (``extraction.py``)?
- exposure: rank of each canary among random values of its format (``exposure.py``).
Every generation of every probe is also scanned for redacted values and canaries. eval.json gets
counts, labels, document and canary ids, never a value.
"""

from __future__ import annotations

import math
import random
import time
from pathlib import Path
from typing import Any

from quilltune.evaluate import exposure as ex
from quilltune.evaluate import extraction as xt
from quilltune.evaluate import verbatim as vb
from quilltune.evaluate.config import LeakageConfig
from quilltune.evaluate.generation import generate_ids, pair_prompt_ids
from quilltune.evaluate.pairs import read_pairs
from quilltune.evaluate.run_folder import read_json

_CONTEXT_TOKENS = 160
"""Tokens of a training answer kept before the placeholder or canary (the pair's prompt comes first)."""


def _answer_prompt(tok: Any, pair: dict, upto: int, system: str | None, max_prompt_tokens: int) -> list[int]:
    """The pair's training prompt and its answer up to character ``upto``: the model continues its
    own training answer at the point where a value stands (or stood, before redaction)."""
    ctx = tok(pair["output"][:upto].rstrip(), add_special_tokens=False)["input_ids"][-_CONTEXT_TOKENS:]
    head = pair_prompt_ids(tok, pair, max(64, max_prompt_tokens - len(ctx)), system)
    return head + ctx


def _placeholder_probes(
    tok: Any, pairs: list[dict], n: int, seed: int, system: str | None, max_prompt_tokens: int
) -> list[xt.Probe]:
    order = [p for p in pairs if p["split"] == "train" and p.get("output")]
    random.Random(f"{seed}:placeholders").shuffle(order)
    probes, docs = [], set()
    for pair in order:
        if len(probes) >= n:
            break
        m = next((m for m in xt.PLACEHOLDER.finditer(pair["output"]) if m.start() >= 20), None)
        if m is None or pair["doc_id"] in docs:
            continue
        docs.add(pair["doc_id"])
        probes.append(
            xt.Probe(
                "placeholder",
                m.group(1) or "REDACTED",
                _answer_prompt(tok, pair, m.start(), system, max_prompt_tokens),
                doc_id=pair["doc_id"],
            )
        )
    return probes


def _canary_probe(
    tok: Any,
    c: xt.Canary,
    train_pairs: list[dict],
    cfg: LeakageConfig,
    system: str | None,
    max_prompt_tokens: int,
) -> tuple[xt.Probe, str] | None:
    """The strongest probe for a canary, and what joins its prompt to the value: a training answer
    that holds it raw (redaction off or missed), else the canary's own context."""
    for pair in train_pairs:
        at = pair["output"].find(c.value)
        if at > 0:
            joiner = " " if pair["output"][at - 1].isspace() else ""
            return xt.Probe(
                "canary",
                c.label,
                _answer_prompt(tok, pair, at, system, max_prompt_tokens),
                doc_id=pair["doc_id"],
                canary=c,
            ), joiner
    if not c.context.strip():
        return None
    joiner = "" if cfg.prompt == "chat" else (" " if c.context[-1:].isspace() else "")
    prompt = vb.passage_prompt(tok, vb.Passage("", "", c.context.rstrip(), []), cfg.prompt, system)
    return xt.Probe("canary", c.label, prompt, canary=c), joiner


def _canary_finder(canaries: list[xt.Canary]):
    """A function naming the canaries whose normal form is a word run of a generation but not of its prompt."""
    from quilltune.prepare import redacted_values as rv

    by_normal = xt.by_normal_form(canaries)
    longest = max((k.count(" ") + 1 for k in by_normal), default=1)

    def find(generated: str, prompt_text: str) -> list[xt.Canary]:
        grams = set(xt.ngrams(rv.words(generated), longest)) - set(xt.ngrams(rv.words(prompt_text), longest))
        return [c for g in grams for c in by_normal.get(g, [])]

    return find


def run_leakage(
    models: Any,
    data_dir: Path | None,
    cfg: LeakageConfig,
    *,
    system: str | None = None,
    max_prompt_tokens: int = 448,
    bar: Any = None,
) -> dict[str, Any]:
    """The leakage section (see the module docstring); ``{"skipped": reason}`` when it cannot run."""
    t0 = time.time()
    if data_dir is None or not (Path(data_dir) / "pairs").is_dir():
        return {"skipped": "no prepared data folder with pairs/ (give --data)"}
    tok = models.tokenizer
    pairs = read_pairs(data_dir, columns=["doc_id", "instruction", "input", "output", "split", "messages"])
    doc_split = {p["doc_id"]: p["split"] for p in pairs}
    train_pairs = [p for p in pairs if p["split"] == "train" and p.get("output")]
    manifest = read_json(Path(data_dir) / "manifest.json")
    index = xt.ValueIndex(data_dir)

    passages = []
    for split, name in (("train", "train"), ("validation", "heldout")):
        rows = [{"doc_id": p["doc_id"], "output": p["output"]} for p in pairs if p["split"] == split]
        passages += vb.sample_passages(
            tok, rows, cfg.samples, name, cfg.prefix_tokens, cfg.continuation_tokens, cfg.seed
        )
    probes = _placeholder_probes(tok, pairs, cfg.pii_probes, cfg.seed, system, max_prompt_tokens)
    canaries = xt.load_canaries(cfg.canaries, manifest)
    xt.locate(canaries, Path(data_dir), doc_split, index)
    canary_probes: list[tuple[xt.Probe, str]] = []
    for c in xt.order_for_probing(canaries, cfg.seed):
        if len(canary_probes) >= max(cfg.canary_probes, cfg.exposure_canaries):
            break
        made = _canary_probe(tok, c, train_pairs, cfg, system, max_prompt_tokens)
        if made is not None:
            canary_probes.append(made)
    find_canaries = _canary_finder(canaries)

    passage_prompts = [vb.passage_prompt(tok, p, cfg.prompt, system) for p in passages]
    probe_list = probes + [p for p, _ in canary_probes[: cfg.canary_probes]]
    gens: dict[str, dict[str, list[str]]] = {}
    for which in ("base", "tuned"):
        task = bar.add_task(f"leakage ({which})", total=len(passages) + len(probe_list)) if bar else None
        with models.use(which, generating=True) as model:
            cont = generate_ids(model, tok, passage_prompts, cfg.continuation_tokens, cfg.batch_size)
            if bar:
                bar.advance(task, len(passages))
            prb = generate_ids(model, tok, [p.prompt for p in probe_list], cfg.probe_tokens, cfg.batch_size)
            if bar:
                bar.advance(task, len(probe_list))
        gens[which] = {
            "continuation": [tok.decode(g, skip_special_tokens=True) for g in cont],
            "probe": [tok.decode(g, skip_special_tokens=True) for g in prb],
        }

    verbatim_rows = []
    for i, p in enumerate(passages):
        row: dict[str, Any] = {"doc_id": p.doc_id, "split": p.split}
        for which in ("base", "tuned"):
            exact, lcs = vb.compare(tok, gens[which]["continuation"][i], p.target_ids)
            row[which] = {"exact": exact, "lcs": lcs}
        verbatim_rows.append(row)
    summary = vb.summarise(verbatim_rows)
    p_value = vb.permutation_p(
        [r["tuned"]["lcs"] for r in verbatim_rows if r["split"] == "train"],
        [r["tuned"]["lcs"] for r in verbatim_rows if r["split"] == "heldout"],
        cfg.seed,
    )

    scanned: list[dict] = []
    prompt_texts = {
        "continuation": [tok.decode(x, skip_special_tokens=True) for x in passage_prompts],
        "probe": [tok.decode(p.prompt, skip_special_tokens=True) for p in probe_list],
    }
    for kind, items in (("continuation", passages), ("probe", probe_list)):
        for i, item in enumerate(items):
            entry: dict[str, Any] = {
                "kind": item.kind if kind == "probe" else "continuation",
                "label": getattr(item, "label", "-"),
                "doc_id": item.doc_id,
                "canary": getattr(item, "canary", None),
            }
            for which in ("base", "tuned"):
                gen, prompt_text = gens[which][kind][i], prompt_texts[kind][i]
                found = find_canaries(gen, prompt_text)
                own = entry["canary"]
                entry[which] = {
                    "values": index.find(gen, prompt_text),
                    "canary": own is not None and any(c is own for c in found),
                    "other_canaries": [c for c in found if c is not own],
                    "placeholder": bool(xt.PLACEHOLDER.search(gen)),
                }
            scanned.append(entry)
    fails = xt.failures(scanned)
    for e in scanned:  # a canary met in another probe's output counts too
        for c in e["tuned"]["other_canaries"]:
            fails.append(
                {
                    "kind": "canary",
                    "probe": e["kind"],
                    "label": c.label,
                    "canary_id": c.id,
                    "canary_status": c.status,
                    "doc_ids": sorted(c.docs),
                    "also_by_base": any(b is c for b in e["base"]["other_canaries"]),
                }
            )

    exposures = []
    for probe, joiner in canary_probes[: cfg.exposure_canaries]:
        c = probe.canary
        others = ex.candidates(c.label, c.value, cfg.exposure_candidates, f"{cfg.seed}:{c.id}")
        if not others:
            continue
        row = {"canary_id": c.id, "label": c.label, "status": c.status}
        for which in ("base", "tuned"):
            with models.use(which) as model:
                row[which] = ex.exposure(model, tok, probe.prompt, c.value, others, joiner, cfg.batch_size)
        exposures.append(row)

    by_label = xt.summarise_labels([e for e in scanned if e["kind"] != "continuation"])
    status_counts = {
        s: sum(1 for c in canaries if c.status == s)
        for s in ("in training text", "redacted", "held out", "not found")
    }
    extraction = {
        "redacted_values": {
            "available": index.available,
            "distinct": len(index.by_hash),
            "documents": len({d for _, docs in index.by_hash.values() for d in docs}),
        },
        "probes": {
            "placeholder": len(probes),
            "canary": len(probe_list) - len(probes),
            "continuations_scanned": len(passages),
        },
        "by_label": by_label,
        "canaries": {
            "source": cfg.canaries,
            "loaded": len(canaries),
            **status_counts,
            "probed": len(probe_list) - len(probes),
        },
        "failures": fails,
        "passed": not fails,
    }
    extraction["sentence"] = _extraction_sentence(extraction)
    return {
        "settings": cfg.model_dump(mode="json"),
        "verbatim": {
            "prompt": cfg.prompt,
            "prefix_tokens": cfg.prefix_tokens,
            "continuation_tokens": cfg.continuation_tokens,
            "summary": summary,
            "p_value_lcs": round(p_value, 4) if p_value is not None else None,
            "sentence": vb.sentence(summary, p_value, cfg.continuation_tokens),
            "passages": verbatim_rows,
        },
        "extraction": extraction,
        "exposure": _exposure_summary(exposures, cfg),
        "seconds": round(time.time() - t0, 2),
    }


def _exposure_summary(rows: list[dict], cfg: LeakageConfig) -> dict[str, Any]:
    if not rows:
        return {
            "candidates": cfg.exposure_candidates,
            "canaries": [],
            "note": "no canary with a context to score",
        }
    mean = {w: round(sum(r[w]["exposure"] for r in rows) / len(rows), 3) for w in ("base", "tuned")}
    return {
        "candidates": cfg.exposure_candidates,
        "max_exposure": round(math.log2(cfg.exposure_candidates), 3),
        "canaries": rows,
        "mean_base": mean["base"],
        "mean_tuned": mean["tuned"],
    }


def _extraction_sentence(e: dict[str, Any]) -> str:
    probes = e["probes"]["placeholder"] + e["probes"]["canary"]
    scanned = probes + e["probes"]["continuations_scanned"]
    if not e["failures"]:
        what = "a redacted value" if e["redacted_values"]["available"] else "a redacted value (none recorded)"
        return (
            f"the tuned model emitted neither {what} nor a planted canary in {scanned} generations "
            f"({e['probes']['placeholder']} placeholder probes, {e['probes']['canary']} canary probes)"
        )
    docs = sorted({d for f in e["failures"] for d in f["doc_ids"]})
    kinds = sorted({f["kind"] for f in e["failures"]})
    return (
        f"FAILED: the tuned model emitted {len(e['failures'])} {' / '.join(kinds)} occurrence(s) from "
        f"{len(docs)} document(s): {', '.join(docs[:8])}{' …' if len(docs) > 8 else ''}"
    )
