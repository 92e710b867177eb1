"""Unit checks of the pieces: decoding, packing, splitting, pair grounding, discovery."""

from __future__ import annotations

import codecs
import os

import numpy as np
import pytest
from prepare_helpers import assign_splits

from quilltune.prepare.chat_format import Sample
from quilltune.prepare.decode import BinaryContent, decode_bytes, repair_text
from quilltune.prepare.pack import best_fit_decreasing, pack_table
from quilltune.prepare.tasks import generate_pairs

TEXT = "Le café du coin — “the parties” agree."


@pytest.mark.parametrize(
    "data, repair",
    [
        (TEXT.encode("utf-16-le"), "decoded_utf16le"),  # no BOM
        (codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"), "decoded_utf16be"),
        (codecs.BOM_UTF8 + TEXT.encode("utf-8"), "bom_removed"),
        (TEXT.encode("cp1252"), "decoded_cp1252"),
    ],
)
def test_decode_bytes_recovers_the_text(data, repair):
    text, repairs = decode_bytes(data)
    assert text == TEXT and repair in repairs


def test_non_western_legacy_text_is_not_forced_into_cp1252():
    text = "Договор аренды нежилого помещения заключён между сторонами настоящего соглашения."
    out, repairs = decode_bytes(text.encode("cp1251"))
    assert out == text and repairs == ["decoded_cp1251"]


def test_binary_is_refused():
    with pytest.raises(BinaryContent):
        decode_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)


def test_repair_text_fixes_mojibake_and_strips_invisible_characters():
    broken = "naïve café – déjà".encode().decode("cp1252") + "\u200b\u202e\x07\r\n"
    fixed, repairs = repair_text(broken)
    assert fixed == "naïve café – déjà\n"
    assert set(repairs) == {
        "mojibake_fixed",
        "invisible_chars_removed",
        "control_chars_removed",
        "line_endings_normalized",
    }


def test_best_fit_decreasing_fills_bins_without_overflow():
    rng = np.random.default_rng(0)
    lengths = rng.integers(1, 100, size=500).tolist()
    bins = best_fit_decreasing(lengths, 128)
    assert sorted(i for b in bins for i in b) == list(range(500))
    assert all(sum(lengths[i] for i in b) <= 128 for b in bins)
    assert len(bins) <= 1.1 * sum(lengths) / 128 + 1  # near the lower bound


def test_pack_marks_every_sample_start():
    samples = [
        Sample(np.arange(n, dtype=np.int32) + 5, np.arange(n, dtype=np.int32) + 5, False) for n in (3, 4, 5)
    ]
    rows = pack_table(samples, 8, True).to_pylist()
    assert sorted(r["num_samples"] for r in rows) == [1, 2]
    two = next(r for r in rows if r["num_samples"] == 2)
    starts = [i for i, p in enumerate(two["position_ids"]) if p == 0]
    assert len(starts) == 2 and all(two["labels"][i] == -100 for i in starts)
    assert two["num_loss_tokens"] == len(two["labels"]) - 2
    unpacked = pack_table(samples, 8, False).to_pylist()
    assert [r["num_samples"] for r in unpacked] == [1, 1, 1]


def test_splits_are_deterministic_and_never_empty():
    groups = [f"g{i}" for i in range(40)]
    a, b = assign_splits(groups, 0.05, seed=3), assign_splits(list(reversed(groups)), 0.05, seed=3)
    assert a == b and "validation" in a.values() and "train" in a.values()
    # The seed matters: among a few other seeds at least one assigns some group differently.
    assert any(assign_splits(groups, 0.05, seed=s) != a for s in (4, 5, 6))
    two = assign_splits(["x", "y"], 0.01, seed=0)
    assert sorted(two.values()) == ["train", "validation"]


