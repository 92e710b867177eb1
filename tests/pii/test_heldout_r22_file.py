"""Checks on the round-22 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    DECOY_KINDS,
    OLD_SHAPES,
    R14_KINDS,
    R15_KINDS,
    R16_KINDS,
    R16_SHAPES,
    R17_KINDS,
    R17_SHAPES,
    R18_KINDS,
    R18_SHAPES,
    R19_KINDS,
    R19_SHAPES,
    R20_KINDS,
    R20_SHAPES,
    R21_KINDS,
    R21_SHAPES,
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_native_names_transliterated,
    assert_office_decoys_titled,
    assert_person_spans_untitled,
    assert_rebuilds_under_hash_seed,
    assert_schema_offsets_and_overlaps,
    assert_size_minimums,
    assert_stdlib_only_and_small,
    assert_tags_consistent,
    builder,
    read_cases,
)
from heldout_kind_lists import R22_KINDS, R22_SHAPES

SET = Path(__file__).resolve().parent / "heldout_r22"
CASES_FILE = SET / "cases.jsonl"
NEW_SHAPES = set(R22_SHAPES)
FRENCH_KINDS = tuple(f"kind:{k}" for k in sorted(R22_KINDS))


def _builder():
    return builder(SET, "build_heldout_r22")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


@pytest.fixture(scope="module")
def by_shape(cases) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for case in cases:
        out.setdefault(case["tags"][1][6:], []).append(case["text"])
    return out


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r22_names", SET / "r22_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    kinds = (R14_KINDS, R15_KINDS, R16_KINDS, R17_KINDS, R18_KINDS, R19_KINDS, R20_KINDS, R21_KINDS)
    assert tuple(len(k) for k in kinds) == (58, 53, 57, 51, 55, 52, 47, 45)
    assert len(R21_SHAPES) == 13


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r22.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r22_", "build_heldout_r22")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r22")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _names().SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    assert set(kinds) <= DECOY_KINDS, set(kinds) - DECOY_KINDS
    assert len(kinds) >= 30


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {c["tags"][0][5:] for c in cases}
    earlier = R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS
    assert len(doc_kinds - earlier) >= 40
    shapes = {c["tags"][1][6:] for c in cases}
    old = OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES
    assert len(shapes - old) >= 8
    assert NEW_SHAPES <= shapes and not NEW_SHAPES & old


def test_french_frames(cases):
    fr = [c for c in cases if c["tags"][0] in FRENCH_KINDS]
    assert len(fr) >= 30
    for case in fr:
        assert re.search(r"(?i)date.de.naissance|n._e._le|courriel|adresse", case["text"]), case["id"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles="Magistrate|Presiding|Tribunal Member|juge")


def test_marks_do_not_share_text_with_neighbours(cases):
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = {
        "en": r"(?i:January|February|March|April|May|June|July|August|September|October|November|December)|[A-Z][a-z]{2}\.?|[A-Z]{3}",
        "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
        "es": "de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de",
        "pt": "de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de",
        "de": r"\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)",
        "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
        "nl": "januari|februari|maart|mei|juni|juli|augustus|oktober",
        "tl": "Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre",
        "cjk": "年|년",
        "ru": "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря",
    }
    kinds: Counter = Counter()
    for case in cases:
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            t = case["text"][m["start"] : m["end"]]
            if re.fullmatch(r"[\d/.\-]+", t):
                kinds["numeric"] += 1
            elif re.search(r"(?i)\b(nineteen|two thousand)\b", t) or " day of " in t:
                kinds["words"] += 1
            else:
                for lang in ("fr", "es", "pt", "de", "it", "nl", "tl", "cjk", "ru", "en"):
                    if re.search(rf"\b(?:{months[lang]})\b" if lang != "cjk" else months[lang], t):
                        kinds[lang] += 1
                        break
                else:
                    kinds["other"] += 1
    assert kinds["numeric"] >= 100 and kinds["en"] >= 50 and kinds["words"] >= 30, kinds
    assert (
        sum(1 for lang in ("fr", "es", "pt", "de", "it", "nl", "tl", "cjk", "ru") if kinds[lang] >= 5) >= 7
    ), kinds
    assert not kinds["other"], kinds


def test_closings_vary(cases):
    """No last line repeats often in the text layouts that end on the document's own closing."""
    last = Counter(
        c["text"].rsplit("\n", 1)[-1]
        for c in cases
        if c["tags"][1][6:] in ("form_fields", "letter", "typst_markup")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.10, last.most_common(3)


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0
        assert depth == 0


def test_text_layouts(by_shape):
    for t in by_shape["fountain_screenplay"]:
        lines = t.split("\n")
        assert (
            lines[0].startswith("Title: ")
            and lines[1].startswith("Credit: ")
            and lines[2].startswith("Draft date: ")
        )
        assert re.match(r"(INT|EXT)\. [A-Z0-9 ]+ - [A-Z]+$", lines[4]) and lines[-1] == "> END OF RECORDING."
    for t in by_shape["typst_markup"]:
        assert t.startswith('#set document(title: "') and "\n= " in t
        bare = re.sub(r"\\.", "", t)
        assert not re.search(r"(?<!\S)[@#](?!set |table\(|line\()", bare.replace("#set document", ""))
        _balanced(bare, (("[", "]"), ("(", ")")))
    for t in by_shape["tiddlywiki_tid"]:
        head, _, body = t.partition("\n\n")
        fields = dict(line.split(": ", 1) for line in head.split("\n"))
        assert set(fields) == {"created", "modified", "tags", "title", "type"} and fields["title"].isupper()
        assert all(ln.endswith("|") for ln in body.split("\n") if ln.startswith("|"))
    for t in by_shape["psql_expanded"]:
        nums = [int(n) for n in re.findall(r"(?m)^-\[ RECORD (\d+) \]-+\+-+$", t)]
        assert nums == list(range(1, len(nums) + 1)) and len(nums) >= 3
    for t in by_shape["mysql_vertical"]:
        nums = [int(n) for n in re.findall(r"(?m)^\*{27} (\d+)\. row \*{27}$", t)]
        assert nums == list(range(1, len(nums) + 1))
        assert re.fullmatch(rf"{len(nums)} rows in set \(\d\.\d\d sec\)", t.rsplit("\n", 1)[-1])


def test_machine_layouts(by_shape):
    for t in by_shape["docbook_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert (
            root.tag == "{http://docbook.org/ns/docbook}article"
            and root.find("{http://docbook.org/ns/docbook}info") is not None
        )
    for t in by_shape["spreadsheetml_2003"]:
        root = ET.fromstring(t.split("\n", 2)[2])
        ns = "{urn:schemas-microsoft-com:office:spreadsheet}"
        sheets = root.findall(ns + "Worksheet")
        assert root.tag == ns + "Workbook" and len(sheets) >= 3
        assert all(len(s.get(ns + "Name")) <= 31 for s in sheets)
    for t in by_shape["php_var_export"]:
        assert t.startswith("<?php\n// ") and t.endswith(");")
        bare = re.sub(r"'(?:[^'\\]|\\.)*'", "''", t.split("\n", 2)[2])
        assert "'" not in bare.replace("''", "")
        _balanced(bare, (("(", ")"),))
    for t in by_shape["http_json_post"]:
        head, _, body = t.partition("\n\n")
        assert re.fullmatch(r"POST /api/v\d/\S+ HTTP/1\.1", head.split("\n")[0])
        assert "Content-Type: application/json; charset=utf-8" in head
        data = json.loads(body)
        assert data["title"].isupper() and data["sections"]
