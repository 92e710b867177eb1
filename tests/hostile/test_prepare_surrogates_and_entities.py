"""Lone surrogates and HTML entities given to ``prepare`` (issue 15 §5): the run goes on, the text
stays, and every repair is recorded."""

from __future__ import annotations

import io
import json
import os
from collections import Counter
from pathlib import Path

import pytest
from clirun import quilltune

from quilltune.prepare.clean import clean_document
from quilltune.prepare.decode import repair_text
from quilltune.prepare.readers.documents import read_html
from quilltune.prepare.readers.recordfiles import read_json, read_jsonl

GOOD = (
    "Section 1. This Agreement is made between the parties for the supply of services. "
    "The Supplier shall deliver the services with reasonable care and skill. "
) * 4
HTML = (
    "<html><body><p>" + GOOD + "</p><p>See &sect;&nbsp;4 of the Act.</p>"
    "<p>Deposit: $5,000 &lt;payable on signing&gt; to the vendor.</p></body></html>"
)


def test_a_lone_surrogate_escape_in_jsonl_becomes_the_replacement_character():
    repairs: list[str] = []
    raw = b'{"text": "before \\ud800 after", "\\udfff": "key too"}\n{"text": "pair \\ud83d\\ude00 kept"}\n'
    first, second = list(read_jsonl(io.BytesIO(raw), repairs))
    assert first.text == "before \ufffd after"
    assert second.text == "pair \U0001f600 kept"  # a valid surrogate pair is one character, untouched
    assert repairs == ["lone_surrogates_replaced"]


def test_a_lone_surrogate_in_a_json_file_becomes_the_replacement_character():
    repairs: list[str] = []
    (rec,) = list(read_json(io.BytesIO(b'[{"text": "x \\udc00 y"}]'), repairs))
    assert rec.text == "x \ufffd y" and "lone_surrogates_replaced" in repairs


def test_repair_text_replaces_lone_surrogates_and_says_so():
    text, repairs = repair_text("a\ud800b")
    assert text == "a\ufffdb" and "lone_surrogates_replaced" in repairs
    assert repair_text(text) == (text, [])


def test_escaped_angle_brackets_and_entities_survive_html_and_cleaning():
    (rec,) = list(read_html(io.BytesIO(HTML.encode()), []))
    cleaned = clean_document(rec.text, Counter())
    assert "§ 4 of the Act" in cleaned
    assert "$5,000 <payable on signing> to the vendor" in cleaned


def test_real_tags_are_still_stripped_from_plain_text():
    cleaned = clean_document('Intro <p class="x">body</p> <br/> text &lt;kept&gt; <Span>z</Span>', Counter())
    assert cleaned == "Intro body text <kept> z"


@pytest.mark.slow
@pytest.mark.parametrize("pii", [["--no-pii"], []], ids=["no-pii", "pii"])
def test_prepare_on_surrogates_and_entities_exits_0_keeps_text_and_records_repairs(
    tmp_path, tiny_llama_dir, pii
):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "records.jsonl").write_bytes(
        json.dumps({"text": GOOD}).encode()
        + b"\n"
        + b'{"text": "'
        + GOOD.encode()
        + b' Lone \\ud800 surrogate here."}\n'
    )
    (corpus / "page.html").write_text(HTML, encoding="utf-8")
    # A file name holding the UTF-8 bytes of a surrogate (what a lone "\ud800" becomes on disk).
    os.makedirs(corpus, exist_ok=True)
    with open(os.path.join(os.fsencode(corpus), b"name-\xed\xa0\x80.txt"), "wb") as fh:
        fh.write(GOOD.encode())
    cfg = tmp_path / "run.yaml"
    cfg.write_text(f"model: {{name: '{tiny_llama_dir}'}}\ndata: {{seq_len: 128, min_chars: 50}}\n")
    out = tmp_path / "out"
    proc = quilltune(
        "prepare", "-i", corpus, "-o", out, "-c", cfg, *pii, "--no-progress", "--json", timeout=900
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(line) for line in (out / "inputs.jsonl").read_text().splitlines() if line.strip()]
    by_name = {Path(r["path"]).name: r for r in rows}
    assert "lone_surrogates_replaced" in by_name["records.jsonl"]["repairs"], by_name["records.jsonl"]
    assert by_name["records.jsonl"]["status"] == "repaired"
    odd = [r for name, r in by_name.items() if name.startswith("name-")]
    assert odd and odd[0]["status"] == "repaired", by_name
    assert odd[0]["path"] == "name-\\xed\\xa0\\x80.txt" and odd[0]["repairs"] == ["path_not_utf8_escaped"], (
        odd
    )

    import pyarrow.parquet as pq

    texts = "\n".join(
        t for p in sorted((out / "documents").glob("*.parquet")) for t in pq.read_table(p)["text"].to_pylist()
    )
    assert "Lone \ufffd surrogate here." in texts
    assert "<payable on signing>" in texts and "§ 4 of the Act" in texts


def test_a_path_holding_a_lone_surrogate_is_stored_with_the_replacement_character():
    from quilltune.prepare.discover import display_path

    assert display_path("corpus/a\ud800b.txt") == "corpus/a\ufffdb.txt"
    assert (
        display_path("corpus/bad\udcff.txt") == "corpus/bad\\xff.txt"
    )  # an undecodable byte: escaped, as before
