"""Checks on the round-23 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
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
from heldout_kind_lists import R22_KINDS, R22_SHAPES, R23_KINDS, R23_SHAPES

SET = Path(__file__).resolve().parent / "heldout_r23"
CASES_FILE = SET / "cases.jsonl"
R22_FILE = Path(__file__).resolve().parent / "heldout_r22" / "cases.jsonl"
NEW_SHAPES = set(R23_SHAPES)
FRENCH_KINDS = tuple(f"kind:{k}" for k in sorted(R23_KINDS))
EARLIER_KINDS = (
    R14_KINDS | R15_KINDS | R16_KINDS | R17_KINDS | R18_KINDS | R19_KINDS | R20_KINDS | R21_KINDS | R22_KINDS
)
EARLIER_SHAPES = (
    OLD_SHAPES | R16_SHAPES | R17_SHAPES | R18_SHAPES | R19_SHAPES | R20_SHAPES | R21_SHAPES | R22_SHAPES
)


def _builder():
    return builder(SET, "build_heldout_r23")


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
    spec = importlib.util.spec_from_file_location("r23_names", SET / "r23_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    kinds = (R14_KINDS, R15_KINDS, R16_KINDS, R17_KINDS, R18_KINDS, R19_KINDS, R20_KINDS, R21_KINDS)
    assert tuple(len(k) for k in kinds) == (58, 53, 57, 51, 55, 52, 47, 45)
    assert len(R21_SHAPES) == 13 and len(R22_SHAPES) == 9 and len(R22_KINDS) == 4


def test_rebuild_is_byte_identical():
    build = _builder()
    assert build.render(build.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    assert_rebuilds_under_hash_seed(SET / "build_heldout_r23.py", seed)


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r23_", "build_heldout_r23")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r23")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)


def test_size_minimums(cases):
    assert_size_minimums(cases, _names().SCRIPT)


def test_decoy_kinds_use_the_earlier_names(cases):
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    assert set(kinds) <= DECOY_KINDS, set(kinds) - DECOY_KINDS
    assert len(kinds) >= 25 and sum(kinds.values()) >= 4000


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {c["tags"][0][5:] for c in cases}
    assert len(doc_kinds) >= 40 and not doc_kinds & EARLIER_KINDS
    shapes = {c["tags"][1][6:] for c in cases}
    assert len(shapes - EARLIER_SHAPES) >= 8
    assert NEW_SHAPES <= shapes and not NEW_SHAPES & EARLIER_SHAPES


def test_kinds_and_layouts_are_new_against_the_r22_file(cases):
    """The r22 file test names only four of its kinds, so compare with the r22 file's own tags (count only)."""
    r22 = read_cases(R22_FILE)
    r22_kinds = {c["tags"][0][5:] for c in r22}
    r22_shapes = {c["tags"][1][6:] for c in r22}
    ours_kinds = {c["tags"][0][5:] for c in cases}
    ours_shapes = {c["tags"][1][6:] for c in cases}
    shared_kinds = len(ours_kinds & r22_kinds)  # plain counts, so a failure prints no r22 names
    shared_shapes = len(NEW_SHAPES & r22_shapes)
    new_shapes = len(ours_shapes - r22_shapes - EARLIER_SHAPES)
    assert shared_kinds == 0
    assert shared_shapes == 0
    assert new_shapes >= 8


def test_french_kinds(cases):
    fr = [c for c in cases if c["tags"][0] in FRENCH_KINDS]
    assert len(fr) >= 40
    for case in fr:
        assert re.search(r"(?i)date de naissance|né\(e\) le|courriel|adresse|domicile", case["text"]), case[
            "id"
        ]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles="Associate Judge|Chief Justice|juge")
    for case in cases:
        for m in case["decoys"]:
            if m["kind"] == "official":
                piece = case["text"][m["start"] : m["end"]]
                assert re.match(
                    r"(?i)(Registrar|Deputy|Clerk|Master|Commissioner|Sheriff|Ombudsperson)", piece
                )


def test_marks_do_not_share_text_with_neighbours(cases):
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if {"hc:qc", "hc:on", "hc:bc"} & set(case["tags"]):
            assert "jur:ca" in case["tags"], case["id"]


