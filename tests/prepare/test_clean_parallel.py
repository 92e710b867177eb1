"""Ingest and clean run in the workers: the outputs are byte-identical whatever their number."""

from __future__ import annotations

import json

from dedup_corpus import build_dedup_corpus
from prepare_helpers import prepare_dir, read_jsonl

from quilltune.prepare import stage_ingest


def test_outputs_are_the_same_bytes_with_one_or_two_workers(embedded_model_dir, tmp_path, monkeypatch):
    corpus = build_dedup_corpus(tmp_path / "corpus")
    # max_doc_chars cuts the long files into parts; 6 files a batch gives 3 parts.
    settings = dict(ingest_batch_files=6, max_doc_chars=10000, boilerplate_min_docs=5, val_ratio=0.2)
    one = prepare_dir([str(corpus)], tmp_path / "one", embedded_model_dir, workers=1, **settings)
    # Ingest chunks of 2 files (3 a batch) with 2 workers: identical files now sit in other chunks.
    monkeypatch.setattr(stage_ingest, "CHUNK_FILES", 2)
    two = prepare_dir([str(corpus)], tmp_path / "two", embedded_model_dir, workers=2, **settings)
    a = json.loads((tmp_path / "one" / "manifest.json").read_text())
    b = json.loads((tmp_path / "two" / "manifest.json").read_text())
    assert a["files"] == b["files"]  # every output file, inputs.jsonl and dropped_documents.jsonl included
    assert a["totals"] == b["totals"] and a["dedup"] == b["dedup"]
    assert (tmp_path / "one" / ".work" / "splits.jsonl").read_bytes() == (
        tmp_path / "two" / ".work" / "splits.jsonl"
    ).read_bytes()
    # The corpus took every path: boilerplate, exact and near-duplicates, too short, repeated records.
    dropped = a["totals"]["documents_dropped"]
    assert dropped.get("duplicate", 0) >= 10 and dropped.get("near_duplicate", 0) >= 20
    assert dropped.get("too_short", 0) >= 5 and a["cleaning"].get("boilerplate_lines", 0) >= 50
    assert one["documents_kept"] == two["documents_kept"] > 150
    # A duplicate names its original's file; a whole file of copies says so in inputs.jsonl.
    rows = {r["path"]: r for r in read_jsonl(tmp_path / "one" / "inputs.jsonl")}
    assert rows["long-b.txt"]["reason"] == "duplicate_content"
    assert rows["docs-copy.jsonl"]["reason"] == rows["bad-b.jsonl"]["reason"] == "identical_content"
    assert a["totals"]["records_rejected"] == 1  # the copy's bad line is not counted twice
    dups = [d for d in read_jsonl(tmp_path / "one" / "dropped_documents.jsonl") if d["reason"] == "duplicate"]
    assert all(d["duplicate_of"] for d in dups)
