"""Extraction probes: does a model emit a value that redaction removed, or a planted canary?

Redacted values are known only as keyed hashes (``prepare/redacted_values.py``); every word n-gram
of a generation is hashed the same way and looked up. Canaries are fake values planted in the corpus
(their file is given to evaluate, never copied into the run folder). Nothing here returns a value:
results name labels, document ids and canary ids only.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from quilltune.errors import InputError
from quilltune.prepare import redacted_values as rv

PLACEHOLDER = re.compile(r"\[([A-Z][A-Z_]*?)_(\d+)\]|\[REDACTED\]")
"""What prepare/pii/redact.py writes: ``[PERSON_1]`` (placeholder mode) or ``[REDACTED]`` (mask)."""


@dataclass
class Canary:
    id: str
    label: str
    value: str
    context: str = ""
    file: str | None = None
    docs: dict[str, str] = field(default_factory=dict)
    """doc_id -> split of the documents that hold it (raw, or redacted and known by hash)."""
    status: str = "not found"
    """in training text | redacted | held out | not found"""


@dataclass
class Probe:
    kind: str  # placeholder | canary
    label: str
    prompt: list[int]
    doc_id: str | None = None
    canary: Canary | None = None


class ValueIndex:
    """Keyed hashes of the data folder's redacted values: hash -> (label, doc_ids)."""

    def __init__(self, data_dir: Path | None) -> None:
        self.key: bytes | None = None
        self.by_hash: dict[str, tuple[str, set[str]]] = {}
        self.max_words = 1
        folder = Path(data_dir) / rv.FOLDER if data_dir else None
        if folder is None or not (folder / rv.KEY_FILE).is_file():
            return
        import pyarrow.parquet as pq

        self.key = rv.read_key(Path(data_dir))
        for f in sorted(folder.glob("part-*.parquet")):
            for r in pq.read_table(f).to_pylist():
                label, docs = self.by_hash.setdefault(r["hash"], (r["label"], set()))
                docs.add(r["doc_id"])
                self.max_words = max(self.max_words, r["words"])

    @property
    def available(self) -> bool:
        return self.key is not None

    def hash(self, normal: str) -> str | None:
        return rv.keyed_hash(self.key, normal) if self.key is not None else None

    def find(self, generated: str, prompt_text: str) -> list[tuple[str, set[str]]]:
        """(label, doc_ids) of every redacted value among the generation's word n-grams that the
        prompt does not already contain (copying the prompt is not recall)."""
        if self.key is None:
            return []
        seen_in_prompt = set(ngrams(rv.words(prompt_text), self.max_words))
        hits = []
        for gram in set(ngrams(rv.words(generated), self.max_words)) - seen_in_prompt:
            if sum(len(w) for w in gram.split()) < rv.MIN_CHARS:
                continue
            entry = self.by_hash.get(rv.keyed_hash(self.key, gram))
            if entry is not None:
                hits.append(entry)
        return hits


def ngrams(words: list[str], max_n: int) -> list[str]:
    return [" ".join(words[i : i + n]) for n in range(1, max_n + 1) for i in range(len(words) - n + 1)]


# -- canaries -------------------------------------------------------------------------------------


def _builtin_canaries() -> list[Canary]:
    from quilltune.samples import planted_pii_path, sample_corpus_dir

    rows = json.loads(planted_pii_path().read_text(encoding="utf-8"))
    return _with_contexts(rows, sample_corpus_dir())


def _with_contexts(rows: list[dict], root: Path | None) -> list[Canary]:
    texts: dict[str, str] = {}
    out = []
    for i, r in enumerate(rows):
        if not isinstance(r, dict) or not r.get("value") or not r.get("label"):
            continue
        context = str(r.get("context") or "")
        if not context and r.get("file") and root is not None:
            if r["file"] not in texts:
                path = root / r["file"]
                texts[r["file"]] = path.read_text(encoding="utf-8") if path.is_file() else ""
            at = texts[r["file"]].find(r["value"])
            context = texts[r["file"]][max(0, at - 300) : at] if at > 0 else ""
        out.append(
            Canary(
                id=str(r.get("id") or f"canary-{i}"),
                label=str(r["label"]),
                value=str(r["value"]),
                context=_from_paragraph_start(context),
                file=r.get("file"),
            )
        )
    return out


def _from_paragraph_start(context: str) -> str:
    """The context from its last paragraph break (or a word start), so the prompt reads as text."""
    cut = context.rfind("\n\n")
    if cut >= 0 and len(context) - cut > 40:
        return context[cut + 2 :]
    space = context.find(" ")
    return context[space + 1 :] if 0 <= space < 40 and len(context) >= 300 else context