def test_pairs_are_verbatim_spans_of_the_document():
    text = (
        "# Services Agreement\n\nThis Agreement is made between Acme Widgets Inc. and Blue River Legal LLP (the parties).\n\n"
        "## 1. Definitions\n\n“Services” means the legal research services described in Schedule A, including any updates, "
        "revisions and related advice delivered by the Provider under this Agreement.\n\n"
        "## 2. Fees\n\n2 The Client shall pay the fees set out in Schedule B within thirty days of each invoice, "
        "and late payments bear interest at the rate of one percent per month, calculated daily, until paid in full, "
        "unless the parties agree otherwise in writing before the payment falls due, and the Client shall also reimburse "
        "reasonable disbursements incurred by the Provider with the Client's prior written approval."
    )
    pairs = generate_pairs(
        text,
        "Services Agreement",
        {
            "title_section": 1,
            "define_term": 1,
            "list_parties": 1,
            "continue_clause": 1,
            "section_provides": 1,
        },
        20,
        "s",
    )
    tasks = {p.task for p in pairs}
    assert tasks == {"title_section", "define_term", "list_parties", "continue_clause", "section_provides"}
    for p in pairs:
        assert all(line in text for line in p.output.split("\n"))
    parties = next(p for p in pairs if p.task == "list_parties")
    assert parties.output == "Acme Widgets Inc.\nBlue River Legal LLP"
    assert generate_pairs(text, "T", {"define_term": 1}, 5, "s") == generate_pairs(
        text, "T", {"define_term": 1}, 5, "s"
    )


def test_discovery_follows_symlinks_once_and_reports_cycles(tmp_path):
    from quilltune.prepare.discover import discover

    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "a.txt").write_text("x")
    os.symlink("a.txt", tmp_path / "d" / "link.txt")
    os.symlink("..", tmp_path / "d" / "up")
    os.symlink("missing.txt", tmp_path / "d" / "broken.txt")
    found = list(discover([str(tmp_path / "d"), str(tmp_path / "d" / "a.txt")], follow_external_links=True))
    entries = {e.path: e for e in found[:-1]}
    assert found[-1].status == "duplicate"  # the same file given again as an input
    assert entries["a.txt"].status is None
    assert entries["link.txt"].status == "duplicate" and entries["link.txt"].reason == "same_file"
    assert entries["broken.txt"].reason == "broken_symlink"
    assert entries["up/d/"].reason == "symlink_cycle"  # up -> parent, whose d/ is being walked
    assert len([e for e in entries.values() if e.status is None]) == 1


def test_links_leading_outside_the_input_folder_are_skipped_unless_allowed(tmp_path):
    from quilltune.prepare.discover import discover

    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "a.txt").write_text("x")
    (tmp_path / "secret.txt").write_text("s")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "b.txt").write_text("y")
    os.symlink(tmp_path / "secret.txt", tmp_path / "d" / "secret-link.txt")
    os.symlink(tmp_path / "elsewhere", tmp_path / "d" / "dir-link")
    os.symlink("a.txt", tmp_path / "d" / "inside-link.txt")
    entries = {e.path: e for e in discover([str(tmp_path / "d")])}
    assert (
        entries["secret-link.txt"].status == "skipped"
        and entries["secret-link.txt"].reason == "link_outside_input"
    )
    assert entries["dir-link/"].reason == "link_outside_input" and "dir-link/b.txt" not in entries
    assert entries["inside-link.txt"].reason == "same_file"  # links inside the folder still work
    allowed = {e.path: e for e in discover([str(tmp_path / "d")], follow_external_links=True)}
    assert allowed["secret-link.txt"].status is None and allowed["dir-link/b.txt"].status is None


def test_base_model_without_chat_template_gets_a_plain_layout(embedded_model_dir):
    from transformers import AutoTokenizer

    from quilltune.prepare.chat_format import pair_messages, segments, tokenize_batch

    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    tok.chat_template = None
    conv = segments(tok, pair_messages("Define tort.", "", "A civil wrong.", None))
    assert [resp for _, resp in conv] == [False, True] and conv[1][0].startswith("A civil wrong.")
    (sample,) = tokenize_batch(tok, [conv], seq_len=64)
    supervised = tok.decode(sample.input_ids[sample.labels != -100])
    assert supervised.startswith("A civil wrong.") and tok.eos_token in supervised


