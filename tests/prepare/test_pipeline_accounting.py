"""End to end on the nasty corpus: every input accounted for, formats read, totals reconcile."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
from prepare_helpers import read_jsonl


def _rows(prepared):
    return {r["path"]: r for r in read_jsonl(prepared / "inputs.jsonl")}


def test_every_discovered_entry_has_one_row_with_the_right_status(prepared, nasty_corpus):
    rows = _rows(prepared)
    on_disk = {
        p.relative_to(nasty_corpus).as_posix()
        for p in nasty_corpus.rglob("*")
        if p.is_file() and not p.is_symlink()
    }
    assert on_disk <= set(rows)
    assert len(read_jsonl(prepared / "inputs.jsonl")) == len(rows)  # nothing listed twice
    expect = {
        "plain.txt": ("kept", None),
        "zz-copy-of-plain.txt": ("duplicate", "identical_content"),
        "empty.txt": ("skipped", "empty"),
        "binary.txt": ("skipped", "binary"),
        "image.png": ("skipped", "unsupported_type"),
        "short.txt": ("skipped", "too_short"),
        "sub/loop/": ("skipped", "symlink_cycle"),
        "utf16.txt": ("repaired", None),
        "cp1252.txt": ("repaired", None),
        "double.txt": ("repaired", None),
        "invisible.txt": ("repaired", None),
        "truncated.jsonl.gz": ("repaired", None),
    }
    for path, (status, reason) in expect.items():
        assert (rows[path]["status"], rows[path]["reason"]) == (status, reason), path
    assert rows["zz-copy-of-plain.txt"]["duplicate_of"].endswith(":plain.txt")
    assert "decoded_utf16le" in rows["utf16.txt"]["repairs"] and "bom_removed" in rows["utf16.txt"]["repairs"]
    assert rows["cp1252.txt"]["repairs"] == ["decoded_cp1252"]
    assert "mojibake_fixed" in rows["double.txt"]["repairs"]
    assert {"invisible_chars_removed", "line_endings_normalized"} <= set(rows["invisible.txt"]["repairs"])
    assert "truncated_gzip_partial" in rows["truncated.jsonl.gz"]["repairs"]
    assert rows["truncated.jsonl.gz"]["documents"] >= 1


def test_totals_reconcile_and_rejected_records_are_listed(prepared):
    m = json.loads((prepared / "manifest.json").read_text())
    t = m["totals"]
    rows = read_jsonl(prepared / "inputs.jsonl")
    assert t["discovered"] == len(rows) == sum(t["by_status"].values())
    assert t["documents_extracted"] == t["documents_kept"] + sum(t["documents_dropped"].values())
    rejected = read_jsonl(prepared / "rejected_records.jsonl")
    assert {(r["path"], r["line"], r["reason"]) for r in rejected} == {
        ("records.jsonl", 4, "invalid_json"),
        ("records.jsonl", 5, "unknown_record_shape"),
        ("records.jsonl", 6, "empty_output"),
    }
    assert t["records_rejected"] == len(rejected) == sum(r["rejected"] for r in rows)
    docs = sum(pq.read_metadata(p).num_rows for p in (prepared / "documents").glob("*.parquet"))
    record_pairs = sum(
        sum(
            1
            for task in pq.read_table(p, columns=["task"]).column("task").to_pylist()
            if task.startswith("record_")
        )
        for p in (prepared / "pairs").glob("*.parquet")
    )
    assert docs + record_pairs == t["documents_kept"]


def test_formats_are_read_as_visible_text(prepared):
    texts = {}
    for p in (prepared / "documents").glob("*.parquet"):
        for r in pq.read_table(p).to_pylist():
            texts[r["source_path"]] = texts.get(r["source_path"], "") + r["text"]
    html = texts["page.html"]
    assert (
        "AT&T élan" in html
        and "SCRIPT" not in html
        and "color:red" not in html
        and "hidden comment" not in html
    )
    xml = texts["act.xml"]
    assert (
        "“licensed holder” means a person who holds a licence issued under section 5 of the Other Act" in xml
    )
    assert "2019, c. 29" not in xml and "titulaire" not in xml  # history notes and French term dropped
    assert "3 (1) Every licensed holder must register" in xml
    assert "title:" not in texts["front.md"] and texts["front.md"].startswith("# ")
    assert "The tenant shall pay the rent" in texts["doc.pdf"]
    assert "## Memorandum" in texts["memo.docx"]
    assert (
        "The café’s naïve résumé" in texts["cp1252.txt"] and "The café’s naïve résumé" in texts["double.txt"]
    )
    assert (
        "\u200b" not in texts["invisible.txt"]
        and "\u202e" not in texts["invisible.txt"]
        and "\r" not in texts["invisible.txt"]
    )
    assert "Agreement number 3" in texts["utf16.txt"]
    assert "Agreement number 11" in texts["zipped.txt.gz"]
    assert "Agreement number 9" in texts["docs.parquet"] and "Agreement number 10" in texts["docs.parquet"]
    assert "Agreement number 12" in texts["truncated.jsonl.gz"]  # records before the damage are kept
    # The paragraph repeated in most documents is boilerplate and removed everywhere.
    assert "The Licensee shall keep the Confidential Information" not in texts["plain.txt"]


def test_manifest_has_the_contract_keys_and_checksums(prepared):
    from quilltune.prepare.storage import sha256_file

    m = json.loads((prepared / "manifest.json").read_text())
    for key in (
        "schema_version",
        "seq_len",
        "packing",
        "tokenizer",
        "model",
        "splits",
        "files",
        "pii",
        "totals",
        "bytes_per_token",
        "tool_versions",
        "config",
        "dedup",
        "cleaning",
    ):
        assert key in m, key
    assert m["schema_version"] == 1 and m["seq_len"] == 256
    assert 2.0 < m["bytes_per_token"] < 8.0
    for split in ("train", "validation"):
        assert m["splits"][split]["rows"] > 0 and m["splits"][split]["pairs"] > 0
    for rel, digest in m["files"].items():
        assert sha256_file(prepared / rel) == digest
    assert any(k.startswith("tokens/validation/") for k in m["files"])


def test_pairs_are_grounded_in_their_document(prepared):
    docs = {}
    for p in (prepared / "documents").glob("*.parquet"):
        docs.update({r["doc_id"]: r["text"] for r in pq.read_table(p).to_pylist()})
    n = 0
    for p in (prepared / "pairs").glob("*.parquet"):
        for r in pq.read_table(p).to_pylist():
            if r["generator"] != "template":  # records are the user's; teacher pairs are verified instead
                continue
            assert r["source_start"] < r["source_end"] and r["prompt_version"]
            for line in r["output"].split("\n"):
                assert line in docs[r["doc_id"]], (r["task"], line[:80])
            n += 1
    assert n >= 20