def test_birth_dates_are_written_many_ways(cases):
    months = {
        "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
        "es": "de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de",
        "pt": "de (?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de",
        "de": r"\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)",
        "it": "gennaio|febbraio|marzo|agosto|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre",
        "nl": "januari|februari|maart|mei|juni|juli|augustus|oktober",
        "tl": "Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre",
        "ru": "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря",
        "pl": "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia",
        "cjk": "年|년",
        "en": r"(?i:January|February|March|April|May|June|July|August|September|October|November|December)|[A-Z][a-z]{2}\.|[A-Z]{3}",
    }
    kinds: Counter = Counter()
    for case in cases:
        for m in case["spans"]:
            if m["label"] != "DATE_OF_BIRTH":
                continue
            t = case["text"][m["start"] : m["end"]]
            if re.fullmatch(r"[\d/.\-]+", t):
                kinds["numeric"] += 1
            elif re.search(r"\b(nineteen|two thousand)\b", t) or " day of " in t:
                kinds["words"] += 1
            else:
                for lang in ("fr", "es", "pt", "de", "it", "nl", "tl", "ru", "pl", "cjk", "en"):
                    if re.search(months[lang] if lang == "cjk" else rf"(?:{months[lang]})", t):
                        kinds[lang] += 1
                        break
                else:
                    kinds["other"] += 1
    assert kinds["numeric"] >= 100 and kinds["en"] >= 50 and kinds["words"] >= 30, kinds
    others = ("fr", "es", "pt", "de", "it", "nl", "tl", "ru", "pl", "cjk")
    assert sum(1 for lang in others if kinds[lang] >= 5) >= 8, kinds
    assert not kinds["other"], kinds


def test_closings_vary(cases):
    last = Counter(
        c["text"].rsplit("\n", 1)[-1] for c in cases if c["tags"][1][6:] in ("form_fields", "letter")
    )
    assert last.most_common(1)[0][1] / sum(last.values()) < 0.10, last.most_common(1)[0][1]


def _balanced(text, pairs):
    for a, b in pairs:
        depth = 0
        for ch in text:
            depth += {a: 1, b: -1}.get(ch, 0)
            assert depth >= 0
        assert depth == 0


def _strip_strings(text, quote='"'):
    if quote == "'":
        return re.sub(r"'(?:[^']|'')*'", "''", text)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def test_text_layouts(by_shape):
    for t in by_shape["psformat_list"]:
        lines = [ln for ln in t.split("\n") if ln]
        assert all(re.match(r"[A-Za-z][A-Za-z0-9]* +: ", ln) for ln in lines)
        assert lines[0].startswith("Title")
    for t in by_shape["groff_ms"]:
        lines = t.split("\n")
        assert lines[1] == ".TL" and t.count(".TS") == t.count(".TE")
        assert all(
            ln.startswith((".", "\\&")) or re.fullmatch(r"tab\(\|\) box;|[l ]+\.|[^\\]*", ln) for ln in lines
        )
        assert not re.search(r"\\(?![e&\"])", t)
    for t in by_shape["sbv_captions"]:
        cues = re.findall(r"(?m)^(\d+):(\d\d):(\d\d)\.(\d{3}),(\d+):(\d\d):(\d\d)\.(\d{3})$", t)
        ms = [(int(a) * 3600 + int(b) * 60 + int(c)) * 1000 + int(d) for a, b, c, d, *_ in cues]
        assert len(cues) >= 10 and ms == sorted(ms)
        assert len(cues) == len(t.split("\n\n"))
    for t in by_shape["hocr_html"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        lines = [e for e in root.iter("{http://www.w3.org/1999/xhtml}span") if e.get("class") == "ocr_line"]
        assert len(lines) >= 10 and all(re.match(r"bbox \d+ \d+ \d+ \d+; ", e.get("title")) for e in lines)


def test_machine_layouts(by_shape):
    for t in by_shape["tei_xml"]:
        root = ET.fromstring(t.split("\n", 1)[1])
        assert root.tag == "{http://www.tei-c.org/ns/1.0}TEI"
        assert root.find("{http://www.tei-c.org/ns/1.0}teiHeader") is not None
    for t in by_shape["kdl_document"]:
        bare = _strip_strings(t.split("\n", 1)[1])
        assert '"' not in bare.replace('""', "") and bare.startswith("document title=")
        _balanced(bare, (("{", "}"),))
    for t in by_shape["lua_table"]:
        bare = _strip_strings(t)
        assert bare.split("\n")[1] == "return {" and t.endswith("}")
        _balanced(bare, (("{", "}"),))
    for t in by_shape["edn_data"]:
        bare = _strip_strings(t)
        assert bare.startswith('{:doc/title ""')
        _balanced(bare, (("{", "}"), ("[", "]")))
    for t in by_shape["fortran_namelist"]:
        bare = _strip_strings(t, "'")
        assert "'" not in bare.replace("''", "")
        groups = re.findall(r"(?m)^&[A-Z_0-9]+$", bare)
        assert len(groups) == len(re.findall(r"(?m)^/$", bare)) >= 3


def test_readme_lists_no_kind_or_layout_names(cases):
    readme = (SET / "README.md").read_text(encoding="utf-8")
    banner = readme.split("\n")[2]  # report-only until a round reads its misses, then a tuning set
    assert readme.startswith("# ") and ("**Report-only." in banner or "**Now a TUNING set" in banner)
    names = {c["tags"][0][5:] for c in cases} | NEW_SHAPES  # old generic layout words may appear in prose
    assert not [n for n in names if n in readme]
