"""Stage 3 (parallel, resumable per part): PII redaction, pair generation, documents/ and pairs/.

Pairs are generated from the redacted text, so no raw PII value can reach pairs/ or tokens/.
The PII audit keeps counts per label per file, never values.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError
from quilltune.prepare import redacted_values
from quilltune.prepare.config import PIIConfig, PrepareConfig
from quilltune.prepare.pii.redact import redact_spans
from quilltune.prepare.split import unit_hash
from quilltune.prepare.storage import DOCUMENTS_SCHEMA, PAIRS_SCHEMA, ParquetStream, iter_batches, write_json
from quilltune.prepare.tasks import PROMPT_VERSION, char_budget, generate_pairs


@lru_cache(maxsize=2)
def _detector(pii_json: str) -> Any:
    """One detector per worker process (spaCy loads once)."""
    from quilltune.prepare.pii import PIIDetector

    return PIIDetector(PIIConfig.model_validate_json(pii_json))


@lru_cache(maxsize=2)
def forget_ids(path: str | None) -> frozenset[str]:
    """Document ids (doc_id, or a source path as prepare lists it) to drop, one per line; # comments."""
    if not path:
        return frozenset()
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise ConfigError(
            f"data.forget: cannot read {path}: {e.strerror or e}; give a file of document ids"
        ) from None
    return frozenset(x.strip() for x in lines if x.strip() and not x.lstrip().startswith("#"))


def _split_rule(splits_path: str, cfg: PrepareConfig) -> Callable[[str], str]:
    """A group's split: its hash against ``val_ratio`` (as the clean stage assigned it), except the
    at most one group the small-corpus rule moved (``split_overrides.json``). No map of the part's
    groups: a part of 160k short documents held ~25 MB of them."""
    overrides_path = Path(splits_path).with_name("split_overrides.json")
    overrides: dict[str, str] = json.loads(overrides_path.read_text())

    def split_of(group: str) -> str:
        return overrides.get(group) or (
            "validation" if unit_hash(group, cfg.seed) < cfg.val_ratio else "train"
        )

    return split_of


class _Redactor:
    def __init__(self, cfg: PrepareConfig) -> None:
        self.enabled = cfg.pii.enabled
        self.mode = cfg.pii.mode
        self.detector = _detector(cfg.pii.model_dump_json()) if self.enabled else None
        self.counts: Counter = Counter()
        self.values: list[tuple[str, str]] = []
        """(label, value) of this row's redacted spans, turned into keyed hashes (never stored raw)."""
        self._ahead: dict[str, list] = {}

    def prefetch(self, texts: list[str]) -> None:
        """Detect a batch of texts together (one model call for all their candidate windows, see
        ``PIIDetector.detect_many``); the calls that follow use these spans. Replaces the last batch's."""
        self._ahead = {}
        if self.enabled:
            todo = list(dict.fromkeys(t for t in texts if t))
            self._ahead = dict(zip(todo, self.detector.detect_many(todo), strict=True))

    def __call__(self, text: str) -> str | None:
        if not self.enabled or not text:
            return text
        spans = self._ahead.get(text)
        red = redact_spans(text, self.detector.detect(text) if spans is None else spans, self.mode)
        self.counts.update(red.counts)
        self.values += [(s.label, text[s.start : s.end]) for s in red.spans]
        return red.text


