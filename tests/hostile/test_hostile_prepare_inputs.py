"""Hostile corpora given to ``quilltune prepare``: every reader meets broken input, nothing crashes,
every file is accounted for, and nothing outside the corpus leaks into the prepared documents."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from clirun import assert_user_error, quilltune

GOOD = (
    "Section 1. This Agreement is made between the parties for the supply of services. "
    "The Supplier shall deliver the services with reasonable care and skill. "
) * 6
SECRET = "QT-OUTSIDE-SECRET-7f3a9c"  # content of a file outside the corpus: must never be ingested


def _hostile_corpus(root: Path, outside: Path) -> Path:
    c = root / "corpus"
    c.mkdir()
    (c / "good.txt").write_text(GOOD, encoding="utf-8")
    (c / "invalid-utf8.txt").write_bytes(
        GOOD.encode() + b"\xff\xfe\xc3\x28 \xa0\xa1 caf\xe9 " + GOOD.encode()
    )
    (c / "binary.txt").write_bytes(bytes(range(256)) * 200)
    (c / "huge-line.txt").write_text("word " * 1_600_000, encoding="utf-8")  # one 8 MB line
    (c / "empty.txt").write_bytes(b"")
    (c / "records.jsonl").write_bytes(
        json.dumps({"text": GOOD}).encode()
        + b"\n"
        + b"{not json\n"
        + b"[1, 2\n"
        + b'{"text": "\xff\xfe bad bytes"}\n'
        + json.dumps({"no_text_field": 1}).encode()
        + b"\n"
    )
    (c / "garbage.pdf").write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 20)
    (c / "garbage.docx").write_bytes(b"PK\x03\x04" + b"\x00" * 300)
    with zipfile.ZipFile(c / "traversal.docx", "w") as z:  # a docx is a zip: entries with ../ names
        z.writestr("../../evil.txt", "x")
        z.writestr("word/document.xml", "<w:document/>")
    (c / "xxe.xml").write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM "file://{outside}">]>\n<d><p>{GOOD}</p><p>&x;</p></d>\n'
    )
    lol = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    (c / "billion-laughs.xml").write_text(f'<?xml version="1.0"?>\n<!DOCTYPE d [{lol}]>\n<d>&l9;</d>\n')
    (c / "page.html").write_text(
        "<html><body>" + "<div>" * 20_000 + GOOD + "</div>" * 20_000 + "</body></html>"
    )
    (c / "link-outside.txt").symlink_to(outside)
    (c / "dangling.txt").symlink_to(root / "does-not-exist.txt")
    (c / "loop").symlink_to(c)
    os.mkfifo(c / "fifo.txt")
    return c


@pytest.fixture(scope="module")
def prepared(tmp_path_factory, tiny_llama_dir):
    root = tmp_path_factory.mktemp("hostile-prepare")
    outside = root / "outside-secret.txt"
    outside.write_text(f"{SECRET} private notes that are not part of the corpus. " * 10)
    corpus = _hostile_corpus(root, outside)
    cfg = root / "run.yaml"
    cfg.write_text(f"model: {{name: '{tiny_llama_dir}'}}\ndata: {{seq_len: 128, min_chars: 50}}\n")
    out = root / "out"
    proc = quilltune(
        "prepare", "-i", corpus, "-o", out, "-c", cfg, "--no-pii", "--no-progress", "--json", timeout=900
    )
    return corpus, out, proc


def _documents_text(out: Path) -> str:
    import pyarrow.parquet as pq

    return "\n".join(
        t for p in sorted((out / "documents").glob("*.parquet")) for t in pq.read_table(p)["text"].to_pylist()
    )


def test_prepare_survives_every_broken_file(prepared):
    corpus, out, proc = prepared
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout)
    assert summary["documents_kept"] >= 2  # good.txt and the repaired invalid-utf8.txt at least
    assert GOOD.split(".")[0] in _documents_text(out)


def test_every_input_is_accounted_for_with_a_reason(prepared):
    corpus, out, _ = prepared
    rows = [json.loads(line) for line in (out / "inputs.jsonl").read_text().splitlines() if line.strip()]
    by_path = {r["path"].rstrip("/"): r for r in rows}
    for name in (
        "good.txt",
        "invalid-utf8.txt",
        "binary.txt",
        "huge-line.txt",
        "empty.txt",
        "records.jsonl",
        "garbage.pdf",
        "garbage.docx",
        "traversal.docx",
        "xxe.xml",
        "billion-laughs.xml",
        "page.html",
        "dangling.txt",
        "fifo.txt",
    ):
        assert name in by_path, f"{name} missing from inputs.jsonl ({sorted(by_path)})"
        row = by_path[name]
        if row["status"] == "skipped":
            assert row.get("reason"), row
    assert by_path["binary.txt"]["status"] == "skipped"
    assert by_path["dangling.txt"]["status"] == "skipped"


def test_bad_records_are_rejected_with_their_line(prepared):
    _, out, _ = prepared
    rejected = [
        json.loads(line) for line in (out / "rejected_records.jsonl").read_text().splitlines() if line.strip()
    ]
    lines = {r["line"] for r in rejected if r["path"].endswith("records.jsonl")}
    assert {2, 3, 5} <= lines, rejected


def test_entity_bomb_is_not_expanded(prepared):
    _, out, _ = prepared
    assert "lol" * 1000 not in _documents_text(out)


def test_xxe_does_not_read_local_files(prepared):
    _, out, _ = prepared
    import pyarrow.parquet as pq

    for p in sorted((out / "documents").glob("*.parquet")):
        for row in pq.read_table(p).to_pylist():
            if row["source_path"].endswith("xxe.xml"):
                assert SECRET not in row["text"]


def test_symlink_to_a_file_outside_the_corpus_is_not_ingested(prepared):
    _, out, _ = prepared
    assert SECRET not in _documents_text(out)


def test_nested_json_and_corrupt_parquet_inputs_are_skipped_not_fatal(tmp_path, tiny_llama_dir):
    c = tmp_path / "c"
    c.mkdir()
    (c / "good.txt").write_text(GOOD)
    (c / "deep.json").write_text('{"text":' * 30_000 + '"x"' + "}" * 30_000)
    (c / "deep.jsonl").write_text(json.dumps({"text": GOOD}) + "\n" + "[" * 50_000 + "]" * 50_000 + "\n")
    (c / "truncated.parquet").write_bytes(b"PAR1" + b"\x00" * 100)
    proc = quilltune(
        "prepare",
        "-i",
        c,
        "-o",
        tmp_path / "out",
        "--no-progress",
        "--no-pii",
        "--json",
        "--set",
        f"model.name={tiny_llama_dir}",
        "--set",
        "data.min_chars=50",
    )
    assert "Traceback" not in proc.stderr and proc.returncode == 0, proc.stderr[-2000:]
    rows = {
        json.loads(x)["path"]: json.loads(x)
        for x in (tmp_path / "out" / "inputs.jsonl").read_text().splitlines()
    }
    assert {"deep.json", "deep.jsonl", "truncated.parquet"} <= set(rows)
    assert rows["truncated.parquet"]["status"] == "skipped"


def test_nonexistent_input_names_the_path(tmp_path, tiny_llama_dir):
    proc = quilltune(
        "prepare",
        "-i",
        tmp_path / "no-such-folder",
        "-o",
        tmp_path / "out",
        "--no-progress",
        "--set",
        f"model.name={tiny_llama_dir}",
    )
    assert_user_error(proc, 2, "no-such-folder")


def test_output_folder_locked_by_a_live_writer(tmp_path, tiny_llama_dir):
    out = tmp_path / "out"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys,time\nfrom quilltune.locking import FolderLock\n"
            "FolderLock(sys.argv[1]).acquire()\nprint('held', flush=True)\ntime.sleep(300)",
            str(out),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        (tmp_path / "c").mkdir()
        (tmp_path / "c" / "a.txt").write_text(GOOD)
        proc = quilltune(
            "prepare",
            "-i",
            tmp_path / "c",
            "-o",
            out,
            "--no-progress",
            "--no-pii",
            "--set",
            f"model.name={tiny_llama_dir}",
        )
        assert_user_error(proc, 4, str(out), f"pid {holder.pid}")
    finally:
        holder.kill()
        holder.wait()
