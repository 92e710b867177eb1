"""``data.token_budget``: a seeded, stratified, document-level subset of the training split.

Runs after redaction and pairs (so after dedup) and before tokenization, in three resumable steps:

1. **count** (parallel, per pairs part): tokenize the part's training pairs exactly as the tokenize
   stage will and add up the tokens each document will put into ``tokens/train`` (a sample longer
   than ``seq_len`` counts its first ``seq_len`` tokens; one with no loss left counts nothing);
2. **select** (in the parent): documents are taken whole — a group of them, as the split assigns
   them: a long file's parts, a document with the near-duplicates kept beside it — in an order
   seeded by ``data.seed`` and the group's content id, so the choice does not depend on the worker
   count or the order files were found in. Each stratum (input, source folder, file type; records
   apart from documents) first fills its share of the budget, then what is left of the budget
   goes to the groups that still fit, in the same seeded order. The kept tokens never exceed the
   budget and fall short of it by less than the smallest left-out group;
3. **mark** (parallel, per part): the left-out documents' rows in documents/ and pairs/ get split
   ``left_out`` (so evaluate never takes them for training text) and are listed, ids and counts
   only, in ``left_out_documents.jsonl`` (owned by ``quilltune.data_folder``).

Tokenization runs twice on the training pairs when a budget is set (count, then pack): it is cheap
beside redaction, and it makes the kept tokens exact rather than estimated.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from quilltune.data_folder import LEFT_OUT_FILE, LEFT_OUT_SPLIT, write_left_out
from quilltune.errors import InputError, IntegrityError
from quilltune.prepare.storage import iter_batches, write_json, write_table

if TYPE_CHECKING:
    from quilltune.prepare.config import PrepareConfig

_SCALE = {"": 1, "k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12}
COUNT_SCHEMA = pa.schema([("doc_id", pa.string()), ("tokens", pa.int64())])
STRATA_RULE = "input, source folder and file type of each document (records apart from documents)"


def parse_token_count(value: object) -> object:
    """``200000000``, ``2e8``, ``"200M"``, ``"1.5B"`` → an int; None stays None; anything else is
    returned for pydantic to refuse with the field's name."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        if isinstance(value, float) and not value.is_integer():
            raise ValueError(f"a token budget is a whole number of tokens, not {value}")
        return int(value) if value > 0 else _refuse(value)
    if isinstance(value, str):
        m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+(?:e[0-9]+)?)\s*([kmbgt]?)\s*", value.lower())
        if not m:
            _refuse(value)
        n = float(m.group(1)) * _SCALE[m.group(2)]
        return int(round(n)) if n >= 1 else _refuse(value)
    return value


def _refuse(value: object) -> None:
    raise ValueError(
        f"cannot read {value!r} as a number of training tokens: write a positive count such as "
        "200000000, 2e8, 200M or 1.5B (or leave data.token_budget unset to keep everything)"
    )


def stratum_of(input_spec: str, source_path: str, kind: str) -> str:
    """The stratum a document is sampled in: its input, its folder under it and its file type."""
    folder = posixpath.dirname(source_path) or "."
    suffix = posixpath.splitext(source_path)[1].lower() or "(no suffix)"
    return f"{input_spec}:{folder}/*{suffix}" + ("" if kind == "document" else " [records]")