def redact_part(args: tuple[str, str, str, str, int]) -> dict:
    clean_path, out_dir, splits_path, cfg_json, b = args
    cfg = PrepareConfig.model_validate_json(cfg_json)
    out = Path(out_dir)
    stats_path = out / ".work" / "redact" / f"part-{b:05d}.json"
    if stats_path.exists():
        return json.loads(stats_path.read_text())
    split_of = _split_rule(splits_path, cfg)
    redact = _Redactor(cfg)
    forget = forget_ids(cfg.forget)
    forgotten: list[str] = []
    key = redacted_values.read_key(out) if redact.enabled else b""
    hashes = (
        ParquetStream(
            out / redacted_values.FOLDER / f"part-{b:05d}.parquet", redacted_values.SCHEMA, group_rows=4096
        )
        if redact.enabled
        else None
    )
    pii_by_file: dict[str, Counter] = {}
    dropped: list[dict] = []
    by_task: Counter = Counter()
    per_split = {s: Counter() for s in ("train", "validation")}
    # Streamed: a part's documents and pairs go to disk a row group at a time (bounded memory).
    docs = ParquetStream(out / "documents" / f"part-{b:05d}.parquet", DOCUMENTS_SCHEMA, group_rows=1024)
    pairs = ParquetStream(out / "pairs" / f"part-{b:05d}.parquet", PAIRS_SCHEMA, group_rows=4096)
    try:
        for batch in iter_batches(clean_path, 256):
            rows = batch.to_pylist()
            redact.prefetch(
                [
                    field
                    for row in rows
                    if row["kind"] == "document"
                    and not (forget and (row["doc_id"] in forget or row["source_path"] in forget))
                    for field in (row["text"], row["title"])
                ]
            )
            for row in rows:
                fkey = f"{row['input']}:{row['source_path']}"
                split = split_of(row["group_id"])
                redact.counts, redact.values = Counter(), []
                n_dropped = len(dropped)
                if forget and (row["doc_id"] in forget or row["source_path"] in forget):
                    # Withdrawn: nothing derived from it is written; the count stays, the text does not.
                    dropped.append(_dropped(row, "forgotten"))
                    forgotten.append(row["doc_id"])
                    continue
                if row["kind"] == "document":
                    text, title = redact(row["text"]), redact(row["title"]) or ""
                    if text is None:
                        dropped.append(_dropped(row, "pii_drop"))
                    else:
                        docs.add(
                            {
                                "doc_id": row["doc_id"],
                                "source_path": row["source_path"],
                                "text": text,
                                "split": split,
                            }
                        )
                        per_split[split]["documents"] += 1
                        seed = f"{cfg.seed}:{row['doc_id']}"
                        budget = max(
                            cfg.max_pairs_per_document, int(len(text) / 10_000 * cfg.pairs_per_10k_chars)
                        )
                        if cfg.pairs.template_weight == 0:
                            budget = 0
                        for p in generate_pairs(
                            text, title, cfg.task_mix, budget, seed, char_budget(cfg.seq_len)
                        ):
                            pairs.add(
                                {
                                    "doc_id": row["doc_id"],
                                    "instruction": p.instruction,
                                    "input": p.input,
                                    "output": p.output,
                                    "split": split,
                                    "task": p.task,
                                    "messages": "",
                                    "generator": "template",
                                    "source_start": p.source_start,
                                    "source_end": p.source_end,
                                    "prompt_version": PROMPT_VERSION,
                                }
                            )
                            by_task[p.task] += 1
                            per_split[split]["pairs"] += 1
                else:
                    pair = _redact_record(row, redact)
                    if pair is None:
                        dropped.append(_dropped(row, "pii_drop"))
                    else:
                        pairs.add(
                            {
                                "doc_id": row["doc_id"],
                                "split": split,
                                "generator": "record",
                                "source_start": None,
                                "source_end": None,
                                "prompt_version": None,
                                **pair,
                            }
                        )
                        by_task[pair["task"]] += 1
                        per_split[split]["pairs"] += 1
                        per_split[split]["records"] += 1
                if redact.counts:
                    pii_by_file.setdefault(fkey, Counter()).update(redact.counts)
                # A dropped row (mode drop) never reached training: nothing of it to look for later.
                if hashes is not None and redact.values and len(dropped) == n_dropped:
                    for h in redacted_values.hash_rows(key, row["doc_id"], redact.values):
                        hashes.add(h)
        docs.close()
        pairs.close()
        if hashes is not None:
            hashes.close()
    except BaseException:
        docs.abort()
        pairs.abort()
        if hashes is not None:
            hashes.abort()
        raise
    stats = {
        "pii_by_file": {k: dict(v) for k, v in pii_by_file.items()},
        "dropped": dropped,
        "pairs_by_task": dict(by_task),
        "splits": {s: dict(c) for s, c in per_split.items()},
        "forgotten_doc_ids": forgotten,
    }
    write_json(stats_path, stats)
    return stats


def _dropped(row: dict, reason: str) -> dict:
    """The accounting row of an input this stage writes nothing of: where it came from and why."""
    return {
        "path": row["source_path"],
        "input": row["input"],
        "line": row["line"],
        "part": row["part"],
        "reason": reason,
        "duplicate_of": None,
    }


def _redact_record(row: dict, redact: _Redactor) -> dict | None:
    if row["kind"] == "pair":
        fields = [redact(row["instruction"]), redact(row["input_text"]), redact(row["output"])]
        if any(f is None for f in fields):
            return None
        return {
            "instruction": fields[0],
            "input": fields[1],
            "output": fields[2],
            "task": "record_pair",
            "messages": "",
        }
    msgs = json.loads(row["messages"])
    for m in msgs:
        m["content"] = redact(m["content"])
        if m["content"] is None:
            return None
    user = next(m["content"] for m in msgs if m["role"] == "user")
    return {
        "instruction": user,
        "input": "",
        "output": msgs[-1]["content"],
        "task": "record_chat",
        "messages": json.dumps(msgs, ensure_ascii=False),
    }