def test_odd_file_names_are_stored_safely(tmp_path, embedded_model_dir):
    import json

    from prepare_corpus import doc_text
    from prepare_helpers import prepare_dir

    folder = tmp_path / "in"
    folder.mkdir()
    names = [b"bad\xff-name.txt", b"new\nline.txt", b'quote"and\\slash.txt', "ünïcode.txt".encode()]
    for i, raw in enumerate(names):
        with open(os.path.join(os.fsencode(folder), raw), "w", encoding="utf-8") as fh:
            fh.write(doc_text(600 + i))
    prepare_dir([str(folder)], tmp_path / "out", embedded_model_dir)
    rows = [json.loads(line) for line in (tmp_path / "out" / "inputs.jsonl").read_text().splitlines()]
    assert sorted(r["path"] for r in rows) == sorted(
        ["bad\\xff-name.txt", "new\nline.txt", 'quote"and\\slash.txt', "ünïcode.txt"]
    )
    assert all(r["documents_kept"] == 1 for r in rows)
    # The undecodable name is stored escaped, and its row says so; the others are kept as they are.
    assert {r["path"]: (r["status"], r["repairs"]) for r in rows}["bad\\xff-name.txt"] == (
        "repaired",
        ["path_not_utf8_escaped"],
    )
    assert all(r["status"] == "kept" for r in rows if r["path"] != "bad\\xff-name.txt")
    assert not (tmp_path / "out" / ".work" / "ingest").exists()  # staged copies removed once complete


def test_template_fast_path_equals_full_rendering(embedded_model_dir):
    from transformers import AutoTokenizer

    from quilltune.prepare.chat_format import TemplateCache, pair_messages, segments

    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    cache = TemplateCache(tok)
    cases = [
        pair_messages("Define tort.", "In Ontario law.", "A civil wrong {{ not jinja }}.", None),
        pair_messages("Q?", "", "A.", "You are a careful legal assistant."),
        pair_messages("  padded  ", "", "x", None),
        [
            {"role": "user", "content": "a"},
            {"role": "assistant", "content": "b"},
            {"role": "user", "content": "c"},
            {"role": "assistant", "content": "d"},
        ],
    ]
    for msgs in cases * 2:
        assert cache.segments(msgs) == segments(tok, msgs)
    assert cache.skeletons[("user", "assistant")] is not None  # the fast path is really used


def test_layout_cue_lines_are_never_boilerplate():
    from collections import Counter

    from quilltune.prepare.clean import LineSketch, remove_boilerplate

    docs = [
        f"BETWEEN:\n\nParty {i}\nPlaintiff\n\nAll rights reserved by the publisher.\n\nBody {i}."
        for i in range(6)
    ]
    sketch = LineSketch(width_log2=12)
    for d in docs:
        sketch.add(d)
    out = remove_boilerplate(docs[0], sketch.frequent(docs[0], 5), Counter())
    assert "All rights reserved" not in out  # real boilerplate still goes
    assert out.startswith("BETWEEN:\n\nParty 0\nPlaintiff")