def order_key(group_id: str, seed: int) -> int:
    """The group's place in the seeded order (independent of the train/validation hash)."""
    digest = hashlib.blake2b(f"token-budget:{seed}:{group_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def select(tokens: np.ndarray, strata: np.ndarray, keys: np.ndarray, budget: int) -> np.ndarray:
    """Which units to keep (a boolean mask): the most tokens <= ``budget`` first-fit in ``keys``
    order, each stratum first up to its share of the budget, the remainder across all strata."""
    tokens = np.asarray(tokens, dtype=np.int64)
    kept = np.zeros(len(tokens), dtype=bool)
    total = int(tokens.sum())
    if total <= budget:
        kept[:] = True
        return kept
    codes, inverse = np.unique(np.asarray(strata), return_inverse=True)
    per_stratum = np.bincount(inverse, weights=tokens, minlength=len(codes))
    quota = np.floor(budget * per_stratum / total).astype(np.int64)
    used = np.zeros(len(codes), dtype=np.int64)
    keys = np.asarray(keys, dtype=np.uint64)
    for i in np.lexsort((keys, inverse)):
        s, t = inverse[i], tokens[i]
        if used[s] + t <= quota[s]:
            kept[i] = True
            used[s] += t
    room = budget - int(used.sum())
    for i in np.argsort(keys, kind="stable"):
        if not kept[i] and tokens[i] <= room:
            kept[i] = True
            room -= int(tokens[i])
    return kept


# --- step 1: count --------------------------------------------------------------------------------
def _count_path(work: Path, index: int) -> Path:
    return work / "budget" / f"counts-{index:05d}.parquet"


def count_part(task: tuple[str, str, str, str, int]) -> str:
    """Worker: tokens each document of one pairs part adds to tokens/train (doc_id, tokens)."""
    from quilltune.models.gguf_tokenizer import tokenizer_fingerprint
    from quilltune.prepare.chat_format import tokenize_batch
    from quilltune.prepare.config import PrepareConfig
    from quilltune.prepare.stage_tokens import _conversations, _templates

    pairs_path, work, cfg_json, tokenizer_dir, index = task
    path = _count_path(Path(work), index)
    if path.exists():
        return str(path)
    cfg = PrepareConfig.model_validate_json(cfg_json)
    templates = _templates(tokenizer_dir, tokenizer_fingerprint(Path(tokenizer_dir)))
    per_doc: Counter = Counter()
    for batch in iter_batches(pairs_path, 512):
        rows = [r for r in batch.to_pylist() if r["split"] == "train"]
        if not rows:
            continue
        samples = tokenize_batch(
            templates.tokenizer, _conversations(templates, rows, cfg.system_prompt), cfg.seq_len
        )
        for row, sample in zip(rows, samples, strict=True):
            # The tokenize stage drops a sample with no supervised token after its first: count none.
            if (sample.labels[1:] != -100).any():
                per_doc[row["doc_id"]] += len(sample.input_ids)
    ids = sorted(per_doc)
    table = pa.table({"doc_id": ids, "tokens": [per_doc[d] for d in ids]}, schema=COUNT_SCHEMA)
    write_table(path, table)
    return str(path)


# --- step 2: select -------------------------------------------------------------------------------
def _units(work: Path, n_batches: int, counts: pa.Table) -> pa.Table:
    """One row per counted document: doc_id, tokens, group_id, stratum, part (its clean part)."""
    wanted = counts.column("doc_id").combine_chunks()
    docs = []
    for b in range(n_batches):
        clean = work / "clean" / f"part-{b:05d}.parquet"
        t = pq.read_table(clean, columns=["doc_id", "group_id", "input", "source_path", "kind"])
        t = t.filter(pc.is_in(t.column("doc_id"), value_set=wanted))
        strata = [
            stratum_of(i, p, k)
            for i, p, k in zip(
                t.column("input").to_pylist(),
                t.column("source_path").to_pylist(),
                t.column("kind").to_pylist(),
                strict=True,
            )
        ]
        docs.append(
            pa.table(
                {
                    "doc_id": t.column("doc_id"),
                    "group_id": t.column("group_id"),
                    "source_path": t.column("source_path"),
                    "kind": t.column("kind"),
                    "stratum": pa.array(strata, pa.string()),
                    "part": pa.array(np.full(t.num_rows, b, dtype=np.int32)),
                }
            )
        )
    table = counts.join(pa.concat_tables(docs), "doc_id", join_type="inner")
    if table.num_rows != counts.num_rows:
        raise IntegrityError(
            f"token budget: {counts.num_rows - table.num_rows} counted documents are missing from "
            f"{work / 'clean'}; delete {work} and re-run `quilltune prepare`"
        )
    # One fixed order, whatever the join produced.
    return table.sort_by([("doc_id", "ascending")])


def _choose(units: pa.Table, budget: int, seed: int) -> np.ndarray:
    """Per document: kept or not, decided per group (a group's documents go together)."""
    groups = units.column("group_id").to_pylist()
    index: dict[str, int] = {}
    g_of = np.fromiter((index.setdefault(g, len(index)) for g in groups), dtype=np.int64, count=len(groups))
    n = len(index)
    g_tokens = np.bincount(g_of, weights=units.column("tokens").to_numpy(), minlength=n).astype(np.int64)
    # A group's stratum: the smallest of its documents' (near-duplicates may sit in other folders).
    g_stratum = [""] * n
    for g, s in zip(g_of.tolist(), units.column("stratum").to_pylist(), strict=True):
        g_stratum[g] = s if not g_stratum[g] or s < g_stratum[g] else g_stratum[g]
    keys = np.fromiter((order_key(g, seed) for g in index), dtype=np.uint64, count=n)
    return select(g_tokens, np.asarray(g_stratum, dtype=object).astype(str), keys, budget)[g_of]


def _accounting(units: pa.Table, kept: np.ndarray, budget: int, seed: int) -> dict[str, Any]:
    tokens = units.column("tokens").to_numpy()
    by: dict[str, Counter] = {}
    for s, t, k in zip(units.column("stratum").to_pylist(), tokens.tolist(), kept.tolist(), strict=True):
        c = by.setdefault(s, Counter())
        side = "kept" if k else "left_out"
        c["documents"] += 1
        c["tokens"] += t
        c[f"{side}_documents"] += 1
        c[f"{side}_tokens"] += t
    total, kept_tokens = int(tokens.sum()), int(tokens[kept].sum())
    strata = {}
    for s in sorted(by):
        c = by[s]
        strata[s] = {
            k: int(c[k])
            for k in (
                "documents",
                "tokens",
                "kept_documents",
                "kept_tokens",
                "left_out_documents",
                "left_out_tokens",
            )
        }
        strata[s]["share_before"] = round(c["tokens"] / total, 6) if total else 0.0
        strata[s]["share_kept"] = round(c["kept_tokens"] / kept_tokens, 6) if kept_tokens else 0.0
    return {
        "budget": budget,
        "seed": seed,
        "strata_by": STRATA_RULE,
        "applied": total > budget,
        "train_tokens_before": total,
        "train_tokens_kept": kept_tokens,
        "train_tokens_left_out": total - kept_tokens,
        "documents": int(len(tokens)),
        "documents_kept": int(kept.sum()),
        "documents_left_out": int((~kept).sum()),
        "by_stratum": strata,
        "left_out_file": LEFT_OUT_FILE,
        "note": "documents (and records) of the training split that have at least one training sample; "
        "validation is not cut",
    }


def _left_out_ids_path(work: Path, b: int) -> Path:
    return work / "budget" / f"left-out-{b:05d}.json"


# --- step 3: mark ---------------------------------------------------------------------------------
def mark_part(task: tuple[str, list[str], str]) -> dict[str, int]:
    """Worker: rewrite one documents/ or pairs/ part with split ``left_out`` on the given documents'
    rows; returns how many rows are marked. Idempotent (a rerun marks the same rows again)."""
    path_str, id_files, marker = task
    if Path(marker).exists():
        return json.loads(Path(marker).read_text())
    ids = sorted({d for f in id_files for d in json.loads(Path(f).read_text())})
    path = Path(path_str)
    marked = 0
    if ids and path.exists():
        table = pq.read_table(path)
        hit = pc.is_in(table.column("doc_id"), value_set=pa.array(ids, pa.string()))
        marked = int(pc.sum(hit).as_py() or 0)
        if marked:
            i = table.schema.get_field_index("split")
            split = pc.if_else(hit, pa.scalar(LEFT_OUT_SPLIT), table.column("split"))
            write_table(path, table.set_column(i, "split", split))
    stats = {"rows": marked}
    write_json(Path(marker), stats)
    return stats


def run_budget(
    cfg: PrepareConfig,
    out: Path,
    work: Path,
    pair_parts: list[Path],
    n_batches: int,
    tokenizer_dir: Path,
    executor: Any,
    advance: Callable[[float], None],
) -> dict[str, Any]:
    """Count, select and mark for ``cfg.token_budget``; returns the manifest's ``token_budget``."""
    folder = work / "budget"
    done = folder / "selection.json"
    if done.exists():
        result = json.loads(done.read_text())
    else:
        tasks = [
            (str(p), str(work), cfg.model_dump_json(), str(tokenizer_dir), i)
            for i, p in enumerate(pair_parts)
        ]
        paths = []
        for p in executor.imap(count_part, tasks):
            paths.append(p)
            advance(1)
        counts = pa.concat_tables([pq.read_table(p, schema=COUNT_SCHEMA) for p in paths])
        summed = counts.group_by("doc_id").aggregate([("tokens", "sum")])
        counts = pa.table({"doc_id": summed["doc_id"], "tokens": summed["tokens_sum"]}, schema=COUNT_SCHEMA)
        if counts.num_rows == 0:
            raise InputError("data.token_budget: the training split has no samples to choose from")
        units = _units(work, n_batches, counts)
        kept = _choose(units, cfg.token_budget, cfg.seed)
        result = _accounting(units, kept, cfg.token_budget, cfg.seed)
        left = units.filter(pa.array(~kept))
        by_part: dict[int, list[str]] = {b: [] for b in range(n_batches)}
        for d, b in zip(left.column("doc_id").to_pylist(), left.column("part").to_pylist(), strict=True):
            by_part[b].append(d)
        for b, ids in by_part.items():
            write_json(_left_out_ids_path(work, b), ids)
        write_left_out(out, left.select(["doc_id", "source_path", "stratum", "tokens"]).to_pylist())
        write_json(done, result)
    # Mark: documents part b holds its clean part's documents; pairs part b too, and the teacher
    # part (always last in pair_parts beyond n_batches) may hold any document's pairs.
    id_files = [str(_left_out_ids_path(work, b)) for b in range(n_batches)]
    tasks = []
    for b in range(n_batches):
        tasks.append(
            (
                str(out / "documents" / f"part-{b:05d}.parquet"),
                [id_files[b]],
                str(folder / f"marked-doc-{b:05d}.json"),
            )
        )
    for i, p in enumerate(pair_parts):
        mine = [id_files[i]] if i < n_batches else id_files
        tasks.append((str(p), mine, str(folder / f"marked-pairs-{i:05d}.json")))
    marked = [st["rows"] for st in executor.imap(mark_part, tasks)]
    advance(len(pair_parts))
    result["documents_rows_marked"] = int(sum(marked[:n_batches]))
    result["pairs_left_out"] = int(sum(marked[n_batches:]))
    return result


def add_budget(manifest: dict[str, Any], budget: dict[str, Any]) -> None:
    """The manifest's ``token_budget`` section; ``splits.train`` counts what tokens/train holds.
    The kept tokens were counted before packing: the packed shards must hold exactly those."""
    train = manifest["splits"]["train"]
    if train["tokens"] != budget["train_tokens_kept"]:
        raise IntegrityError(
            f"token budget: tokens/train holds {train['tokens']} tokens where the selection kept "
            f"{budget['train_tokens_kept']}; delete the folder's .work and re-run `quilltune prepare`"
        )
    train["documents"] -= budget["documents_rows_marked"]
    train["pairs"] -= budget["pairs_left_out"]
    manifest["token_budget"] = budget


def estimate_budget(
    cfg: PrepareConfig, pairs_of: list[tuple[str, str, list]], tokenizer_dir: Path | None
) -> dict:
    """``prepare --dry-run``: what ``cfg.token_budget`` would keep, from the template pairs of each
    document (``pairs_of``: content id as prepare computes it, stratum, pairs) tokenized with the model's chat template, on
    the split the document's text hashes to. An estimate: no PII redaction or boilerplate removal
    ran, and teacher and record pairs are not counted."""
    note = (
        "estimated from template pairs before PII redaction and boilerplate removal; teacher and "
        "record pairs are not counted. Teacher pairs are generated before the budget selects "
        "documents, so the teacher estimate is for the whole training split"
    )
    if tokenizer_dir is None:
        return {"budget": cfg.token_budget, "note": "no tokenizer available: " + note}
    from quilltune.models.gguf_tokenizer import tokenizer_fingerprint
    from quilltune.prepare.chat_format import pair_messages, tokenize_batch
    from quilltune.prepare.split import unit_hash

    templates = _templates_for(Path(tokenizer_dir), tokenizer_fingerprint(Path(tokenizer_dir)))
    tokens, strata, keys = [], [], []
    for group, stratum, pairs in pairs_of:
        if unit_hash(group, cfg.seed) < cfg.val_ratio or not pairs:
            continue
        convs = [
            templates.segments(pair_messages(p.instruction, p.input, p.output, cfg.system_prompt))
            for p in pairs
        ]
        samples = tokenize_batch(templates.tokenizer, convs, cfg.seq_len)
        tokens.append(sum(len(s.input_ids) for s in samples if (s.labels[1:] != -100).any()))
        strata.append(stratum)
        keys.append(order_key(group, cfg.seed))
    if not tokens:
        return {"budget": cfg.token_budget, "documents": 0, "note": note}
    t = np.asarray(tokens, dtype=np.int64)
    kept = select(t, np.asarray(strata), np.asarray(keys, dtype=np.uint64), cfg.token_budget)
    by: dict[str, dict[str, int]] = {}
    for s, n, k in zip(strata, tokens, kept.tolist(), strict=True):
        row = by.setdefault(s, {"documents": 0, "tokens": 0, "kept_documents": 0, "kept_tokens": 0})
        row["documents"] += 1
        row["tokens"] += n
        row["kept_documents"] += int(k)
        row["kept_tokens"] += n if k else 0
    return {
        "budget": cfg.token_budget,
        "train_tokens_before": int(t.sum()),
        "train_tokens_kept": int(t[kept].sum()),
        "share_kept": round(float(t[kept].sum() / t.sum()), 4) if t.sum() else 1.0,
        "documents": len(tokens),
        "documents_kept": int(kept.sum()),
        "by_stratum": dict(sorted(by.items())),
        "note": note,
    }


def _templates_for(tokenizer_dir: Path, fingerprint: str):
    from quilltune.prepare.stage_tokens import _templates

    return _templates(str(tokenizer_dir), fingerprint)