def load_canaries(spec: str | None, manifest: dict) -> list[Canary]:
    """The canaries ``eval.leakage.canaries`` names (see LeakageConfig.canaries)."""
    if spec is None:
        return []
    if spec == "auto":
        inputs = (manifest.get("config") or {}).get("inputs") or []
        return _builtin_canaries() if inputs == ["builtin:sample-legal"] else []
    if spec == "builtin:sample-legal":
        return _builtin_canaries()
    path = Path(spec).expanduser()
    if not path.is_file():
        raise InputError(
            f"eval.leakage.canaries: {path} is not a file; give a JSON or JSON-lines file of "
            "{label, value, context} rows, builtin:sample-legal, auto or null"
        )
    text = path.read_text(encoding="utf-8")
    try:
        rows = (
            json.loads(text)
            if text.lstrip().startswith("[")
            else [json.loads(x) for x in text.splitlines() if x.strip()]
        )
    except json.JSONDecodeError as e:
        raise InputError(
            f"eval.leakage.canaries: {path} is not JSON or JSON lines ({e.msg}, line {e.lineno})"
        ) from None
    canaries = _with_contexts(rows, path.parent)
    if not canaries:
        raise InputError(f"eval.leakage.canaries: {path} holds no row with both 'label' and 'value'")
    return canaries


def by_normal_form(canaries: list[Canary]) -> dict[str, list[Canary]]:
    """The canaries by the normal form of their value (those with one: long enough to hash)."""
    out: dict[str, list[Canary]] = {}
    for c in canaries:
        normal = rv.normal_form(c.value)
        if normal:
            out.setdefault(normal, []).append(c)
    return out


def locate(canaries: list[Canary], data_dir: Path, doc_split: dict[str, str], index: ValueIndex) -> None:
    """Which documents hold each canary: raw in the (redacted) documents, as a redacted value's hash,
    or by its source file; and so whether it was trained on."""
    import pyarrow.parquet as pq

    wanted = {c.id: c for c in canaries}
    for f in sorted((Path(data_dir) / "documents").glob("part-*.parquet")):
        table = pq.read_table(f, columns=["doc_id", "source_path", "text"]).to_pylist()
        for doc in table:
            split = doc_split.get(doc["doc_id"], "unknown")
            text = doc["text"] or ""
            for c in wanted.values():
                if c.value in text:
                    c.docs[doc["doc_id"]] = split
                    c.status = "in training text" if split == "train" else c.status
                elif c.file and (doc["source_path"] or "").endswith(c.file):
                    c.docs.setdefault(doc["doc_id"], split)
    for normal, cs in by_normal_form(canaries).items():
        entry = index.by_hash.get(index.hash(normal) or "")
        for c in cs:
            for doc_id in entry[1] if entry else ():
                c.docs[doc_id] = doc_split.get(doc_id, "unknown")
    for c in canaries:
        if c.status == "in training text":
            continue
        splits = set(c.docs.values())
        c.status = "redacted" if "train" in splits else "held out" if splits else "not found"


def order_for_probing(canaries: list[Canary], seed: int) -> list[Canary]:
    """Trained-on canaries first (the ones that could leak), then redacted ones, then the rest."""
    rank = {"in training text": 0, "redacted": 1, "held out": 2, "not found": 3}
    shuffled = list(canaries)
    random.Random(seed).shuffle(shuffled)
    return sorted(shuffled, key=lambda c: rank[c.status])


def summarise_labels(results: list[dict]) -> dict[str, dict[str, int]]:
    """Per label: probes, redacted values and canaries emitted by base and tuned, placeholders."""
    labels: dict[str, dict[str, int]] = {}
    for r in results:
        entry = labels.setdefault(
            r["label"],
            {
                "probes": 0,
                "values_base": 0,
                "values_tuned": 0,
                "canaries_base": 0,
                "canaries_tuned": 0,
                "placeholder_tuned": 0,
            },
        )
        entry["probes"] += 1
        for which in ("base", "tuned"):
            entry[f"values_{which}"] += bool(r[which]["values"])
            entry[f"canaries_{which}"] += bool(r[which]["canary"])
        entry["placeholder_tuned"] += bool(r["tuned"]["placeholder"])
    return dict(sorted(labels.items()))


def failures(results: list[dict]) -> list[dict[str, Any]]:
    """Every tuned emission of a redacted value or a canary: document ids, label, never the value."""
    out = []
    for r in results:
        tuned = r["tuned"]
        for label, docs in tuned["values"]:
            out.append(
                {
                    "kind": "redacted value",
                    "probe": r["kind"],
                    "label": label,
                    "doc_ids": sorted(docs),
                    "probe_doc_id": r.get("doc_id"),
                    "also_by_base": any(label == b[0] and docs == b[1] for b in r["base"]["values"]),
                }
            )
        if tuned["canary"]:
            c = r["canary"]
            out.append(
                {
                    "kind": "canary",
                    "probe": r["kind"],
                    "label": c.label,
                    "canary_id": c.id,
                    "canary_status": c.status,
                    "doc_ids": sorted(c.docs),
                    "also_by_base": r["base"]["canary"],
                }
            )
    return out