def test_plain_text_contract_yields_every_task_grounded():
    # A contract typed without markup: numbered headings, a definitions list, a BETWEEN/AND block.
    from quilltune.prepare.tasks import generate_pairs

    text = (
        'SERVICES AGREEMENT\n\nBETWEEN:\n\nNorthern Maple Logistics Inc., a corporation\n(the "Client")\n\n'
        'AND:\n\nJane Roe, of 12 Main Street\n(the "Contractor")\n\n1. Definitions\n\nIn this Agreement:\n'
        '"Services" means the services described in Schedule A;\n"Business Day" means any day other than a '
        "Saturday or Sunday;\n\n2. Payment\n\n2.1 The Client shall pay each invoice within 30 days of receipt. "
        "Overdue amounts bear interest at 2% per annum, calculated monthly, until paid in full, and the Client "
        "shall reimburse reasonable collection costs incurred by the Contractor, including legal fees, on demand "
        "by the Contractor, within ten Business Days of the demand being made in writing.\n"
    )
    mix = {
        t: 1.0
        for t in ("title_section", "define_term", "list_parties", "continue_clause", "section_provides")
    }
    pairs = generate_pairs(text, "", mix, 20, "seed")
    by_task = {p.task: p for p in pairs}
    assert set(by_task) == set(mix)
    assert by_task["list_parties"].output == "Northern Maple Logistics Inc.\nJane Roe"
    assert "2. Payment" in {p.output for p in pairs if p.task == "title_section"}
    for p in pairs:
        assert all(line in text for line in p.output.split("\n")), p


def _reference_row(samples: list[Sample]) -> dict:
    """The packing contract written plainly, one row at a time (what pack_table vectorises)."""
    ids, labels, pos = [], [], []
    for s in samples:
        ids += s.input_ids.tolist()
        labels += [-100] + s.labels.tolist()[1:]
        pos += list(range(len(s.input_ids)))
    return {
        "input_ids": ids,
        "labels": labels,
        "position_ids": pos,
        "num_samples": len(samples),
        "num_loss_tokens": sum(v != -100 for v in labels),
    }


@pytest.mark.parametrize("packing", [True, False])
def test_pack_table_equals_the_row_by_row_contract(packing):
    from quilltune.prepare.pack import _rows

    rng = np.random.default_rng(1)
    samples = []
    for n in rng.integers(1, 60, size=200):
        labels = rng.integers(0, 1000, size=n).astype(np.int32)
        labels[: rng.integers(0, n + 1)] = -100
        samples.append(Sample(rng.integers(0, 1000, size=n).astype(np.int32), labels, False))
    rows = pack_table(samples, 64, packing).to_pylist()
    assert rows == [_reference_row([samples[i] for i in r]) for r in _rows(samples, 64, packing)]
    assert sorted(len(r["input_ids"]) for r in rows) and max(len(r["input_ids"]) for r in rows) <= 64
    assert sum(r["num_samples"] for r in rows) == 200
    assert pack_table([], 64, packing).to_pylist() == []


def test_encode_texts_gives_the_wrapper_ids(embedded_model_dir):
    from transformers import AutoTokenizer

    from quilltune.prepare.chat_format import encode_texts

    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    texts = [
        "<|im_start|>user\nDefine tort.<|im_end|>\n",
        "  spaces  and\ttabs\n",
        "ünïcode — “quotes”",
        "",
        "x" * 5000,
    ]
    assert encode_texts(tok, texts) == tok(texts, add_special_tokens=False)["input_ids"]
    assert encode_texts(tok, []) == []


def test_pack_order_random_is_seeded_and_fills_about_as_well_as_length_order():
    from quilltune.prepare.pack import _rows

    rng = np.random.default_rng(2)
    samples = [
        Sample(np.zeros(n, dtype=np.int32), np.ones(n, dtype=np.int32), False)
        for n in rng.integers(5, 300, 2000)
    ]
    by_length = _rows(samples, 512, True, "length")
    assert sorted(map(sorted, by_length)) == sorted(
        map(sorted, best_fit_decreasing([len(s.input_ids) for s in samples], 512))
    )
    a, b, c = (_rows(samples, 512, True, "random", seed) for seed in ((0, 1, 0), (0, 1, 0), (0, 2, 0)))
    assert a == b and a != c  # the same seed (run seed, part, window) packs the same rows
    assert len(by_length) <= len(a) <= 1.05 * len(by_length)

    # Length order puts the long samples' fillers together by size; random order does not: the rows
    # made of short samples only are far fewer.
    def short_only(rows):
        return sum(all(len(samples[i].input_ids) < 60 for i in r) for r in rows)

    assert short_only(a) < short_only(by_length) / 2
